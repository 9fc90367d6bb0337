/**
 * The record's pages and CSS rules as a build leaves them (incremental.ts `record`): each rendered
 * page packed, each carried one as it was recorded (or packed afresh with new tables), removed and
 * unfinished ones left out. Pure but for `kept`, the last record's pages object, which is changed
 * in place: copying 15,000 carried pages into a new object, to write the few touched ones, cost
 * more than the rest of the record.
 */
import type { CssRules } from '../../render/extract-css.js';
import type { Page } from '../../shapes.js';
import { asRendered, type Carried } from './cached-pages.js';
import type { CachedPage, IncrementalCache } from './incremental-record.js';
import type { PagePacker } from './page-packer.js';

export interface RecordPagesOptions {
  pages: Page[];
  packer: PagePacker;
  /** The sitemap dates of the rendered pages, by path. */
  dates: Map<string, string>;
  carried: Carried[];
  /** The carried pages by document. */
  carriedFiles: Set<string>;
  /** The last record: with `kept`, its tables are this one's and its pages object becomes this one's. */
  last: IncrementalCache | undefined;
  kept?: { removed: string[] };
}

export function recordPages({ pages, packer, dates, carried, carriedFiles, last, kept }: RecordPagesOptions): Record<string, CachedPage> {
  const record: Record<string, CachedPage> = kept ? last!.pages : {};
  if (kept) for (const file of kept.removed) delete record[file];
  const repacked = kept ? undefined : new Map(carried.map((item) => [item.page.file, item]));
  for (const page of pages) {
    if (kept && carriedFiles.has(page.file)) continue;
    // A carried page is packed afresh with this record's tables.
    const old = repacked?.get(page.file);
    const packed = old ? packer.pack(asRendered(old, last!)) : packer.page(page);
    if (!packed) {
      delete record[page.file];
      continue;
    }
    const date = old ? old.cached.lastModified : dates.get(page.path);
    const { key, entries, css, files } = packed;
    record[page.file] = { key, entries, css, ...(date === undefined ? {} : { lastModified: date }), files };
  }
  return record;
}

/** The rules of every class the pages' class sets name: this build's, else the last record's. */
export function usedRules(pages: Record<string, CachedPage>, sets: string[], rules: CssRules, last: IncrementalCache | undefined) {
  const used: Record<string, string> = {};
  for (const index of new Set(Object.values(pages).map((cached) => cached.css)))
    for (const id of sets[index]?.split(' ') ?? []) if (id) used[id] ??= rules.inserted[id] ?? last?.rules[id] ?? '';
  return used;
}
