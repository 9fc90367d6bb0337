/**
 * An entry's content hash: every enumerable field (id, locale, file, front matter, Markdown); the
 * HTML follows from the body. Page keys compare it (build/incremental/page-key.ts), and the entry cache keeps it
 * beside the entry (entry-cache.ts), so an entry loaded from there is never hashed again. An entry
 * just parsed is hashed by its file's path and bytes (hashParsedEntry), which its fields follow from.
 */
import { createHash } from 'node:crypto';
import type { CollectionEntry } from './collection-entry.js';

const known = new WeakMap<object, string>();

export function entryHash(entry: Omit<CollectionEntry, 'html'>): string {
  let hash = known.get(entry);
  if (hash === undefined) {
    const { body, ...rest } = entry;
    hash = createHash('sha1').update(JSON.stringify(rest)).update('\u0000').update(body).digest('base64');
    known.set(entry, hash);
  }
  return hash;
}

/** The hash of an entry as the cache recorded it, for an entry rebuilt from the cache. */
export function rememberEntryHash(entry: object, hash: string): void {
  known.set(entry, hash);
}

/**
 * The content hash of an entry parsed from `bytes` of `file`: its fields are a function of the two
 * and of the config (its schema), which the build id and the entry cache's key cover. Hashing the
 * bytes read skips what entryHash pays per entry (its data's `JSON.stringify`, the text encoded
 * again): ~16 µs an entry, 2,000 postings ~33 ms on the main thread before rendering. A file
 * edited without changing its fields gets a new hash: its pages render again, as they would anyway.
 */
export function hashParsedEntry(entry: object, file: string, bytes: Uint8Array): void {
  known.set(entry, createHash('sha1').update(file).update('\u0000').update(bytes).digest('base64'));
}
