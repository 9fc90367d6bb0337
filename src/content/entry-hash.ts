/**
 * An entry's content hash: every enumerable field (id, locale, file, front matter, Markdown); the
 * HTML follows from the body. Page keys compare it (build/incremental/page-key.ts), and the entry cache keeps it
 * beside the entry (entry-cache.ts), so an entry loaded from there is never hashed again.
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
