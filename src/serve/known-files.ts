/**
 * The file version last sent for each path inside the folder, kept with what was known of the
 * file when it was opened and checked (device, inode, size, times). A request whose path still
 * names a file of that identity is answered from memory: one `stat` of the name (shared by the
 * requests of a turn) instead of open, fstat, the real-path check and close, which blocked the
 * event loop for most of each request's time. Anything else `stat` tells (another file, none, a
 * folder being swapped) sends the request the long way, through `SiteFolder.openFirst`, so what
 * is sent is still one whole version of a file that was checked to lie inside the folder.
 */
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { FileVersion } from './file-versions.js';
import type { Encoding } from './http-rules.js';
import { memoizeForTurn } from './turn-memo.js';

export interface KnownFile {
  stats: Stats;
  contentType: string;
  version: FileVersion & { content: Buffer };
  /** The encoding of the bytes sent (a precompressed copy's or the version's own). */
  encoding?: Encoding;
}

/** How a found file is sent: compressed here with this encoding, or rewritten by the dev server. */
export type Variant = Encoding | 'dev' | undefined;

/** Bounded like the versions they share their bytes with: cleared when full (a rebuild renews every entry anyway). */
const KEPT_PATHS = 10_000;
const KEPT_FILE_BYTES = 256 * 1024;
const KEPT_BYTES = 64 * 1024 * 1024;

export function createKnownFiles(root: string) {
  let known = new Map<string, KnownFile>();
  let keptBytes = 0;
  const statOf = memoizeForTurn((relative): Stats | undefined | null => {
    try {
      return statSync(path.join(root, relative), { throwIfNoEntry: false });
    } catch {
      return null; // not a plain miss (ENOTDIR, EACCES…): the long way decides
    }
  });
  /** The precompressed copies are sent as they are; only the file itself is sent in a variant. */
  const keyOf = (relative: string, plain: boolean, variant: Variant) => (plain && variant ? `${relative}\n${variant}` : relative);

  return {
    /**
     * The known version of the first of `candidates` that exists (the last one is the file
     * itself, the others its precompressed copies), if it is still the file on disk.
     */
    find(candidates: string[], variant: Variant, contentType: string): KnownFile | undefined {
      for (let index = 0; index < candidates.length; index++) {
        const relative = candidates[index]!;
        const stats = statOf(relative);
        if (stats === undefined) continue;
        const entry = stats && known.get(keyOf(relative, index === candidates.length - 1, variant));
        return entry && entry.contentType === contentType && sameFile(entry.stats, stats) ? entry : undefined;
      }
      return undefined;
    },

    /** Keeps a version sent from memory; `relative` is the candidate it was read from. */
    remember(relative: string, plain: boolean, variant: Variant, file: KnownFile): void {
      const size = file.version.content.length;
      if (size > KEPT_FILE_BYTES) return;
      if (known.size >= KEPT_PATHS || keptBytes + size > KEPT_BYTES) {
        known = new Map();
        keptBytes = 0;
      }
      const key = keyOf(relative, plain, variant);
      keptBytes += size - (known.get(key)?.version.content.length ?? 0);
      known.set(key, file);
    },
  };
}

/** The identity the versions are keyed by: a hand edit changes the times, a rebuild the inode. */
function sameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}
