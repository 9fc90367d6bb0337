/**
 * What stands at the output path, as far as replacing it goes: only nothing, an empty folder or a
 * folder sitegen wrote (a release, or a shard's folder) may be swapped away; anything else is the
 * user's and is never removed.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_POINTER_FILE } from '../protocol/output-files.js';

/** The manifest `sitegen build --shard i/N` writes instead of the release files (build/shards.ts). */
export const SHARD_MANIFEST_FILE = '_sitegen-shard.json';

/** A file only sitegen writes at these paths marks a folder as its output. */
const RELEASE_MARKERS = [RELEASE_POINTER_FILE, SHARD_MANIFEST_FILE];

/** `foreign`: a folder with files and no release in it; `file`: a file (or a link to one) where the folder should be. */
export type FolderContents = 'missing' | 'empty' | 'release' | 'foreign' | 'file';

export function folderContents(dir: string): FolderContents {
  let stats;
  try {
    stats = statSync(dir, { throwIfNoEntry: false });
  } catch (error) {
    // A file above it: nothing is there to replace; writing the folder then fails, named by output-error.ts.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return 'missing';
    throw error;
  }
  if (!stats) return lstatSync(dir, { throwIfNoEntry: false }) ? 'file' : 'missing';
  if (!stats.isDirectory()) return 'file';
  if (readdirSync(dir).length === 0) return 'empty';
  return RELEASE_MARKERS.some((marker) => statSync(path.join(dir, marker), { throwIfNoEntry: false })?.isFile()) ? 'release' : 'foreign';
}

/** Whether the swap may move `dir` away and remove it. */
export function mayReplace(contents: FolderContents): boolean {
  return contents === 'missing' || contents === 'empty' || contents === 'release';
}
