/**
 * Reading the incremental cache's pages (incremental-cache.ts): whether a record holds together,
 * its files unpacked, its classes, a page scan in a form to compare, the pages it still describes. Pure.
 */
import type { PageScan } from '../../check/scan-page.js';
import type { WrittenFile } from '../../output/written-file.js';
import type { Page } from '../../shapes.js';
import type { CachedPage, IncrementalCache } from './incremental-record.js';
import { unpackFile } from './packed-files.js';
import { pageKey } from './page-key.js';

export function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, at) => item === b[at]);
}

/** A scan as text in one field order, to compare a page's scan with the one recorded. */
export function scanText(scan: PageScan): string {
  const { problems, lang, canonicals, alternates, ids, references, base, boot } = scan;
  return JSON.stringify([problems ?? [], lang ?? null, canonicals, alternates, ids, references, base ?? null, boot ?? null]);
}

export type Carried = { page: Page; cached: CachedPage; files: WrittenFile[] };

export function classesOf(cache: IncrementalCache, index: number): string[] {
  const set = cache.classSets[index];
  return set ? set.split(' ') : [];
}

export function isCachedPage(value: unknown): value is CachedPage {
  const page = value as Partial<CachedPage> | undefined;
  return typeof page?.key === 'string' && Array.isArray(page.entries) && typeof page.css === 'number' && Array.isArray(page.files);
}

/** The page's files as recorded, or undefined when the cache does not hold together there. */
export function unpacked(cached: CachedPage, strings: string[]): WrittenFile[] | undefined {
  try {
    const files = cached.files.map((file) => unpackFile(file, strings));
    return files.length > 0 && files.every((file) => typeof file.file === 'string' && typeof file.bytes === 'number') ? files : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pages whose recorded inputs are as they were: none of the entries they read changed (by the
 * content hashes the cache recorded; a merge's record has none, so its pages' keys are compared),
 * and their files as recorded.
 */
export function findUnchanged(
  pages: Page[],
  cache: IncrementalCache,
  buildId: string,
  hashOf: (key: string) => string | undefined,
): Carried[] {
  const recorded = cache.entryHashes;
  // Each entry once: the career lists read every posting of their locale.
  const known = new Map<string, boolean>();
  const sameEntry = (key: string) => {
    let same = known.get(key);
    if (same === undefined) {
      const hash = hashOf(key);
      known.set(key, (same = hash !== undefined && recorded![key] === hash));
    }
    return same;
  };
  const same = (page: Page, cached: CachedPage) =>
    recorded && typeof recorded === 'object'
      ? cached.entries.every(sameEntry)
      : pageKey(buildId, page, cached.entries, hashOf) === cached.key;
  const unchanged: Carried[] = [];
  for (const page of pages) {
    const cached = cache.pages[page.file];
    if (!isCachedPage(cached) || !same(page, cached)) continue;
    const files = unpacked(cached, cache.strings);
    if (files) unchanged.push({ page, cached, files });
  }
  return unchanged;
}
