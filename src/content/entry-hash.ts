/**
 * An entry's content hash, in two parts: everything but the Markdown (id, locale, file, front
 * matter), then the Markdown; the HTML follows from the body. A page that read only an entry's
 * front matter (a list of titles) depends on the first part only (render/page-reads.ts), so
 * editing a posting's text does not render the lists again. Page keys compare the parts
 * (build/incremental/page-key.ts), and the entry cache keeps the hash beside the entry
 * (entry-cache.ts), so an entry loaded from there is never hashed again.
 * An entry just parsed is hashed by its file's path and bytes in the same two parts (hashParsedEntry).
 */
import { createHash } from 'node:crypto';
import type { CollectionEntry } from './collection-entry.js';

const known = new WeakMap<object, string>();

/** The length of each part: a SHA-1 digest in base64. */
const PART_LENGTH = 28;

export function entryHash(entry: Omit<CollectionEntry, 'html'>): string {
  let hash = known.get(entry);
  if (hash === undefined) {
    const { body, ...rest } = entry;
    hash = digest(JSON.stringify(rest)) + digest(body);
    known.set(entry, hash);
  }
  return hash;
}

function digest(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

/** One part of an entry's hash: `body` the Markdown's, else the rest's. */
export function entryHashPart(hash: string, part: 'rest' | 'body'): string {
  return part === 'body' ? hash.slice(PART_LENGTH) : hash.slice(0, PART_LENGTH);
}

/** The hash of an entry as the cache recorded it, for an entry rebuilt from the cache. */
export function rememberEntryHash(entry: object, hash: string): void {
  known.set(entry, hash);
}

/**
 * The content hash of an entry parsed from `bytes` of `file` (decoded: `text`): its fields are a
 * function of the two and of the config (its schema), which the build id and the entry cache's key
 * cover. Hashing the bytes read skips what entryHash pays per entry (its data's `JSON.stringify`,
 * the text encoded again): ~16 µs an entry, 2,000 postings ~33 ms on the main thread before
 * rendering. The parts: the path and the bytes before the body (the front matter), then the body's
 * bytes; a body that is not the text's end (never with sitegen's own parser) makes both parts the
 * whole file's. A file edited without changing its fields gets a new hash: its pages render again,
 * as they would anyway.
 */
export function hashParsedEntry(entry: { body: string }, file: string, bytes: Uint8Array, text: string): void {
  const at = bodyOffset(bytes, text, entry.body);
  const rest = createHash('sha1')
    .update(file)
    .update('\u0000')
    .update(at === undefined ? bytes : bytes.subarray(0, at))
    .digest('base64');
  known.set(entry, rest + (at === undefined ? rest : createHash('sha1').update(bytes.subarray(at)).digest('base64')));
}

/** Where the body starts in `bytes`: the text before it (small) encoded, after a byte order mark the decoder dropped. */
function bodyOffset(bytes: Uint8Array, text: string, body: string): number | undefined {
  if (!text.endsWith(body)) return undefined;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return bom + Buffer.byteLength(text.slice(0, text.length - body.length));
}
