/**
 * The starter's package.json: written whole into an empty folder, or merged into the one
 * `npm init -y` and `npm install ./sitegen-x.tgz` left, keeping every field and every spec there.
 */
import path from 'node:path';
import type { SitegenManifest } from '../package-root.js';

export type PackageJson = Record<string, unknown>;

export const STARTER_SCRIPTS: Record<string, string> = { dev: 'sitegen dev', build: 'sitegen build', preview: 'sitegen preview' };
/** What the starter's own code imports (react-intl for messages, @emotion/css for styles). */
const RUNTIME_PACKAGES = ['react', 'react-dom', 'react-intl', '@emotion/css'];
const DEV_PACKAGES = ['typescript', '@types/react', '@types/react-dom', '@types/node'];

export interface MergeResult {
  json: PackageJson;
  /** Existing scripts that differ from the starter's, kept as they are. */
  keptScripts: string[];
}

/** A package name npm accepts, from a folder name: `My Site` → `my-site`. */
export function packageName(folderName: string): string {
  return (
    folderName
      .toLowerCase()
      .replace(/[^a-z0-9._~-]+/g, '-')
      .replace(/^[-._]+|-+$/g, '') || 'my-site'
  );
}

function rangeOf(sitegen: SitegenManifest, name: string): string {
  const range = sitegen.peerDependencies?.[name] ?? sitegen.dependencies?.[name] ?? sitegen.devDependencies?.[name];
  if (!range) throw new Error(`sitegen's package.json names no version range for ${name}`);
  return range;
}

/** The starter's package.json merged into `existing` (or a new one): adds, never replaces, except `"type": "module"`. */
export function mergePackageJson(
  existing: PackageJson | undefined,
  options: { name: string; sitegen: SitegenManifest; sitegenSpec?: string },
): MergeResult {
  const { sitegen } = options;
  const json: PackageJson = existing ? { ...existing } : { name: packageName(options.name), version: '0.1.0' };
  if (json.private === undefined) json.private = true;
  // The config and pages are ES modules; sitegen loads them as such.
  json.type = 'module';
  const scripts = asRecord(json.scripts);
  const keptScripts = Object.keys(STARTER_SCRIPTS).filter((name) => scripts[name] !== undefined && scripts[name] !== STARTER_SCRIPTS[name]);
  json.scripts = { ...STARTER_SCRIPTS, ...scripts };
  // A package the user already lists, in either list, stays where it is with the spec it has
  // (the `file:` tarball spec `npm install ./sitegen-x.tgz` wrote, say).
  const listed = { ...asRecord(json.devDependencies), ...asRecord(json.dependencies) };
  const missing = (names: [string, string][]) => Object.fromEntries(names.filter(([name]) => listed[name] === undefined));
  const runtime = missing([
    ['sitegen', options.sitegenSpec ?? `^${sitegen.version}`],
    ...RUNTIME_PACKAGES.map((name): [string, string] => [name, rangeOf(sitegen, name)]),
  ]);
  const dev = missing(DEV_PACKAGES.map((name): [string, string] => [name, rangeOf(sitegen, name)]));
  json.dependencies = sortKeys({ ...asRecord(json.dependencies), ...runtime });
  json.devDependencies = sortKeys({ ...asRecord(json.devDependencies), ...dev });
  return { json, keptScripts };
}

/**
 * How a new site folder `toDir` asks for the sitegen that a package.json in `fromDir` installed:
 * a tarball or folder (`file:`/`link:`, relative to `fromDir`) is named again relative to `toDir`,
 * a git or URL spec stays; a registry range gives undefined (the starter asks for `^version`).
 * sitegen is not on the registry yet, so `init my-site` beside the installed tarball would otherwise
 * write a range `npm install` cannot find.
 */
export function relocatedSitegenSpec(spec: unknown, fromDir: string, toDir: string): string | undefined {
  if (typeof spec !== 'string') return undefined;
  const local = /^(file|link):(.*)$/.exec(spec);
  if (local) {
    const target = path.resolve(fromDir, local[2]!);
    const relative = path.relative(toDir, target).split(path.sep).join('/');
    return `${local[1]}:${relative.startsWith('.') ? relative : `./${relative}`}`;
  }
  return /^(git(\+[a-z]+)?:|https?:|github:|[\w.-]+\/[\w.-]+(#.*)?$)/.test(spec) ? spec : undefined;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** npm keeps dependency lists sorted; so do we, so `npm install` changes nothing but the lock. */
function sortKeys(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
