/**
 * The texts of an entry cache file (entry-cache.ts): the entries' front matter and bodies, in
 * blocks of BLOCK entries, data and bodies apart. A block is deserialised when a page first reads
 * one of its entries' data (or body), and a save keeps every block whose entries are all the
 * cache's own at the same places as it was, unread: after one posting was edited, 9,750 of 10,000
 * entries (or 4,750 of a locale's 5,000) are not deserialised and serialised again, and a list of
 * titles reads no bodies (the bench's synthetic postings: 12.6 MB of Markdown a locale).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { deserialize, serialize } from 'node:v8';
import type { Blocks } from './entry-block-file.js';

/** Entries per block: serialising one is a few ms, so a save's turns do not hold up render workers waiting on the main thread. */
export const BLOCK = 250;

type Data = Record<string, unknown>;

export class TextBlocks {
  private readonly decodedData: (Data[] | undefined)[] = [];
  private readonly decodedBodies: (string[] | undefined)[] = [];

  /** `count` entries, whose data and bodies are `data` and `bodies` (arrays, or a file's: entry-block-file.ts), BLOCK to a block; `damaged`: the error a block that does not fit throws. */
  constructor(
    readonly count: number,
    readonly data: Blocks,
    readonly bodies: Blocks,
    private readonly damaged: string,
  ) {}

  static empty(): TextBlocks {
    return new TextBlocks(0, [], [], '');
  }

  /** Whether blocks of these lengths can hold `count` entries (read from a file: anything else counts as no cache). */
  static fits(count: number, data: unknown, bodies: unknown): boolean {
    const blocks = Math.ceil(count / BLOCK);
    return isLengths(data) && isLengths(bodies) && data.length === blocks && bodies.length === blocks;
  }

  dataAt(at: number): Data {
    const block = Math.floor(at / BLOCK);
    const list = (this.decodedData[block] ??= this.decode(this.data, block, isPlainObject));
    return list[at - block * BLOCK]!;
  }

  bodyAt(at: number): string {
    const block = Math.floor(at / BLOCK);
    const list = (this.decodedBodies[block] ??= this.decode(this.bodies, block, (body) => typeof body === 'string'));
    return list[at - block * BLOCK]!;
  }

  private decode<T>(blocks: Blocks, block: number, check: (item: unknown) => item is T): T[];
  private decode(blocks: Blocks, block: number, check: (item: unknown) => boolean): unknown[] {
    const bytes = blocks.at(block);
    const list = bytes && (deserialize(bytes) as unknown);
    // The index was written with these blocks: one that does not match is a bug or a disk fault, not a stale entry.
    if (!Array.isArray(list) || list.length !== Math.min(BLOCK, this.count - block * BLOCK) || !list.every(check))
      throw new Error(this.damaged);
    return list as unknown[];
  }
}

/** An entry to save, and where it was in the cache it came from (undefined: parsed afresh). */
export interface SavedEntry {
  data: Data;
  body: string;
  from?: number;
}

/**
 * The blocks of `entries`, a block per turn of the event loop; a block whose entries all come from
 * `old` at the same places is `old`'s, as it was (its entries' accessors are not even read).
 */
export async function encodeBlocks(entries: SavedEntry[], old: TextBlocks): Promise<{ data: Uint8Array[]; bodies: Uint8Array[] }> {
  const data: Uint8Array[] = [];
  const bodies: Uint8Array[] = [];
  for (let at = 0; at < entries.length; at += BLOCK) {
    const slice = entries.slice(at, at + BLOCK);
    const block = at / BLOCK;
    const kept = Math.min(BLOCK, old.count - at) === slice.length && slice.every((entry, offset) => entry.from === at + offset);
    const [keptData, keptBody] = kept ? [old.data.at(block), old.bodies.at(block)] : [];
    if (keptData && keptBody) {
      data.push(keptData);
      bodies.push(keptBody);
      continue;
    }
    if (at > 0) await nextTurn();
    data.push(serialize(slice.map((entry) => entry.data)));
    bodies.push(serialize(slice.map((entry) => entry.body)));
  }
  return { data, bodies };
}

function isLengths(lengths: unknown): lengths is number[] {
  return Array.isArray(lengths) && lengths.every((length) => Number.isInteger(length) && (length as number) >= 0);
}

export function isPlainObject(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
