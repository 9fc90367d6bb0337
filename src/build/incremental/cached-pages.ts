/**
 * Reading the incremental cache's pages (incremental-cache.ts): whether a record holds together,
 * its files unpacked, its classes, a page scan in a form to compare, the pages it still describes. Pure.
 */
import type { PageScan } from '../../check/scan-page.js';
import { entryHashPart } from '../../content/entry-hash.js';
import { BODY_READ } from '../../render/page-reads.js';
import type { WrittenFile } from '../../output/written-file.js';
import { PAYLOAD_FILE_NAME } from '../../protocol/output-files.js';
import type { Page } from '../../shapes.js';
import type { CachedPage, IncrementalCache } from './incremental-record.js';
import { holdsTogether, unpackFile } from './packed-files.js';
import type { RenderedPage } from './page-packer.js';
import { pageKey } from './page-key.js';

export function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, at) => item === b[at]);
}

/**
 * Whether a page's scan says what the recorded one said, field by field: the references (a list
 * page's 5,000 links) compared as the one string they are, where the scans as JSON text cost
 * ~40 ms a build of the 15,030-page peer site (profiled at load 9).
 */
export function sameScan(a: PageScan, b: PageScan): boolean {
  return (
    a.references === b.references &&
    a.lang === b.lang &&
    a.base === b.base &&
    a.boot === b.boot &&
    sameList(a.canonicals, b.canonicals) &&
    sameList(a.alternates, b.alternates) &&
    sameList(a.ids, b.ids) &&
    JSON.stringify(a.problems ?? []) === JSON.stringify(b.problems ?? [])
  );
}

/** An unchanged page, with its record (its files packed, named by the record's strings). */
export type Carried = { page: Page; cached: CachedPage };

/** A carried page as a rendered one, to be packed afresh with another record's tables. */
export function asRendered({ cached }: Carried, cache: IncrementalCache): RenderedPage {
  const { key, entries, files, css } = cached;
  return { key, entries, files: files.map((file) => unpackFile(file, cache.strings)), classes: classesOf(cache, css) };
}

/** The names of a carried page's files. */
export function fileNames({ cached }: Carried, strings: string[]): string[] {
  return cached.files.map(([file]) => strings[file]!);
}

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
 * parts of the content hashes the cache recorded that they read; a merge's record has none, so its pages' keys are compared)
 * and whose files' record holds together.
 */
export function findUnchanged(
  pages: Page[],
  cache: IncrementalCache,
  buildId: string,
  hashOf: (key: string) => string | undefined,
): Carried[] {
  const recorded = cache.entryHashes;
  const same: (page: Page, cached: CachedPage) => boolean =
    recorded && typeof recorded === 'object'
      ? sameEntries(changedEntries(recorded, hashOf))
      : (page, cached) => pageKey(buildId, page, cached.entries, hashOf) === cached.key;
  const unchanged: Carried[] = [];
  for (const page of pages) {
    const cached = cache.pages[page.file];
    if (!isCachedPage(cached) || !same(page, cached)) continue;
    if (cached.files.length > 0 && cached.files.every((file) => holdsTogether(file, cache.strings))) unchanged.push({ page, cached });
  }
  return unchanged;
}

/**
 * The reads (page-reads.ts: `<key>` for an entry's front matter, `<key>#body` for its Markdown)
 * whose part of the recorded content hash is not as recorded, or whose entry is gone. Every entry
 * a recorded page read is among the recorded ones (the record lists every published entry), so a
 * page is unchanged when none of its reads is in this set: usually empty or one or two, where
 * looking each of the pages' 35,000 entry names up cost ~15 ms at 15,030 pages.
 */
function changedEntries(recorded: Record<string, string>, hashOf: (key: string) => string | undefined): Set<string> {
  const changed = new Set<string>();
  for (const key in recorded) {
    const hash = hashOf(key);
    const was = recorded[key]!;
    if (hash === was) continue;
    if (hash === undefined || entryHashPart(hash, 'rest') !== entryHashPart(was, 'rest')) changed.add(key);
    if (hash === undefined || entryHashPart(hash, 'body') !== entryHashPart(was, 'body')) changed.add(key + BODY_READ);
  }
  return changed;
}

function sameEntries(changed: Set<string>): (page: Page, cached: CachedPage) => boolean {
  if (changed.size === 0) return () => true;
  return (_page, cached) => !cached.entries.some((key) => changed.has(key));
}

/**
 * How many pages the record holds, and those `documents` (this build's pages, by document) no
 * longer has. Counted first: usually every recorded page is still there, and walking 15,000
 * records to find none cost ~25 ms.
 */
export function recordedPages(cache: IncrementalCache, documents: Set<string>): { count: number; removed: string[] } {
  const recorded = Object.keys(cache.pages);
  let kept = 0;
  for (const file of documents) if (Object.hasOwn(cache.pages, file)) kept += 1;
  return { count: recorded.length, removed: kept === recorded.length ? [] : recorded.filter((file) => !documents.has(file)) };
}

/** The files of the recorded pages `removed` (by document). */
export function removedFiles(cache: IncrementalCache, removed: string[]): string[] {
  const files: string[] = [];
  for (const file of removed) {
    const cached = cache.pages[file];
    if (!isCachedPage(cached)) continue;
    for (const [name] of cached.files) {
      const text = cache.strings[name];
      if (typeof text === 'string') files.push(text);
    }
  }
  return files;
}

/** A page's document or payload (`x/index.html`, `x/_payload.json`) by `documents`: derived, as listing 30,000 names costs more than checking. */
export function isPageFile(file: string, documents: Set<string>): boolean {
  if (documents.has(file)) return true;
  return file.endsWith(PAYLOAD_FILE_NAME) && documents.has(`${file.slice(0, -PAYLOAD_FILE_NAME.length)}index.html`);
}
