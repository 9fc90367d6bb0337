/**
 * Parsed entries kept between builds, one file per collection and locale folder under
 * `.sitegen/entries/`: each entry's validated front matter, body and content hash, by file name
 * with the file's size, inode and change times. A file whose stamp still matches is not read,
 * parsed or validated again; any other is. Anything unexpected (no file, another key, a corrupt
 * one) counts as no cache, and deleting the folder is always safe.
 *
 * The index is kept as columns (names, hashes, and the stamps as numbers, four an entry): an
 * incremental build reads it for every file of a large site, and 10,000 small arrays and stamp
 * strings were most of what it deserialised, made and collected. The texts are in blocks read and
 * rewritten only where needed (entry-blocks.ts).
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CollectionEntry } from './collection-entry.js';
import { encodeBlocks, isPlainObject, TextBlocks } from './entry-blocks.js';
import { openBlocks, writeBlocks, type BlockLayout } from './entry-block-file.js';
import { entryHash, rememberEntryHash } from './entry-hash.js';

export const ENTRY_CACHE_DIR = '.sitegen/entries';
// 7: content hashes in two parts (entry-hash.ts).
const FORMAT = 7;
/** A file changed this recently (ms) may change again within its time stamp's granularity: it is not kept. */
const SETTLED_MS = 2000;

/** A file's size, inode, modification and change times (ms): what tells whether its cached entry is still the file's. */
export type EntryStamp = [size: number, ino: number, mtimeMs: number, ctimeMs: number];
const STAMP_LENGTH = 4;

/** What is known of the entries without their texts: by position, the file name, its stamp and the content hash. */
interface Index {
  names: string[];
  /** STAMP_LENGTH numbers an entry. */
  stamps: Float64Array;
  hashes: string[];
}
type Entry = Omit<CollectionEntry, 'html'>;

export interface EntryCacheOptions {
  /** The project root: the cache lives in its `.sitegen/`. */
  root: string;
  /** What cached entries depend on besides their file: the config (its schema) and sitegen's code. */
  key: string;
  /** Saves to start later (a build starts them once its pages render); unset: each cache is written before loadCollections returns. */
  later?: EntryCacheSaves;
}

/**
 * The cache of one collection folder of one locale: an index (file name, stamp, content hash) and
 * the entries' texts in blocks, deserialised when a page first reads one of them, so a locale
 * no rendered page reads costs only its index.
 */
export class EntryCache {
  /** What the next save writes, by file name: `from`, the entry's place in this cache when it came from it. */
  private readonly fresh = new Map<string, { stamp: EntryStamp; entry: Entry; from?: number }>();
  private changed = false;
  /** Cached entries whose files changed too recently to be kept again (keep()). */
  private constructor(
    private readonly file: string,
    private readonly key: string,
    private readonly index: Index,
    private readonly texts: TextBlocks,
    private readonly later: EntryCacheSaves | undefined,
  ) {}

  /** Where each name is in the index; the files are listed in the order they were saved, so the next one is tried first. */
  private positions: Map<string, number> | undefined;
  private next = 0;

  static open({ root, key, later }: EntryCacheOptions, name: string, locale: string): EntryCache {
    const file = path.join(root, ENTRY_CACHE_DIR, `${name}.${locale}.v8`);
    const { index, texts } = readCache(file, key);
    return new EntryCache(file, key, index, texts, later);
  }

  /** The file's stamp, and whether it is old enough to be kept (keep()). */
  static stamp(file: string): { stamp: EntryStamp; settled: boolean } | undefined {
    const info = statSync(file, { throwIfNoEntry: false });
    return info && EntryCache.stampOf(info);
  }

  /** The stamp of a file from its stat (of its name, or of the file open for reading). */
  static stampOf(info: Stats): { stamp: EntryStamp; settled: boolean } {
    return { stamp: [info.size, info.ino, info.mtimeMs, info.ctimeMs], settled: info.mtimeMs < Date.now() - SETTLED_MS };
  }

  /** Whether the cache holds no entry (a cold build's): its files need no stamp before they are read. */
  get empty(): boolean {
    return this.index.names.length === 0;
  }

  /** The entry as cached when `stamp` is still the file's, or undefined; its data and body are read on first use. */
  entry(name: string, stamp: EntryStamp, base: { id: string; locale: string; file: string }): Entry | undefined {
    const at = this.find(name);
    if (at === undefined || !sameStamp(this.index.stamps, at, stamp)) return undefined;
    const { texts } = this;
    // Accessors in the literal: enumerable like the parsed entry's fields (workers get them by structured clone), and cheaper than defineProperties.
    const entry: Entry = {
      ...base,
      get data() {
        return texts.dataAt(at);
      },
      get body() {
        return texts.bodyAt(at);
      },
    };
    rememberEntryHash(entry, this.index.hashes[at]!);
    this.fresh.set(name, { stamp, entry, from: at });
    return entry;
  }

  /** The position of `name` in the index, or undefined. */
  private find(name: string): number | undefined {
    const { names } = this.index;
    if (names[this.next] === name) return this.next++;
    this.positions ??= new Map(names.map((each, at) => [each, at]));
    const at = this.positions.get(name);
    if (at !== undefined) this.next = at + 1;
    return at;
  }

  /** Keeps a freshly parsed entry, unless its file changed so recently that its stamp may not tell the next change. */
  keep(name: string, stamp: { stamp: EntryStamp; settled: boolean }, entry: Entry): void {
    if (stamp.settled && isPlain(entry.data)) {
      this.fresh.set(name, { stamp: stamp.stamp, entry });
      this.changed = true;
    }
    // Otherwise the old version is left out of the rewrite only if something else forces one: no rewrite for a file still being edited.
    else if (this.find(name) !== undefined) this.unsettled += 1;
  }

  private unsettled = 0;

  /** Writes the cache when it holds anything new or lost an entry: now, or when its `later` saves are started. */
  save(): void {
    if (!this.changed && this.fresh.size + this.unsettled === this.index.names.length) return;
    const entries = [...this.fresh];
    const write = () => this.write(entries);
    if (this.later) this.later.add(write);
    else saving = Promise.all([saving, write()]).then(() => undefined);
  }

  /** Hashes the entries and serialises their texts a block per turn (unchanged blocks as they were); a failure costs only the next build's time. */
  private async write(entries: [string, { stamp: EntryStamp; entry: Entry; from?: number }][]): Promise<void> {
    try {
      const index: Index = { names: [], stamps: new Float64Array(entries.length * STAMP_LENGTH), hashes: [] };
      for (const [name, { stamp, entry }] of entries) {
        index.stamps.set(stamp, index.names.length * STAMP_LENGTH);
        index.names.push(name);
        index.hashes.push(entryHash(entry));
      }
      // Getters, not read here: a kept block's entries' texts are never deserialised.
      const saved = entries.map(([, { entry, from }]) => ({
        get data() {
          return entry.data;
        },
        get body() {
          return entry.body;
        },
        from,
      }));
      const { data, bodies } = await encodeBlocks(saved, this.texts);
      await mkdir(path.dirname(this.file), { recursive: true });
      // The blocks first: an index that names blocks not yet written would be read as no cache anyway (another id).
      const blocks = await writeBlocks(blocksFile(this.file), data, bodies);
      const temporary = `${this.file}.${process.pid}.tmp`;
      await writeFile(temporary, serialize({ format: FORMAT, key: this.key, ...index, blocks }));
      await rename(temporary, this.file);
    } catch {
      // Only a cache.
    }
  }
}

/** The saves under way: a later load waits for them, so it reads what the last one kept. */
let saving: Promise<void> = Promise.resolve();

/**
 * Entry cache saves a build holds while it prepares (build.ts, through loadInputs' cache options), so
 * a cold build's first page is not delayed by them; `start()` runs them and resolves once all are written.
 */
export class EntryCacheSaves {
  private readonly writes: (() => Promise<void>)[] = [];

  add(write: () => Promise<void>): void {
    this.writes.push(write);
  }

  start(): Promise<void> {
    saving = Promise.all([saving, ...this.writes.splice(0).map((write) => write())]).then(() => undefined);
    return saving;
  }
}

/** Resolves once every entry cache save started so far is written. */
export function entryCachesSaved(): Promise<void> {
  return saving;
}

function noCache(): { index: Index; texts: TextBlocks } {
  return { index: { names: [], stamps: new Float64Array(0), hashes: [] }, texts: TextBlocks.empty() };
}

/** The texts' file beside the index (entry-block-file.ts). */
function blocksFile(file: string): string {
  return file.replace(/\.v8$/, '.blocks');
}

function readCache(file: string, key: string): { index: Index; texts: TextBlocks } {
  let cache: { format?: unknown; key?: unknown; names?: unknown; stamps?: unknown; hashes?: unknown; blocks?: Partial<BlockLayout> };
  try {
    cache = deserialize(readFileSync(file)) as typeof cache;
  } catch {
    return noCache();
  }
  const { names, stamps, hashes, blocks: layout } = cache;
  if (cache.format !== FORMAT || cache.key !== key || !isStrings(names) || !isStrings(hashes)) return noCache();
  if (!(stamps instanceof Float64Array) || stamps.length !== names.length * STAMP_LENGTH || hashes.length !== names.length)
    return noCache();
  if (typeof layout?.id !== 'string' || !TextBlocks.fits(names.length, layout.data, layout.bodies)) return noCache();
  const blocks = openBlocks(blocksFile(file), layout as BlockLayout);
  if (!blocks) return noCache();
  const damaged = `${file} is damaged; delete ${ENTRY_CACHE_DIR} and build again`;
  return { index: { names, stamps, hashes }, texts: new TextBlocks(names.length, blocks.data, blocks.bodies, damaged) };
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function sameStamp(stamps: Float64Array, at: number, stamp: EntryStamp): boolean {
  const from = at * STAMP_LENGTH;
  return stamps[from] === stamp[0] && stamps[from + 1] === stamp[1] && stamps[from + 2] === stamp[2] && stamps[from + 3] === stamp[3];
}

/** Only data that survives the trip through the cache as it was: what YAML and plain schemas give. */
function isPlain(value: unknown): boolean {
  if (value === null || value instanceof Date) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value === 'object') return isPlainObject(value) && Object.values(value).every(isPlain);
  return ['string', 'number', 'boolean', 'undefined'].includes(typeof value);
}
