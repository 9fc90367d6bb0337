/**
 * Parsed entries kept between builds, one file per collection and locale folder under
 * `.sitegen/entries/`: each entry's validated front matter, body and content hash, by file name
 * with the file's size, inode and change times. A file whose stamp still matches is not read,
 * parsed or validated again; any other is. Anything unexpected (no file, another key, a corrupt
 * one) counts as no cache, and deleting the folder is always safe.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CollectionEntry } from './collection-entry.js';
import { entryHash, rememberEntryHash } from './entry-hash.js';

export const ENTRY_CACHE_DIR = '.sitegen/entries';
const FORMAT = 1;
/** A file changed this recently (ms) may change again within its time stamp's granularity: it is not kept. */
const SETTLED_MS = 2000;

interface CachedEntry {
  stamp: string;
  data: Record<string, unknown>;
  body: string;
  hash: string;
}

export interface EntryCacheOptions {
  /** The project root: the cache lives in its `.sitegen/`. */
  root: string;
  /** What cached entries depend on besides their file: the config (its schema) and sitegen's code. */
  key: string;
}

/** The cache of one collection folder of one locale. */
export class EntryCache {
  private readonly fresh = new Map<string, CachedEntry>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly key: string,
    private readonly old: Map<string, CachedEntry>,
  ) {}

  static open({ root, key }: EntryCacheOptions, name: string, locale: string): EntryCache {
    const file = path.join(root, ENTRY_CACHE_DIR, `${name}.${locale}.v8`);
    return new EntryCache(file, key, readCache(file, key));
  }

  /** The file's stamp: what tells whether its cached entry is still the file's. */
  static stamp(file: string): { stamp: string; settled: boolean } | undefined {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) return undefined;
    return { stamp: stampOf(info), settled: info.mtimeMs < Date.now() - SETTLED_MS };
  }

  /** The entry as cached when `stamp` is still the file's, or undefined. */
  entry(name: string, stamp: string, base: { id: string; locale: string; file: string }): Omit<CollectionEntry, 'html'> | undefined {
    const cached = this.old.get(name);
    if (!cached || cached.stamp !== stamp) return undefined;
    this.fresh.set(name, cached);
    const entry = { ...base, data: cached.data, body: cached.body };
    rememberEntryHash(entry, cached.hash);
    return entry;
  }

  /** Keeps a freshly parsed entry, unless its file changed so recently that its stamp may not tell the next change. */
  keep(name: string, stamp: { stamp: string; settled: boolean }, entry: Omit<CollectionEntry, 'html'>): void {
    if (!stamp.settled || !isPlain(entry.data)) {
      // The old version stays (its stamp no longer matches): no rewrite for a file that is still being edited.
      const old = this.old.get(name);
      if (old) this.fresh.set(name, old);
      return;
    }
    this.fresh.set(name, { stamp: stamp.stamp, data: entry.data, body: entry.body, hash: entryHash(entry) });
    this.changed = true;
  }

  /** Writes the cache when it holds anything new or lost an entry; a failure costs only the next build's time. */
  save(): void {
    if (!this.changed && this.fresh.size === this.old.size) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temporary, serialize({ format: FORMAT, key: this.key, entries: [...this.fresh] }));
      renameSync(temporary, this.file);
    } catch {
      // Only a cache.
    }
  }
}

function readCache(file: string, key: string): Map<string, CachedEntry> {
  try {
    const cache = deserialize(readFileSync(file)) as { format?: unknown; key?: unknown; entries?: unknown };
    if (cache.format === FORMAT && cache.key === key && Array.isArray(cache.entries))
      return new Map((cache.entries as [string, CachedEntry][]).filter(isCachedEntry));
  } catch {
    // No cache, or not one this code can read.
  }
  return new Map();
}

function isCachedEntry(item: unknown): item is [string, CachedEntry] {
  if (!Array.isArray(item) || typeof item[0] !== 'string') return false;
  const entry = item[1] as Partial<CachedEntry> | undefined;
  return typeof entry?.stamp === 'string' && typeof entry.body === 'string' && typeof entry.hash === 'string' && isPlainObject(entry.data);
}

function stampOf(info: Stats): string {
  return `${info.size}:${info.ino}:${info.mtimeMs}:${info.ctimeMs}`;
}

/** Only data that survives the trip through the cache as it was: what YAML and plain schemas give. */
function isPlain(value: unknown): boolean {
  if (value === null || value instanceof Date) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value === 'object') return isPlainObject(value) && Object.values(value).every(isPlain);
  return ['string', 'number', 'boolean', 'undefined'].includes(typeof value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
