/**
 * Packages the site's code imports that Node will not find from the site's folder, found all at
 * once from esbuild's metafile before the bundle is imported (Node would name only the first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { SitegenError } from '../errors.js';

/** `react-dom/server` → `react-dom`, `@emotion/css/x` → `@emotion/css`; undefined for built-ins and paths. */
export function packageName(specifier: string): string | undefined {
  // file: URLs are imports sitegen pointed at a file itself (shared-peers.ts), not packages.
  if (specifier.startsWith('node:') || specifier.startsWith('file:') || specifier.startsWith('.') || path.isAbsolute(specifier))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** The folder Node finds package `name` in from `dir`: a node_modules folder above it, or the package `dir` is in. */
export function installedPackageDir(name: string, dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'node_modules', name, 'package.json'))) return path.join(current, 'node_modules', name);
    const manifest = path.join(current, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

export function isInstalled(name: string, dir: string): boolean {
  return installedPackageDir(name, dir) !== undefined;
}

/** Every package imported by the bundle's inputs that is not installed for `root`, sorted. */
export function findMissingPackages(metafile: esbuild.Metafile, root: string): string[] {
  const missing = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      const name = imported.external ? packageName(imported.path) : undefined;
      if (name && !isInstalled(name, root)) missing.add(name);
    }
  }
  return [...missing].sort();
}

export function missingPackagesError(names: string[], root: string, what: string): SitegenError {
  const list = names.join(' ');
  return new SitegenError(
    `${what} import${names.length === 1 ? 's a package that is' : 's packages that are'} not installed in ${root}: ${names.join(', ')}`,
    {
      hint: `Install ${names.length === 1 ? 'it' : 'them'} with "npm install ${list}" in ${root}.`,
    },
  );
}
