import { describe, expect, it } from 'vitest';
import { errorPages } from '../../src/routes/error-pages.js';
import { locales } from './locales.js';

const pages = errorPages({ locales, defaultLocale: 'de', buildId: 'b1' });
const files = (kind: 'document' | 'payload') => pages.filter((page) => page.kind === kind).map((page) => page.file);

describe('errorPages', () => {
  it('gives 404.html in German, then de/404.html and en/404.html', () => {
    expect(files('document')).toEqual(['404.html', 'de/404.html', 'en/404.html']);
    expect(pages.filter((page) => page.kind === 'document').map((page) => [page.page.path, page.page.locale, page.status])).toEqual([
      ['/', 'de', 404],
      ['/de/', 'de', 404],
      ['/en/', 'en', 404],
    ]);
  });

  it('gives every locale a 404 and a 500 payload named by the build id, for the runtime to show in place', () => {
    expect(files('payload')).toEqual([
      '_sitegen/errors/b1/de-404.json',
      '_sitegen/errors/b1/de-500.json',
      '_sitegen/errors/b1/en-404.json',
      '_sitegen/errors/b1/en-500.json',
    ]);
  });

  it("renders each as its locale's home page, with no page module", () => {
    const english = pages.find((page) => page.file === 'en/404.html')!.page;
    expect(english).toEqual({
      route: '/',
      module: '',
      params: {},
      locale: 'en',
      variant: 'prefixed',
      defaultPath: '/',
      path: '/en/',
      file: 'en/index.html',
    });
  });
});
