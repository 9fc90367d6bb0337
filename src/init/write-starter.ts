/** Writes the starter into a folder: refuses before writing anything if one of its files exists. */
import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { starterFiles, starterSiteName } from './starter-files.js';
import type { StarterLocale } from './starter-locales.js';
import type { SitegenManifest } from '../package-root.js';
import { mergePackageJson, relocatedSitegenSpec, type PackageJson } from './starter-package.js';

export interface WriteStarterOptions {
  /** The target folder, absolute; created if missing. */
  dir: string;
  locales: StarterLocale[];
  /** sitegen's own package.json: its version and the ranges of React and the type packages. */
  sitegen: SitegenManifest;
}

export interface WriteStarterResult {
  /** Relative paths of the files written, package.json last. */
  written: string[];
  packageJson: 'created' | 'merged';
  /** Scripts of an existing package.json that differ from the starter's and were kept. */
  keptScripts: string[];
}

export async function writeStarter({ dir, locales, sitegen }: WriteStarterOptions): Promise<WriteStarterResult> {
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new SitegenError(`${dir} is a file, not a folder`, {
      file: dir,
      hint: 'Give sitegen init a folder to write the new site into, e.g. "npx sitegen init my-site".',
    });
  }
  const files = starterFiles({ locales, name: starterSiteName(path.basename(dir)) });
  const taken = [...files.keys()].filter((file) => exists(path.join(dir, file)));
  if (taken.length > 0) {
    throw new SitegenError(`${dir} already has ${taken.length === 1 ? 'a file' : 'files'} the starter would write; nothing was written`, {
      problems: taken.map((file) => ({ file, message: 'exists' })),
      hint: 'Choose an empty folder (e.g. "npx sitegen init my-site"), or move these files away first.',
    });
  }
  const manifestFile = path.join(dir, 'package.json');
  const existing = exists(manifestFile) ? await readPackageJson(manifestFile) : undefined;
  const merged = mergePackageJson(existing, { name: path.basename(dir), sitegen, sitegenSpec: installedSitegenSpec(dir) });
  const written: string[] = [];
  try {
    for (const [file, text] of files) {
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      // 'wx': a file that appeared since the check above is still never overwritten.
      await writeFile(target, text, { flag: 'wx' });
      written.push(file);
    }
    await writeFile(manifestFile, `${JSON.stringify(merged.json, null, 2)}\n`);
    written.push('package.json');
  } catch (error) {
    throw writeError(error, dir, written);
  }
  return { written, packageJson: existing ? 'merged' : 'created', keptScripts: merged.keptScripts };
}

/**
 * The sitegen spec of the nearest package.json above `dir` that lists one which is not a registry
 * range (the tarball `npm install ./sitegen-x.tgz` wrote), named from `dir`; else undefined.
 */
function installedSitegenSpec(dir: string): string | undefined {
  for (let folder = path.dirname(dir); ; folder = path.dirname(folder)) {
    try {
      const json = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, unknown> | undefined
      >;
      const spec = relocatedSitegenSpec(json.dependencies?.sitegen ?? json.devDependencies?.sitegen, folder, dir);
      if (spec !== undefined) return spec;
    } catch {
      // No package.json here, or not one to read: look further up.
    }
    if (path.dirname(folder) === folder) return undefined;
  }
}

/** A dangling symlink counts as taken too: writing would follow it somewhere else. */
function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

async function readPackageJson(file: string): Promise<PackageJson> {
  const text = await readFile(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SitegenError(`${file} is not valid JSON: ${(error as Error).message}`, {
      file,
      hint: 'Fix package.json (or remove it to have a new one written), then run sitegen init again.',
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SitegenError(`${file} does not hold a JSON object`, {
      file,
      hint: 'Fix package.json (or remove it to have a new one written), then run sitegen init again.',
    });
  }
  return value as PackageJson;
}

/** The user's environment (read-only, full disk, no permission): a message, not a stack. */
function writeError(error: unknown, dir: string, written: string[]): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (!code || !['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EEXIST', 'ENOTDIR', 'EISDIR'].includes(code)) return error;
  const done = written.length > 0 ? ` after writing ${written.join(', ')}` : '';
  return new SitegenError(`Could not write the starter into ${dir} (${code})${done}`, {
    file: (error as NodeJS.ErrnoException).path,
    cause: error,
    hint: 'Check that the folder is writable and the disk has space, then run sitegen init again in an empty folder.',
  });
}
