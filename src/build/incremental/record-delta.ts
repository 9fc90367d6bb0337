/**
 * The incremental record in two parts: a base, written whole when most pages changed, and a delta
 * beside it that holds what the builds since then changed (the pages they rendered or removed, the
 * strings they added, the small fields whole). An incremental build that rendered a few pages
 * writes only the delta: not the 8 MB of 15,000 pages it did not touch (~40 ms of JSON and the
 * garbage it leaves). The delta names its base by a random generation; one of another base is
 * ignored, and a forgotten one (written before a commit: incremental.ts) makes the record none.
 * Pure.
 */
import type { CachedPage, IncrementalCache } from './incremental-record.js';

/** Past this share of the pages touched since the base (and this many), the next record is written whole. */
const MAX_TOUCHED_SHARE = 1 / 4;
const MAX_TOUCHED_FLOOR = 64;

export interface RecordDelta extends Omit<IncrementalCache, 'strings' | 'pages' | 'generation' | 'touched' | 'baseStrings'> {
  /** The generation of the base this delta applies to. */
  base: string;
  /** true: the build that wrote this was about to commit; the record describes no folder. */
  forgotten?: boolean;
  /** The base's string count, and the strings added after it. */
  stringsFrom: number;
  strings: string[];
  /** The pages changed since the base; null: removed. */
  pages: Record<string, CachedPage | null>;
}

/** The base with `delta` applied, when it is the base's; undefined when the record is forgotten or does not fit. */
export function applyDelta(base: IncrementalCache, delta: RecordDelta | undefined): IncrementalCache | undefined {
  if (!delta || typeof delta !== 'object' || delta.base !== base.generation) return base;
  if (delta.forgotten || delta.stringsFrom !== base.strings.length || !Array.isArray(delta.strings)) return undefined;
  if (typeof delta.pages !== 'object' || delta.pages === null) return undefined;
  const { base: _base, forgotten: _forgotten, stringsFrom: _from, strings, pages, ...fields } = delta;
  const merged: IncrementalCache = {
    ...base,
    // The optional fields are the delta's, present or not.
    check: undefined,
    sitemap: undefined,
    entryHashes: undefined,
    ...fields,
    strings: base.strings.concat(strings),
    touched: Object.keys(pages),
    baseStrings: base.strings.length,
  };
  for (const [file, page] of Object.entries(pages))
    if (page === null) delete merged.pages[file];
    else merged.pages[file] = page;
  return merged;
}

/**
 * The delta that turns the last record's base into `next`, or undefined when `next` is to be
 * written whole: no base, tables that do not extend the last record's, or too many pages touched.
 * `rendered`: the pages this build did not carry over as they were; undefined when it packed every
 * page afresh (incremental.ts).
 */
export function makeDelta(
  last: IncrementalCache | undefined,
  next: IncrementalCache,
  rendered: Iterable<string> | undefined,
): RecordDelta | undefined {
  const baseStrings = last?.baseStrings ?? last?.strings.length;
  if (!last?.generation || baseStrings === undefined || !rendered) return undefined;
  // The pages not in the delta are read with the base's strings and class sets: this record's must extend them.
  if (!extends_(next.strings, last.strings) || !extends_(next.classSets, last.classSets)) return undefined;
  const touched = new Set([...(last.touched ?? []), ...rendered]);
  for (const file in last.pages) if (!(file in next.pages)) touched.add(file);
  for (const file in next.pages) if (!(file in last.pages)) touched.add(file);
  if (touched.size > Math.max(MAX_TOUCHED_FLOOR, Object.keys(next.pages).length * MAX_TOUCHED_SHARE)) return undefined;
  const pages: Record<string, CachedPage | null> = {};
  for (const file of touched) pages[file] = next.pages[file] ?? null;
  const { strings, pages: _pages, generation: _generation, touched: _touched, baseStrings: _base, ...fields } = next;
  return { ...fields, base: last.generation, stringsFrom: baseStrings, strings: strings.slice(baseStrings), pages };
}

function extends_(next: string[], last: string[]): boolean {
  if (next.length < last.length) return false;
  for (let at = 0; at < last.length; at++) if (next[at] !== last[at]) return false;
  return true;
}
