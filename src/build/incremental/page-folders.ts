/**
 * Whether an in-place build's unchanged pages still have their files in the output folder, one
 * `stat` of the page's folder instead of an `existsSync` of each file: a folder's change time
 * (ctime) moves to the present whenever an entry is added to it, removed or renamed (and on any
 * change of its own metadata; unlike mtime, no tool can set it back), so a folder whose ctime is
 * the one recorded when its files were last seen there still holds them. A page with no such stamp,
 * or whose folder changed, has its files looked for one by one (as before), and is stamped anew
 * when they are all there and the folder is settled: changed long enough ago (isSettled) that a
 * later change falls in a later tick of the file system's clock, so it cannot leave the same time
 * behind. The stat is taken before the files are looked for, so a file removed in between is seen
 * missing, and one removed after it moves the folder's time.
 *
 * A cold build stamps no folder (15,000 stats would lengthen it by 70–200 ms): it writes every page
 * into a staging folder no one else knows, so the record keeps one time instead (`untouchedBefore`,
 * taken after its pages were written and before the commit made them visible). A folder changed
 * since then has a later ctime; one settled by that time (isSettled) is as the build left it. In-place
 * builds carry that time forward: what they change gets a later ctime. A clock set back past it voids it.
 *
 * What a stamp tells is what the per-file check told: that the files exist, not what they hold.
 * Only a page whose files are all in its document's folder is stamped (each page's document and payload are).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '../../shapes.js';
import type { Carried } from './cached-pages.js';
import type { CachedPage } from './incremental-record.js';

/**
 * A folder changed this recently (ms) may change again within its time stamp's granularity: it is
 * not stamped. Whole seconds: a file system that keeps seconds (FAT keeps two); else the kernel's
 * clock tick (≤ 10 ms) is the granularity, with a margin for the clock the build reads.
 */
export const SETTLED_MS = 2000;
const SETTLED_FINE_MS = 100;

export function isSettled(ctimeMs: number, now: number): boolean {
  return ctimeMs < now - (ctimeMs % 1000 === 0 ? SETTLED_MS : SETTLED_FINE_MS);
}

/** A page (by its document) and its record. */
export type Recorded = { page: Pick<Page, 'file'>; cached: CachedPage };

export interface FolderCheck<T extends Recorded = Carried> {
  /** The carried pages some of whose files are gone from the output folder (an in-place build renders them). */
  missing: Set<T>;
  /** The pages whose record got a new folder stamp (the record is to be written with them). */
  stamped: T[];
  /** The pages whose folder changed since their files were last seen there: it may hold files no page has (output/stray-files.ts). */
  changed: T[];
}

/**
 * Checks `items` against the output folder `outDir`; sets the new stamps on their records. The
 * recorded names are relative and normalised: joined by hand, as path.join costs as much as the check itself.
 */
export function checkPageFolders<T extends Recorded>(
  items: T[],
  outDir: string,
  strings: string[],
  now = Date.now(),
  untouchedBefore?: number,
): FolderCheck<T> {
  const base = outDir + path.sep;
  const missing = new Set<T>();
  const stamped: T[] = [];
  const changed: T[] = [];
  const vouched = untouchedBefore !== undefined && untouchedBefore <= now ? untouchedBefore : undefined;
  for (const item of items) {
    const { page, cached } = item;
    const folder = page.file.slice(0, page.file.lastIndexOf('/') + 1);
    const info = statSync(base + folder, { throwIfNoEntry: false });
    if (info && (cached.folder === info.ctimeMs || (vouched !== undefined && isSettled(info.ctimeMs, vouched)))) continue;
    changed.push(item);
    if (!cached.files.every(([file]) => existsSync(base + strings[file]!))) missing.add(item);
    else if (info && isSettled(info.ctimeMs, now) && cached.files.every(([file]) => inFolder(strings[file]!, folder))) {
      cached.folder = info.ctimeMs;
      stamped.push(item);
    }
  }
  return { missing, stamped, changed };
}

/** Whether `file` is directly in `folder` (`a/b/` or `` for the output folder itself). */
function inFolder(file: string, folder: string): boolean {
  return file.startsWith(folder) && !file.includes('/', folder.length);
}
