/** The route table × params × locale variants → the list of pages to render. Pure. */
import type { RouteOptions } from './route-table.js';
import type { Locale, Page, Variant } from '../shapes.js';
import { fillRoutePath, localizePath, pathToFile, routeParamNames } from './route-path.js';

export interface ExpandPagesOptions {
  routes: RouteOptions[];
  locales: Locale[];
  defaultLocale: string;
  /** The entry ids of each collection that route params draw from. */
  collectionIds: Record<string, string[]>;
}

/**
 * Every route in every variant: the default locale unprefixed, then each locale under its
 * prefix. A route with params yields one page per combination of collection ids. Sorted by path
 * so that output does not depend on the order of the route table.
 */
export function expandPages({ routes, locales, defaultLocale, collectionIds }: ExpandPagesOptions): Page[] {
  const variants: { locale: Locale; variant: Variant }[] = [];
  const fallback = locales.find((locale) => locale.code === defaultLocale);
  if (fallback) variants.push({ locale: fallback, variant: 'default' });
  for (const locale of locales) variants.push({ locale, variant: 'prefixed' });

  const pages: Page[] = [];
  for (const route of routes) {
    for (const params of paramCombinations(route, collectionIds)) {
      const defaultPath = fillRoutePath(route.path, params);
      for (const { locale, variant } of variants) {
        const pagePath = localizePath(defaultPath, locale, variant);
        pages.push({
          route: route.path,
          module: route.page,
          params,
          locale: locale.code,
          variant,
          defaultPath,
          path: pagePath,
          file: pathToFile(pagePath),
        });
      }
    }
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function paramCombinations(route: RouteOptions, collectionIds: Record<string, string[]>): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const name of routeParamNames(route.path)) {
    const source = route.params?.[name];
    const ids = source ? (collectionIds[source.collection] ?? []) : [];
    combinations = combinations.flatMap((params) => ids.map((id) => ({ ...params, [name]: id })));
  }
  return combinations;
}
