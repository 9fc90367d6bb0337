/**
 * An entry's content hash, in two parts: everything but the Markdown (id, locale, file, front
 * matter), then the Markdown; the HTML follows from the body. A page that read only an entry's
 * front matter (a list of titles) depends on the first part only (render/page-reads.ts), so
 * editing a posting's text does not render the lists again. Page keys compare the parts
 * (build/incremental/page-key.ts), and the entry cache keeps the hash beside the entry
 * (entry-cache.ts), so an entry loaded from there is never hashed again.
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
