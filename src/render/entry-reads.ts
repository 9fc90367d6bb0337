/**
 * Which collection entries a page read while it rendered, so an incremental build knows which
 * pages an edited entry touches (build/incremental/). Pages get the same entries as ever, seen
 * through a proxy: reading anything of an entry but its `id` (or `locale`) marks it read, so a list
 * page that maps every posting's title depends on all of them, and `find((e) => e.id === x)` on
 * none. Rendering is synchronous, one page at a time per renderer, so one set records the current
 * page. Pure.
 */
import type { CollectionEntry, Collections } from '../content/collection-entry.js';

/** `<collection>/<locale>/<id>`: how an entry is named in a page's reads and in the build's cache. */
export function entryKey(collection: string, locale: string, id: string): string {
  return `${collection}/${locale}/${id}`;
}

/** Reading these tells nothing of an entry's text: they name it. */
const IDENTITY = new Set<PropertyKey>(['id', 'locale']);

export interface EntryReads {
  /** The tracked copy of an entry (the same object each time). */
  tracked(entry: CollectionEntry | undefined): CollectionEntry | undefined;
  /** A locale's collections as pages get them (`content`), every entry tracked. */
  content(locale: string): Record<string, CollectionEntry[]>;
  /** Starts recording a page's reads. */
  begin(): void;
  /** The keys of the entries read since `begin`, sorted. */
  end(): string[];
}

export function createEntryReads(collections: Collections): EntryReads {
  let reads: Set<string> | undefined;
  const keys = new Map<object, string>();
  const proxies = new Map<CollectionEntry, CollectionEntry>();
  const mark = (target: object) => reads?.add(keys.get(target)!);
  const handler: ProxyHandler<CollectionEntry> = {
    get(target, property) {
      if (!IDENTITY.has(property)) mark(target);
      return Reflect.get(target, property) as unknown;
    },
    has(target, property) {
      mark(target);
      return Reflect.has(target, property);
    },
    ownKeys(target) {
      mark(target);
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, property) {
      if (!IDENTITY.has(property)) mark(target);
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
  };
  const byLocale = new Map<string, Record<string, CollectionEntry[]>>();
  for (const [name, locales] of Object.entries(collections)) {
    for (const [locale, entries] of Object.entries(locales)) {
      const tracked = entries.map((entry) => {
        keys.set(entry, entryKey(name, locale, entry.id));
        const proxy = new Proxy(entry, handler);
        proxies.set(entry, proxy);
        return proxy;
      });
      if (!byLocale.has(locale)) byLocale.set(locale, {});
      byLocale.get(locale)![name] = tracked;
    }
  }
  return {
    tracked: (entry) => (entry === undefined ? undefined : (proxies.get(entry) ?? entry)),
    content: (locale) => Object.fromEntries(Object.keys(collections).map((name) => [name, byLocale.get(locale)?.[name] ?? []])),
    begin: () => {
      reads = new Set();
    },
    end: () => {
      const read = [...(reads ?? [])].sort();
      reads = undefined;
      return read;
    },
  };
}
