/**
 * One page of every page type the site has, in each locale, for the accessibility, link and
 * layout tests. A posting is taken from the release's route list, so new postings need no edit.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { fetchManifest } from './site-manifest.js';

export type SiteLocale = 'de' | 'en';
export const SITE_LOCALES: SiteLocale[] = ['de', 'en'];

export interface PageType {
  name: string;
  /** The unprefixed German path; `undefined` for the posting, which comes from the release. */
  path?: string;
  status: 200 | 404;
  /** Pages with an island are checked after it has hydrated. */
  hasIsland?: boolean;
}

export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/', status: 200 },
  { name: 'about us', path: '/about-us/', status: 200 },
  { name: 'services overview', path: '/services/', status: 200 },
  { name: 'electrical engineering', path: '/services/electrical-engineering/', status: 200 },
  { name: 'lighting renovation', path: '/services/lighting-renovation/', status: 200 },
  { name: 'photovoltaics', path: '/services/photovoltaics/', status: 200 },
  { name: 'career list', path: '/career/', status: 200 },
  { name: 'career posting', status: 200 },
  { name: 'contact', path: '/contact/', status: 200, hasIsland: true },
  { name: 'imprint', path: '/legal/imprint/', status: 200 },
  { name: 'privacy', path: '/legal/privacy/', status: 200 },
  { name: '404', path: '/gibt-es-nicht/', status: 404 },
];

/** The page's URL path in a locale: German unprefixed, English under /en/. */
export async function pathOf(request: APIRequestContext, type: PageType, locale: SiteLocale): Promise<string> {
  const path = type.path ?? (await firstPostingPath(request));
  return locale === 'de' ? path : `/en${path}`;
}

async function firstPostingPath(request: APIRequestContext): Promise<string> {
  const { routes } = await fetchManifest(request);
  const posting = routes.find((route) => /^\/career\/[a-z0-9-]+\/$/.test(route));
  if (!posting) throw new Error('The release lists no career posting, so the posting page cannot be tested.');
  return posting;
}

/**
 * Waits until every island on the page has hydrated: React has attached its props to the
 * island's first element, which it does only when hydration has committed.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sitegen-island]')].every((island) => {
      const root = island.firstElementChild;
      return (
        island.hasAttribute('data-sitegen-hydrated') && root !== null && Object.keys(root).some((key) => key.startsWith('__reactProps$'))
      );
    }),
  );
}

/** Opens a page of a type and waits until it is complete: status checked, islands hydrated. */
export async function openPageType(page: Page, type: PageType, locale: SiteLocale): Promise<string> {
  const path = await pathOf(page.request, type, locale);
  const response = await page.goto(path);
  if (response?.status() !== type.status) throw new Error(`${path} answered ${response?.status()}, expected ${type.status}.`);
  if (type.hasIsland) await waitForIslands(page);
  return path;
}
