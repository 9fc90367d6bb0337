/**
 * The stamp of sitegen's compiled code that scripts/build-lib.js writes into lib/ (`code-stamp.json`:
 * a hash of every file's name and bytes, and each file's size), so a build need not list and stat
 * the whole folder to stamp the caches that hold what sitegen computed (incremental-cache.ts:
 * ~7–9 ms of every build's CPU for ~390 files). The stamp is trusted while every file it lists has
 * its size and is no newer than the stamp: a file edited by hand after build-lib, a copy that did
 * not keep the times, or a folder without one (src/, when tests run from source) gives undefined,
 * and the caller stamps the folder's listing as before. Files added by hand and imported by none of
 * the listed ones change nothing that runs.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The file scripts/build-lib.js writes last into lib/ (the format is shared with it). */
export const CODE_STAMP_FILE = 'code-stamp.json';

export interface CodeStampFile {
  /** sha256 of each file's path (relative, with /) and bytes, in path order. */
  stamp: string;
  /** Every other file of the folder, relative path with / → size in bytes. */
  sizes: Record<string, number>;
}

/** The stamp build-lib wrote into `dir`, when the folder is still what it stamped. */
export function writtenCodeStamp(dir: string): string | undefined {
  const file = path.join(dir, CODE_STAMP_FILE);
  let written: CodeStampFile;
  let stampedAt: number;
  try {
    written = JSON.parse(readFileSync(file, 'utf8')) as CodeStampFile;
    stampedAt = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  if (typeof written?.stamp !== 'string' || typeof written.sizes !== 'object' || written.sizes === null) return undefined;
  for (const [name, size] of Object.entries(written.sizes)) {
    const info = statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (!info || info.size !== size || info.mtimeMs > stampedAt) return undefined;
  }
  return written.stamp;
}
