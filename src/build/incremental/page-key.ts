/**
 * What a page's bytes depend on, as one hash: the build id (sitegen, the config, every message, the
 * compiled code, public files, routes and entry ids), the page itself, and the content of each
 * collection entry it read while it rendered: the hash of its front matter for a read `<key>`, of
 * its Markdown for `<key>#body` (render/page-reads.ts). Equal keys, equal files: the page need not be
 * rendered again. Pure apart from hashing.
 */
import { createHash } from 'node:crypto';
import type { CollectionEntry, Collections } from '../../content/collection-entry.js';
import { entryHash, entryHashPart } from '../../content/entry-hash.js';
import { BODY_READ, entryKey } from '../../render/page-reads.js';
import type { Page } from '../../shapes.js';

/** Content hashes of entries by key (content/entry-hash.ts: kept from the entry cache, or made when first asked for). */
export function entryHashes(collections: Collections): (key: string) => string | undefined {
  const entries = new Map<string, CollectionEntry>();
  for (const [name, byLocale] of Object.entries(collections))
    for (const [locale, list] of Object.entries(byLocale)) for (const entry of list) entries.set(entryKey(name, locale, entry.id), entry);
  return (key) => {
    const entry = entries.get(key);
    return entry && entryHash(entry);
  };
}

/** The content hash of every published entry by key, for the record (incremental-record.ts `entryHashes`). */
export function recordedEntryHashes(collections: Collections): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const [name, byLocale] of Object.entries(collections))
    for (const [locale, entries] of Object.entries(byLocale))
      for (const entry of entries) hashes[entryKey(name, locale, entry.id)] = entryHash(entry);
  return hashes;
}

/** The key of a page that read `entries`; undefined when one of them no longer exists. */
export function pageKey(buildId: string, page: Page, entries: string[], hashOf: (key: string) => string | undefined): string | undefined {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([buildId, page.route, page.module, page.path, page.locale, page.variant, page.file, page.params]));
  for (const key of entries) {
    const entry = readHash(key, hashOf);
    if (entry === undefined) return undefined;
    hash.update(`\u0000${key}\u0000${entry}`);
  }
  return hash.digest('base64');
}

/** The hash of what a page's read names: an entry's front matter (`<key>`) or its Markdown (`<key>#body`). */
export function readHash(read: string, hashOf: (key: string) => string | undefined): string | undefined {
  const body = read.endsWith(BODY_READ);
  const hash = hashOf(body ? read.slice(0, -BODY_READ.length) : read);
  return hash === undefined ? undefined : entryHashPart(hash, body ? 'body' : 'rest');
}
