import { describe, expect, it } from 'vitest';
import type { RouteOptions } from '../../src/config/define-config.js';
import { expandPages } from '../../src/routes/expand-pages.js';
import { pathToFile } from '../../src/routes/route-path.js';
import { locales } from './locales.js';

/** The route table of the company site (contract section 2). */
const siteRoutes: RouteOptions[] = [
  { path: '/', page: 'home' },
  { path: '/about-us/', page: 'about-us' },
  { path: '/career/', page: 'career' },
  { path: '/career/{id}/', page: 'career-posting', params: { id: { collection: 'careers' } } },
  { path: '/contact/', page: 'contact' },
  { path: '/legal/imprint/', page: 'imprint' },
  { path: '/legal/privacy/', page: 'privacy' },
  { path: '/services/', page: 'services' },
  { path: '/services/electrical-engineering/', page: 'electrical-engineering' },
  { path: '/services/lighting-renovation/', page: 'lighting-renovation' },
  { path: '/services/photovoltaics/', page: 'photovoltaics' },
];
const careerIds = ['electrician', 'pv-installer', 'project-manager'];

describe('expandPages', () => {
  it('gives every route a German unprefixed copy, a /de/ copy and an /en/ copy', () => {
    const pages = expandPages({ routes: [{ path: '/about-us/', page: 'about-us' }], locales, defaultLocale: 'de', collectionIds: {} });
    expect(pages.map((page) => [page.path, page.locale, page.variant, page.file])).toEqual([
      ['/about-us/', 'de', 'default', 'about-us/index.html'],
      ['/de/about-us/', 'de', 'prefixed', 'de/about-us/index.html'],
      ['/en/about-us/', 'en', 'prefixed', 'en/about-us/index.html'],
    ]);
  });

  describe('on the company site', () => {
    const pages = expandPages({ routes: siteRoutes, locales, defaultLocale: 'de', collectionIds: { careers: careerIds } });

    it('makes (10 + 3 postings) × 3 variants = 39 pages', () => {
      expect(pages).toHaveLength(39);
    });

    it('gives every page a unique path', () => {
      expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    });

    it('lists the pages sorted by path', () => {
      const paths = pages.map((page) => page.path);
      expect(paths).toEqual([...paths].sort());
    });

    it('writes every page to the index.html of its own path', () => {
      for (const page of pages) expect(page.file).toBe(`${page.path.slice(1)}index.html`);
    });

    it('makes one page per career posting in every variant', () => {
      const postings = pages.filter((page) => page.route === '/career/{id}/');
      expect(postings.map((page) => page.path).sort()).toEqual(
        [
          ...careerIds.map((id) => `/career/${id}/`),
          ...careerIds.map((id) => `/de/career/${id}/`),
          ...careerIds.map((id) => `/en/career/${id}/`),
        ].sort(),
      );
      for (const page of postings) {
        expect(page.module).toBe('career-posting');
        expect(page.defaultPath).toBe(`/career/${page.params.id}/`);
      }
    });

    it('puts the German copies at / and /de/ and the English ones at /en/', () => {
      for (const page of pages) {
        if (page.variant === 'default') {
          expect(page.locale).toBe('de');
          expect(page.path).toBe(page.defaultPath);
        } else {
          expect(page.path).toBe(`/${page.locale}${page.defaultPath}`);
        }
      }
      expect(pages.filter((page) => page.locale === 'de')).toHaveLength(26);
      expect(pages.filter((page) => page.locale === 'en')).toHaveLength(13);
    });

    it('gives the home page the files index.html, de/index.html and en/index.html', () => {
      expect(pages.filter((page) => page.route === '/').map((page) => page.file)).toEqual(['index.html', 'de/index.html', 'en/index.html']);
    });
  });

  it('gives a route with a parameter no pages when its collection has no ids', () => {
    const pages = expandPages({ routes: siteRoutes, locales, defaultLocale: 'de', collectionIds: { careers: [] } });
    expect(pages.filter((page) => page.route === '/career/{id}/')).toEqual([]);
    expect(pages).toHaveLength(30);
  });

  it('gives a route with a parameter no pages when its collection is unknown', () => {
    const pages = expandPages({ routes: siteRoutes, locales, defaultLocale: 'de', collectionIds: {} });
    expect(pages.some((page) => page.route === '/career/{id}/')).toBe(false);
  });

  it('does not depend on the order of the route table', () => {
    const forward = expandPages({ routes: siteRoutes, locales, defaultLocale: 'de', collectionIds: { careers: careerIds } });
    const backward = expandPages({
      routes: [...siteRoutes].reverse(),
      locales,
      defaultLocale: 'de',
      collectionIds: { careers: careerIds },
    });
    expect(backward).toEqual(forward);
  });

  it('agrees with pathToFile for every page', () => {
    for (const page of expandPages({ routes: siteRoutes, locales, defaultLocale: 'de', collectionIds: { careers: careerIds } })) {
      expect(page.file).toBe(pathToFile(page.path));
    }
  });
});
