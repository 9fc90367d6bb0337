/**
 * Where sitegen itself is installed, and its own modules: lib/ when installed or run by the CLI,
 * src/ when the tests run the TypeScript directly. This file sits at the top of either folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MODULE_ROOT = path.dirname(fileURLToPath(import.meta.url));

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'sitegen') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`sitegen's package.json not found above ${start}`);
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot(MODULE_ROOT);

/** What sitegen's own package.json says of it: its version and the ranges of what it uses. */
export interface SitegenManifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export function readSitegenManifest(): SitegenManifest {
  return JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as SitegenManifest;
}

export function sitegenVersion(): string {
  return readSitegenManifest().version;
}

/** The file of one of sitegen's own modules, named by its path without extension (`runtime/boot`). */
export function sitegenModuleFile(name: string): string {
  for (const extension of ['.js', '.ts', '.tsx']) {
    const file = path.join(MODULE_ROOT, `${name}${extension}`);
    if (existsSync(file)) return file;
  }
  throw new Error(`sitegen's module ${name} is missing from ${MODULE_ROOT}`);
}

export function sitegenModuleUrl(name: string): string {
  return pathToFileURL(sitegenModuleFile(name)).href;
}
