import { describe, expect, it } from 'vitest';
import { expandPages } from '../../src/routes/expand-pages.js';
import type { Locale } from '../../src/shapes.js';

const locales: Locale[] = [
  { code: 'de', language: 'de-DE', name: 'Deutsch', catchAll: true },
  { code: 'en', language: 'en-US', name: 'English', catchAll: false },
];

describe('expandPages', () => {
  it('gives every route a German unprefixed copy, a /de/ copy and an /en/ copy', () => {
    const pages = expandPages({ routes: [{ path: '/about-us/', page: 'about-us' }], locales, defaultLocale: 'de', collectionIds: {} });
    expect(pages.map((page) => [page.path, page.locale, page.variant, page.file])).toEqual([
      ['/about-us/', 'de', 'default', 'about-us/index.html'],
      ['/de/about-us/', 'de', 'prefixed', 'de/about-us/index.html'],
      ['/en/about-us/', 'en', 'prefixed', 'en/about-us/index.html'],
    ]);
  });
});
