/**
 * Carries files of the current output folder over into a build's staging folder unchanged: by hard
 * link (the same inode: nothing is read or written), or by copy where the two folders lie on
 * different file systems. The current output folder is only read, so a build that fails later
 * leaves it as it was. Used by incremental builds for pages whose inputs did not change.
 */
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Compression } from '../config/define-config.js';

export interface CarryOverOptions {
  /** The current output folder. */
  from: string;
  /** The staging folder. */
  to: string;
  /** The `.gz`/`.br` copies to carry along where the previous build made them (the same setting, or the build id would differ). */
  compress: Compression | false;
}

/** How many links are under way at once: enough to keep libuv's threads and the disk busy. */
const PARALLEL = 32;

/**
 * Carries each group of files (a page's document and payload) over; resolves with the groups that
 * could not be, because a file of theirs is gone from the output folder, for the caller to render.
 */
export async function carryOverFiles<T>(groups: T[], filesOf: (group: T) => string[], options: CarryOverOptions): Promise<T[]> {
  const copies = copySuffixes(options.compress);
  const folders = new Map<string, Promise<unknown>>();
  const ensureFolder = (folder: string) => {
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    return made;
  };
  const missing: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      const carried: string[] = [];
      for (const file of filesOf(group)) {
        const target = path.join(options.to, file);
        await ensureFolder(path.dirname(target));
        if (!(await carry(path.join(options.from, file), target))) {
          // The group is rendered anew; a linked file left in staging would be written through, into the output folder's inode.
          await Promise.all(carried.map((done) => rm(done, { force: true })));
          missing.push(group);
          break;
        }
        carried.push(target);
        // A copy exists only where the file was large enough to compress: a missing one is no loss.
        for (const suffix of copies)
          if (await carry(path.join(options.from, file + suffix), target + suffix)) carried.push(target + suffix);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, groups.length) }, worker));
  return missing;
}

/** true when carried; false when the source is gone. */
async function carry(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    // Another file system, or one without hard links: the bytes, unchanged.
    if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK') {
      await copyFile(source, target);
      return true;
    }
    throw error;
  }
}

/** The suffixes of the compressed copies `compress` makes. */
export function copySuffixes(compress: Compression | false): string[] {
  if (compress === false) return [];
  if (compress === 'gzip') return ['.gz'];
  if (compress === 'brotli') return ['.br'];
  return ['.gz', '.br'];
}
