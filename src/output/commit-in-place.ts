/**
 * The commit of an incremental build whose unchanged pages were left where they are: the staging
 * folder holds only what this build wrote (the pages it rendered, the site files), and each of its
 * files is renamed into the output folder, one atomic rename at a time, `latest.json` last; then
 * the files of pages that no longer exist are removed, and whatever else a cold build would not
 * have (stray-files.ts). What holds at each moment:
 *
 * - before the commit starts, the output folder is untouched (a failed check never gets here);
 * - during it, every file is either its old or its new version, never half-written; a visitor may
 *   meet new pages beside old ones for the few milliseconds it lasts, under the old `latest.json`;
 * - once `latest.json` is in place every file of the new release is too; removed pages and strays
 *   go after it, so no release pointer names a manifest whose pages are missing.
 *
 * A commit that dies half-way leaves such a mix; the build removed its incremental record before
 * committing (build/incremental/incremental.ts), so the next build is cold and writes the whole folder afresh.
 */
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Compression } from '../config/define-config.js';
import { RELEASE_POINTER_FILE } from '../protocol/output-files.js';
import { copySuffixes } from './carry-over.js';
import { folderOf, StagedFiles, type StraySweep } from './stray-files.js';

/** An incremental build that leaves its unchanged pages in the output folder. */
export interface InPlace {
  /** Files of the previous release this one no longer has (relative to `outDir`), without their `.gz`/`.br` copies. */
  removed: string[];
  /** Once the build has carried its pages over: the folders that may hold what no page has, which goes. */
  strays?: StraySweep;
}

export interface CommitInPlaceOptions extends InPlace {
  staging: string;
  outDir: string;
  compress: Compression | false;
}

/** How many renames are under way at once. */
const PARALLEL = 16;

export async function commitInPlace({ staging, outDir, compress, removed, strays }: CommitInPlaceOptions): Promise<void> {
  const files = (await readdir(staging, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(staging, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const staged = new Set(files);
  const suffixes = copySuffixes(compress);
  const isPointer = (file: string) => file === RELEASE_POINTER_FILE || suffixes.some((suffix) => file === RELEASE_POINTER_FILE + suffix);
  const folders = new Map<string, Promise<unknown>>();
  const place = async (file: string) => {
    const target = path.join(outDir, file);
    const folder = path.dirname(target);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    await rename(path.join(staging, file), target);
    // A copy the previous release had but this one does not (the file shrank below the threshold) goes.
    for (const suffix of suffixes)
      if (!staged.has(file + suffix) && !suffixes.some((own) => file.endsWith(own))) await rm(target + suffix, { force: true });
  };
  await inParallel(
    files.filter((file) => !isPointer(file)),
    place,
  );
  // The pointer's copies, then the pointer: a tab that sees the new release finds all of it.
  for (const file of files.filter(isPointer).sort((a, b) => b.length - a.length)) await place(file);
  if (strays) {
    const staged = new StagedFiles(files);
    await removePages(outDir, removed, suffixes, (folder) => strays.holds(folder, staged));
    await strays.sweep(staged);
  } else await inParallel(removed, (file) => removeFile(outDir, file, suffixes));
  await rm(staging, { recursive: true, force: true });
}

/** Removes the files of pages that no longer exist, and each folder (the topmost) that then holds nothing of the release. */
async function removePages(outDir: string, removed: string[], suffixes: string[], holds: (folder: string) => boolean): Promise<void> {
  const gone = removed.flatMap((file) => [file, ...suffixes.map((suffix) => file + suffix)]);
  await inParallel(gone, (file) => rm(path.join(outDir, file), { force: true }));
  const tops = new Set<string>();
  for (const file of removed) {
    let top: string | undefined;
    for (let folder = folderOf(file); folder !== '' && !holds(folder); folder = folderOf(folder)) top = folder;
    if (top !== undefined) tops.add(top);
  }
  await inParallel([...tops], (folder) => rm(path.join(outDir, folder), { recursive: true, force: true }));
}

/** Removes a file and its copies, then its folders up to `outDir` while they are empty. */
async function removeFile(outDir: string, file: string, suffixes: string[]): Promise<void> {
  const target = path.join(outDir, file);
  await Promise.all([target, ...suffixes.map((suffix) => target + suffix)].map((each) => rm(each, { force: true })));
  for (let folder = path.dirname(target); folder.startsWith(outDir + path.sep); folder = path.dirname(folder)) {
    try {
      await rmdir(folder);
    } catch {
      return;
    }
  }
}

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
