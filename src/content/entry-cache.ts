/**
 * Parsed entries kept between builds, one file per collection and locale folder under
 * `.sitegen/entries/`: each entry's validated front matter, body and content hash, by file name
 * with the file's size, inode and change times. A file whose stamp still matches is not read,
 * parsed or validated again; any other is. Anything unexpected (no file, another key, a corrupt
 * one) counts as no cache, and deleting the folder is always safe.
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { deserialize, serialize } from 'node:v8';
import type { CollectionEntry } from './collection-entry.js';
import { entryHash, rememberEntryHash } from './entry-hash.js';

export const ENTRY_CACHE_DIR = '.sitegen/entries';
const FORMAT = 3;
/** Entries hashed and serialised per turn of the event loop when saving: a few ms, so render workers waiting on the main thread are not held up. */
const SAVE_SLICE = 250;
/** A file changed this recently (ms) may change again within its time stamp's granularity: it is not kept. */
const SETTLED_MS = 2000;

/** What is known of an entry without its text: the file's stamp and the content hash. */
type IndexItem = [name: string, stamp: string, hash: string];
type Text = [data: Record<string, unknown>, body: string];
type Entry = Omit<CollectionEntry, 'html'>;

export interface EntryCacheOptions {
  /** The project root: the cache lives in its `.sitegen/`. */
  root: string;
  /** What cached entries depend on besides their file: the config (its schema) and sitegen's code. */
  key: string;
}

/**
 * The cache of one collection folder of one locale: an index (file name, stamp, content hash) and
 * the entries' texts in blocks, deserialised when a page first reads one of them, so a locale
 * no rendered page reads costs only its index.
 */
export class EntryCache {
  private readonly fresh = new Map<string, { stamp: string; entry: Entry }>();
  private changed = false;
  /** Cached entries whose files changed too recently to be kept again (keep()). */
  private constructor(
    private readonly file: string,
    private readonly key: string,
    private readonly old: Map<string, { stamp: string; hash: string; at: number }>,
    private readonly texts: () => Text[],
  ) {}

  static open({ root, key }: EntryCacheOptions, name: string, locale: string): EntryCache {
    const file = path.join(root, ENTRY_CACHE_DIR, `${name}.${locale}.v8`);
    const { index, texts } = readCache(file, key);
    return new EntryCache(file, key, new Map(index.map(([entry, stamp, hash], at) => [entry, { stamp, hash, at }])), texts);
  }

  /** The file's stamp: what tells whether its cached entry is still the file's. */
  static stamp(file: string): { stamp: string; settled: boolean } | undefined {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) return undefined;
    return { stamp: stampOf(info), settled: info.mtimeMs < Date.now() - SETTLED_MS };
  }

  /** The entry as cached when `stamp` is still the file's, or undefined; its data and body are read on first use. */
  entry(name: string, stamp: string, base: { id: string; locale: string; file: string }): Entry | undefined {
    const cached = this.old.get(name);
    if (!cached || cached.stamp !== stamp) return undefined;
    const { texts } = this;
    const entry = Object.defineProperties({ ...base } as Entry, {
      data: { enumerable: true, configurable: true, get: () => texts()[cached.at]![0] },
      body: { enumerable: true, configurable: true, get: () => texts()[cached.at]![1] },
    });
    rememberEntryHash(entry, cached.hash);
    this.fresh.set(name, { stamp, entry });
    return entry;
  }

  /** Keeps a freshly parsed entry, unless its file changed so recently that its stamp may not tell the next change. */
  keep(name: string, stamp: { stamp: string; settled: boolean }, entry: Entry): void {
    if (stamp.settled && isPlain(entry.data)) {
      this.fresh.set(name, { stamp: stamp.stamp, entry });
      this.changed = true;
    }
    // Otherwise the old version is left out of the rewrite only if something else forces one: no rewrite for a file still being edited.
    else if (this.old.has(name)) this.unsettled += 1;
  }

  private unsettled = 0;

  /** Writes the cache when it holds anything new or lost an entry: now, or when held saves are released (holdEntryCacheSaves). */
  save(): void {
    if (!this.changed && this.fresh.size + this.unsettled === this.old.size) return;
    const entries = [...this.fresh];
    const write = () => this.write(entries);
    if (held) held.push(write);
    else saving = Promise.all([saving, write()]).then(() => undefined);
  }

  /** Hashes and serialises the entries a slice per turn; a failure costs only the next build's time. */
  private async write(entries: [string, { stamp: string; entry: Entry }][]): Promise<void> {
    try {
      const index: IndexItem[] = [];
      const texts: Uint8Array[] = [];
      for (let at = 0; at < entries.length; at += SAVE_SLICE) {
        if (at > 0) await nextTurn();
        const slice = entries.slice(at, at + SAVE_SLICE);
        for (const [name, { stamp, entry }] of slice) index.push([name, stamp, entryHash(entry)]);
        texts.push(serialize(slice.map(([, { entry }]): Text => [entry.data, entry.body])));
      }
      await mkdir(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}.tmp`;
      await writeFile(temporary, serialize({ format: FORMAT, key: this.key, index, texts }));
      await rename(temporary, this.file);
    } catch {
      // Only a cache.
    }
  }
}

/** Saves waiting for release (build.ts holds them while it prepares, so the cold build's first page is not delayed by them). */
let held: (() => Promise<void>)[] | undefined;
/** The saves under way: a later load waits for them, so it reads what the last one kept. */
let saving: Promise<void> = Promise.resolve();

/** Until `release()`, entry caches are saved later; `release()` starts them and resolves once all are written. */
export function holdEntryCacheSaves(): { release(): Promise<void> } {
  const mine: (() => Promise<void>)[] = [];
  held = mine;
  return {
    release: () => {
      if (held === mine) held = undefined;
      saving = Promise.all([saving, ...mine.splice(0).map((write) => write())]).then(() => undefined);
      return saving;
    },
  };
}

/** Resolves once every entry cache save started so far is written. */
export function entryCachesSaved(): Promise<void> {
  return saving;
}

const NO_CACHE = { index: [] as IndexItem[], texts: (): Text[] => [] };

function readCache(file: string, key: string): { index: IndexItem[]; texts: () => Text[] } {
  let cache: { format?: unknown; key?: unknown; index?: unknown; texts?: unknown };
  try {
    cache = deserialize(readFileSync(file)) as typeof cache;
  } catch {
    return NO_CACHE;
  }
  const { index, texts } = cache;
  if (cache.format !== FORMAT || cache.key !== key || !Array.isArray(index) || !index.every(isIndexItem) || !isBlocks(texts))
    return NO_CACHE;
  let read: Text[] | undefined;
  return {
    index,
    texts: () => {
      if (read) return read;
      const all = texts.flatMap((block) => deserialize(block) as unknown);
      // The index was written with these texts: a block that does not match is a bug or a disk fault, not a stale entry.
      if (!Array.isArray(all) || all.length !== index.length || !all.every(isText))
        throw new Error(`${file} is damaged; delete ${ENTRY_CACHE_DIR} and build again`);
      return (read = all);
    },
  };
}

/** The texts, serialised a slice at a time (EntryCache.write). */
function isBlocks(texts: unknown): texts is Uint8Array[] {
  return Array.isArray(texts) && texts.every((block) => block instanceof Uint8Array);
}

function isIndexItem(item: unknown): item is IndexItem {
  return Array.isArray(item) && item.length === 3 && item.every((part) => typeof part === 'string');
}

function isText(item: unknown): item is Text {
  return Array.isArray(item) && isPlainObject(item[0]) && typeof item[1] === 'string';
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
