/** Where sitegen itself is installed, found from this module whether it runs from source or from the CLI bundle. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Set by bin/sitegen.js in the CLI bundle; undefined when running from source (tests). */
declare const __SITEGEN_PACKAGE_ROOT__: string | undefined;

export const PACKAGE_ROOT = typeof __SITEGEN_PACKAGE_ROOT__ === 'string' ? __SITEGEN_PACKAGE_ROOT__ : findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const SRC_DIR = path.join(PACKAGE_ROOT, 'src');
