import { describe, expect, it } from 'vitest';
import { canonicalPages, createRobotsTxt, createSitemapFiles, escapeXml } from '../../src/build/sitemap.js';
import { alternateLinks } from '../../src/protocol/head-links.js';
import { expandPages } from '../../src/routes/expand-pages.js';
import { de, en, locales } from './locales.js';

const SITE = 'https://www.example.com';
const pages = expandPages({
  routes: [
    { path: '/', page: 'home' },
    { path: '/about-us/', page: 'about-us' },
    { path: '/career/{id}/', page: 'career-posting', params: { id: { collection: 'careers' } } },
  ],
  locales,
  defaultLocale: 'de',
  collectionIds: { careers: ['electrician', 'pv-installer'] },
});
const lastModified = new Map([
  ['/career/electrician/', '2026-10-05'],
  ['/en/career/electrician/', '2026-10-05'],
  ['/de/career/electrician/', '2026-10-05'],
  ['/career/pv-installer/', '2026-11-02T08:30:00+01:00'],
]);

/** The `<url>` entries of a sitemap as data: loc, lastmod and [hreflang, href] pairs. */
function readUrls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1],
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  }));
}

describe('createSitemapFiles', () => {
  const files = createSitemapFiles({ siteUrl: SITE, pages, locales, lastModified });
  const xml = files['sitemap.xml']!;
  const urls = readUrls(xml);

  it('writes a single sitemap.xml for a small site', () => {
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
  });

  it('is an XML document with the sitemap and xhtml namespaces', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      ),
    ).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(xml.match(/<\/url>/g)!.length);
  });

  it('lists every page once per locale at its canonical URL: German unprefixed and English, no /de/ copies', () => {
    expect(urls.map((url) => url.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/en/`,
      `${SITE}/about-us/`,
      `${SITE}/en/about-us/`,
      `${SITE}/career/electrician/`,
      `${SITE}/en/career/electrician/`,
      `${SITE}/career/pv-installer/`,
      `${SITE}/en/career/pv-installer/`,
    ]);
    expect(xml).not.toContain(`${SITE}/de/`);
  });

  it('gives every URL the alternates de-DE, de, en-US, en and x-default, as the page head does', () => {
    expect(urls.find((url) => url.loc === `${SITE}/en/about-us/`)!.alternates).toEqual([
      ['de-DE', `${SITE}/about-us/`],
      ['de', `${SITE}/about-us/`],
      ['en-US', `${SITE}/en/about-us/`],
      ['en', `${SITE}/en/about-us/`],
      ['x-default', `${SITE}/about-us/`],
    ]);
    for (const url of urls) {
      const defaultPath = url.loc!.slice(SITE.length).replace(/^\/en\//, '/');
      expect(url.alternates).toEqual(alternateLinks(SITE, defaultPath, locales).map((link) => [link.hreflang, link.href]));
    }
  });

  it('takes lastmod from the content, keeps its time when it has one, and leaves it out for pages without a date', () => {
    expect(urls.map((url) => [url.loc, url.lastmod])).toEqual([
      [`${SITE}/`, undefined],
      [`${SITE}/en/`, undefined],
      [`${SITE}/about-us/`, undefined],
      [`${SITE}/en/about-us/`, undefined],
      [`${SITE}/career/electrician/`, '2026-10-05'],
      [`${SITE}/en/career/electrician/`, '2026-10-05'],
      [`${SITE}/career/pv-installer/`, '2026-11-02T08:30:00+01:00'],
      [`${SITE}/en/career/pv-installer/`, undefined],
    ]);
  });

  it('puts lastmod before the alternates, as the protocol schema orders a url entry', () => {
    const entry = /<url>\s*<loc>[^<]*<\/loc>\s*<lastmod>[^<]*<\/lastmod>\s*<xhtml:link/.test(xml);
    expect(entry).toBe(true);
  });

  it('escapes &, <, >, quotes in URLs, so a base path with a query-like part stays well-formed', () => {
    const odd = createSitemapFiles({ siteUrl: 'https://example.com/a&b', pages: pages.slice(0, 1), locales, lastModified: new Map() })[
      'sitemap.xml'
    ]!;
    expect(odd).toContain('<loc>https://example.com/a&amp;b/</loc>');
    expect(odd).toContain('href="https://example.com/a&amp;b/en/"');
    expect(odd).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('gives identical bytes for the same pages in another order', () => {
    const shuffled = createSitemapFiles({ siteUrl: SITE, pages: [...pages].reverse(), locales, lastModified });
    expect(shuffled).toEqual(files);
  });

  it('splits a site beyond the URL limit into numbered sitemaps and an index at sitemap.xml', () => {
    const split = createSitemapFiles({ siteUrl: SITE, pages, locales, lastModified, limits: { urls: 3, bytes: 50 * 1024 * 1024 } });
    expect(Object.keys(split).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(split['sitemap.xml']).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...split['sitemap.xml']!.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${SITE}/sitemap-1.xml`,
      `${SITE}/sitemap-2.xml`,
      `${SITE}/sitemap-3.xml`,
    ]);
    // The newest lastmod of each part, none for a part without dates.
    expect(
      [...split['sitemap.xml']!.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map((match) => /<lastmod>([^<]*)</.exec(match[1]!)?.[1]),
    ).toEqual([undefined, '2026-10-05', '2026-11-02T08:30:00+01:00']);
    const locs = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].flatMap((file) => readUrls(split[file]!).map((url) => url.loc));
    expect(locs).toEqual(urls.map((url) => url.loc));
    for (const file of ['sitemap-1.xml', 'sitemap-2.xml']) expect(readUrls(split[file]!)).toHaveLength(3);
  });

  it('splits by size too, so no file passes the byte limit', () => {
    const oneEntry = Buffer.byteLength(/<url>[\s\S]*?<\/url>/.exec(xml)![0]);
    const split = createSitemapFiles({ siteUrl: SITE, pages, locales, lastModified, limits: { urls: 50_000, bytes: 400 + 2 * oneEntry } });
    const parts = Object.keys(split).filter((file) => file !== 'sitemap.xml');
    expect(parts.length).toBeGreaterThan(1);
    for (const file of parts) expect(Buffer.byteLength(split[file]!)).toBeLessThanOrEqual(400 + 2 * oneEntry);
  });

  it('writes an empty but valid urlset for a site without pages', () => {
    expect(createSitemapFiles({ siteUrl: SITE, pages: [], locales, lastModified: new Map() })['sitemap.xml']).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n',
    );
  });
});

describe('canonicalPages', () => {
  it('keeps the unprefixed copy of the catch-all locale and the prefixed copies of the others', () => {
    expect(canonicalPages(pages, locales).map((page) => [page.path, page.locale, page.variant])).toContainEqual([
      '/about-us/',
      'de',
      'default',
    ]);
    expect(canonicalPages(pages, locales).some((page) => page.path.startsWith('/de/'))).toBe(false);
    expect(canonicalPages(pages, locales)).toHaveLength(pages.length * (2 / 3));
  });

  it('works with the default locale listed second', () => {
    expect(
      canonicalPages(pages, [en, de])
        .map((page) => page.path)
        .slice(0, 2),
    ).toEqual(['/en/', '/']);
  });
});

describe('createRobotsTxt', () => {
  it('allows everything and points to the sitemap', () => {
    expect(createRobotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('keeps a base path in the sitemap URL', () => {
    expect(createRobotsTxt('https://example.com/site')).toContain('Sitemap: https://example.com/site/sitemap.xml\n');
  });
});
