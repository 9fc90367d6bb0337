/**
 * The collection entries pages render with: the entry a page with a collection param is about,
 * found by route, locale and id, and a locale's entries of every collection. Pure.
 */
import type { Page } from '../shapes.js';
import type { RouteOptions } from '../routes/route-table.js';
import type { CollectionEntry, Collections } from './collection-entry.js';
import { withMarkdownHtml } from './markdown.js';
import type { MarkdownOptions } from './sanitize-markup.js';

export interface EntryIndexOptions {
  collections: Collections;
  routes: RouteOptions[];
  markdown: MarkdownOptions;
}

export interface EntryIndex {
  /** The entry a page is about, when its route draws a param from a collection. */
  entry(page: Page): CollectionEntry | undefined;
  /** Collection name → its entries in `locale`. */
  content(locale: string): Record<string, CollectionEntry[]>;
}

export function indexEntries({ collections, routes, markdown }: EntryIndexOptions): EntryIndex {
  const index = new Map<string, CollectionEntry>();
  for (const [collection, byLocale] of Object.entries(collections)) {
    for (const [locale, entries] of Object.entries(byLocale)) {
      for (const entry of entries) {
        // Entries copied to a render worker arrive without their (lazy, not enumerable) html.
        withMarkdownHtml(entry, markdown);
        index.set(`${collection}/${locale}/${entry.id}`, entry);
      }
    }
  }
  const sourceByRoute = new Map(
    routes.flatMap((route) =>
      Object.entries(route.params ?? {})
        .slice(0, 1)
        .map(([name, source]) => [route.path, { name, collection: source.collection }] as const),
    ),
  );
  const contentByLocale = new Map<string, Record<string, CollectionEntry[]>>();
  return {
    entry(page) {
      const source = sourceByRoute.get(page.route);
      return source && index.get(`${source.collection}/${page.locale}/${page.params[source.name]}`);
    },
    content(locale) {
      let content = contentByLocale.get(locale);
      if (!content) {
        content = Object.fromEntries(Object.entries(collections).map(([name, byLocale]) => [name, byLocale[locale] ?? []]));
        contentByLocale.set(locale, content);
      }
      return content;
    },
  };
}
