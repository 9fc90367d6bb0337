/**
 * The incremental record in two parts: a base, written whole when most pages changed, and a delta
 * beside it that holds what the builds since then changed (the pages they rendered or removed, the
 * strings they added, the small fields whole). An incremental build that rendered a few pages
 * writes only the delta: not the 8 MB of 15,000 pages it did not touch (~40 ms of JSON and the
 * garbage it leaves), and of the entries' content hashes only those that changed (all 10,000 of
 * them were 550 KB of each delta). The delta names its base by a random generation; one of another base is
 * ignored, and a forgotten one (written before a commit: incremental.ts) makes the record none.
 * Pure.
 */
import type { CachedPage, IncrementalCache } from './incremental-record.js';

/** Past this share of the pages touched since the base (and this many), the next record is written whole. */
const MAX_TOUCHED_SHARE = 1 / 4;
const MAX_TOUCHED_FLOOR = 64;

export interface RecordDelta extends Omit<
  IncrementalCache,
  'strings' | 'pages' | 'entryHashes' | 'generation' | 'touched' | 'touchedEntries' | 'baseStrings'
> {
  /** The generation of the base this delta applies to. */
  base: string;
  /** true: the build that wrote this was about to commit; the record describes no folder. */
  forgotten?: boolean;
  /** The base's string count, and the strings added after it. */
  stringsFrom: number;
  strings: string[];
  /** The pages changed since the base; null: removed. */
  pages: Record<string, CachedPage | null>;
  /** The entries' content hashes changed since the base (null: the entry is gone); absent: the record has none. */
  entryHashes?: Record<string, string | null>;
}

/** The base with `delta` applied, when it is the base's; undefined when the record is forgotten or does not fit. */
export function applyDelta(base: IncrementalCache, delta: RecordDelta | undefined): IncrementalCache | undefined {
  if (!delta || typeof delta !== 'object' || delta.base !== base.generation) return base;
  if (delta.forgotten || delta.stringsFrom !== base.strings.length || !Array.isArray(delta.strings)) return undefined;
  if (typeof delta.pages !== 'object' || delta.pages === null) return undefined;
  const { base: _base, forgotten: _forgotten, stringsFrom: _from, strings, pages, entryHashes: changes, ...fields } = delta;
  const hashes = changes === undefined ? undefined : patched(base.entryHashes, changes);
  if (changes !== undefined && !hashes) return undefined;
  const merged: IncrementalCache = {
    ...base,
    // The optional fields are the delta's, present or not.
    check: undefined,
    sitemap: undefined,
    ...fields,
    entryHashes: hashes,
    strings: base.strings.concat(strings),
    touched: Object.keys(pages),
    touchedEntries: changes ? Object.keys(changes) : [],
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
 * `rendered`: the pages this build did not carry over as they were (and those it removed, when `next`
 * holds the last record's pages object); undefined when it packed every page afresh (incremental.ts).
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
  // The same object: the build changed the last record's pages in place, and `rendered` names the removed ones too.
  if (next.pages !== last.pages) {
    for (const file in last.pages) if (!(file in next.pages)) touched.add(file);
    for (const file in next.pages) if (!(file in last.pages)) touched.add(file);
  }
  if (touched.size > Math.max(MAX_TOUCHED_FLOOR, Object.keys(next.pages).length * MAX_TOUCHED_SHARE)) return undefined;
  const pages: Record<string, CachedPage | null> = {};
  for (const file of touched) pages[file] = next.pages[file] ?? null;
  const hashes = hashChanges(last, next.entryHashes);
  if (hashes === false) return undefined;
  const { strings, pages: _pages, entryHashes: _hashes, generation: _generation, touched: _touched, baseStrings: _base, ...fields } = next;
  const { touchedEntries: _entries, ...rest } = fields;
  return {
    ...rest,
    base: last.generation,
    stringsFrom: baseStrings,
    strings: strings.slice(baseStrings),
    pages,
    ...(hashes ? { entryHashes: hashes } : {}),
  };
}

/**
 * The entry hashes of `next` that are not the base's: those the last delta changed and those that
 * differ from the last record's. undefined: `next` has none; false: the base has none to change.
 */
function hashChanges(last: IncrementalCache, next: Record<string, string> | undefined): Record<string, string | null> | undefined | false {
  if (!next) return undefined;
  const before = last.entryHashes;
  if (!before) return false;
  const changes: Record<string, string | null> = {};
  for (const key of last.touchedEntries ?? []) changes[key] = next[key] ?? null;
  for (const key in next) if (before[key] !== next[key]) changes[key] = next[key]!;
  for (const key in before) if (!(key in next)) changes[key] = null;
  return changes;
}

/** The base's hashes with a delta's changes; undefined when they do not fit. */
function patched(hashes: Record<string, string> | undefined, changes: unknown): Record<string, string> | undefined {
  if (!hashes || typeof changes !== 'object' || changes === null) return undefined;
  for (const [key, hash] of Object.entries(changes as Record<string, unknown>))
    if (hash === null) delete hashes[key];
    else if (typeof hash === 'string') hashes[key] = hash;
    else return undefined;
  return hashes;
}

function extends_(next: string[], last: string[]): boolean {
  if (next.length < last.length) return false;
  for (let at = 0; at < last.length; at++) if (next[at] !== last[at]) return false;
  return true;
}
