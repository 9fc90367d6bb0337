/**
 * What a page read while it rendered, so an incremental build knows which pages an edited entry
 * touches (build/incremental/incremental.ts), and the emotion classes it adds to the release stylesheet.
 * Pages get the same entries as ever, seen through a proxy: reading anything of an entry but its
 * `id` (or `locale`) marks it read, so a list page that maps every posting's title depends on all
 * of them, and `find((e) => e.id === x)` on none. Its Markdown (`body`, `html`) is marked apart
 * (`<key>#body`), so editing a posting's text leaves a list of its titles as it was (the entry's
 * content hash has the two parts, content/entry-hash.ts). Rendering is synchronous, one page at a
 * time per renderer, so one set records the current page. Pure.
 */
import type { CollectionEntry, Collections } from '../content/collection-entry.js';
import type { EntryIndex } from '../content/entry-index.js';
import { createPageClasses, type EmotionCacheLike } from './extract-css.js';

/** `<collection>/<locale>/<id>`: how an entry is named in a page's reads and in the build's cache. */
export function entryKey(collection: string, locale: string, id: string): string {
  return `${collection}/${locale}/${id}`;
}

/** Reading these tells nothing of an entry's text: they name it. */
const IDENTITY = new Set<PropertyKey>(['id', 'locale']);

/** The fields made of the entry's Markdown, read as `<key>#body`. */
const MARKDOWN = new Set<PropertyKey>(['body', 'html']);

/** How a page's reads name an entry's Markdown, apart from the rest of it. */
export const BODY_READ = '#body';

/** What one page read: entry keys, some as `<key>#body` (sorted), and its classes for the release stylesheet (sorted). */
export interface PageReads {
  entries: string[];
  cssClasses: string[];
}

export interface PageReadsRecorder {
  /** The index pages get their entries from, every entry tracked (the same proxy each time). */
  tracked(index: EntryIndex): EntryIndex;
  /** Starts recording a page's reads. */
  begin(): void;
  /** What the page read since `begin`; `body`: its rendered markup. */
  end(body: string): PageReads;
}

export function createPageReads(collections: Collections, cache: EmotionCacheLike): PageReadsRecorder {
  const reading: { reads?: Set<string> } = {};
  const { proxies, byLocale } = trackEntries(collections, reading);
  const classes = createPageClasses(cache);
  const contentByLocale = new Map<string, Record<string, CollectionEntry[]>>();
  return {
    tracked: (index) => ({
      entry: (page) => {
        const entry = index.entry(page);
        return entry === undefined ? undefined : (proxies.get(entry) ?? entry);
      },
      content: (locale) => {
        let content = contentByLocale.get(locale);
        if (!content) {
          const own = byLocale.get(locale) ?? {};
          content = Object.fromEntries(Object.keys(index.content(locale)).map((name) => [name, own[name] ?? []]));
          contentByLocale.set(locale, content);
        }
        return content;
      },
    }),
    begin: () => {
      reading.reads = new Set();
      classes.begin();
    },
    end: (body) => {
      const entries = [...(reading.reads ?? [])].sort();
      reading.reads = undefined;
      return { entries, cssClasses: classes.classes(body) };
    },
  };
}

/** One proxy per entry, which adds the entry's key (or its Markdown's) to `reading.reads` when the page reads it. */
function trackEntries(collections: Collections, reading: { reads?: Set<string> }) {
  const keys = new Map<object, string>();
  const mark = (target: object, property: PropertyKey) => {
    if (IDENTITY.has(property)) return;
    const key = keys.get(target)!;
    reading.reads?.add(MARKDOWN.has(property) ? key + BODY_READ : key);
  };
  // Listing the fields (a spread, `Object.keys`) may lead to any of them.
  const markAll = (target: object) => {
    const key = keys.get(target)!;
    reading.reads?.add(key).add(key + BODY_READ);
  };
  const handler: ProxyHandler<CollectionEntry> = {
    get(target, property) {
      mark(target, property);
      return Reflect.get(target, property) as unknown;
    },
    has(target, property) {
      mark(target, property);
      return Reflect.has(target, property);
    },
    ownKeys(target) {
      markAll(target);
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, property) {
      mark(target, property);
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
  };
  const proxies = new Map<CollectionEntry, CollectionEntry>();
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
  return { proxies, byLocale };
}
