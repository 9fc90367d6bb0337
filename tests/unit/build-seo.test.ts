/**
 * What `build({ write: false })` of the basic fixture gives search engines and link previews:
 * sitemap.xml, robots.txt, Open Graph and Twitter tags, and the JSON-LD of pages and app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.js';
import type { Payload, ReleaseManifest } from '../../src/shapes.js';
import { copyFixture, type Fixture } from '../helpers/fixture.js';

const SITE = 'https://fixture.example';
const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };
const DEFAULT_PATHS = ['/', '/about/', '/posts/first-post/', '/posts/second-post/'];

function text(files: Map<string, string | Uint8Array>, file: string): string {
  const content = files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
}

/** property/name → content of every Open Graph and Twitter meta tag, in order. */
function socialMeta(html: string): [string, string][] {
  return [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g)].map((match) => [match[1]!, match[2]!]);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('search engine and link preview output of the basic fixture', () => {
  let fixture: Fixture;
  let result: BuildResult;
  let files: Map<string, string | Uint8Array>;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    result = await build({ root: fixture.dir, write: false, env: EPOCH });
    files = result.files!;
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  describe('sitemap.xml', () => {
    const locs = () => [...text(files, 'sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

    it('lists each page in German (unprefixed) and English: as many URLs as canonical pages', () => {
      expect(locs()).toEqual(DEFAULT_PATHS.flatMap((path) => [`${SITE}${path}`, `${SITE}/en${path}`]));
      expect(locs()).toHaveLength((result.pages.length / 3) * 2);
    });

    it('lists no /de/ copy and no 404 page', () => {
      expect(text(files, 'sitemap.xml')).not.toContain(`${SITE}/de/`);
      expect(text(files, 'sitemap.xml')).not.toContain('404');
    });

    it("gives each URL the same alternates as the page's head", () => {
      const entries = [...text(files, 'sitemap.xml').matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
      for (const entry of entries) {
        const loc = /<loc>([^<]*)</.exec(entry)![1]!;
        const file = `${loc.slice(SITE.length + 1)}index.html`;
        const inSitemap = [...entry.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((match) => [match[1], match[2]]);
        const inHead = [...text(files, file).matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((match) => [
          match[1],
          match[2],
        ]);
        expect(inSitemap, loc).toEqual(inHead);
        expect(inSitemap, loc).toHaveLength(5);
      }
    });

    it("takes lastmod from the posts' dates and gives none to pages without one", () => {
      const lastmods = Object.fromEntries(
        [...text(files, 'sitemap.xml').matchAll(/<url>\s*<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map(
          (match): [string, string | undefined] => [match[1]!, match[2]],
        ),
      );
      expect(lastmods).toEqual({
        [`${SITE}/`]: undefined,
        [`${SITE}/en/`]: undefined,
        [`${SITE}/about/`]: undefined,
        [`${SITE}/en/about/`]: undefined,
        [`${SITE}/posts/first-post/`]: '2026-01-02',
        [`${SITE}/en/posts/first-post/`]: '2026-01-02',
        [`${SITE}/posts/second-post/`]: '2026-02-03',
        [`${SITE}/en/posts/second-post/`]: '2026-02-03',
      });
    });
  });

  it('writes robots.txt that allows everything and points to the sitemap', () => {
    expect(text(files, 'robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  describe.each([
    {
      file: 'about/index.html',
      locale: 'de_DE',
      alternate: 'en_US',
      url: `${SITE}/about/`,
      alt: 'Ein blaues Bild der Beispiel GmbH &amp; Co. KG',
      siteName: 'Beispiel GmbH &amp; Co. KG',
    },
    {
      file: 'de/about/index.html',
      locale: 'de_DE',
      alternate: 'en_US',
      url: `${SITE}/about/`,
      alt: 'Ein blaues Bild der Beispiel GmbH &amp; Co. KG',
      siteName: 'Beispiel GmbH &amp; Co. KG',
    },
    {
      file: 'en/about/index.html',
      locale: 'en_US',
      alternate: 'de_DE',
      url: `${SITE}/en/about/`,
      alt: 'A blue picture of Example GmbH &amp; Co. KG',
      siteName: 'Example GmbH &amp; Co. KG',
    },
  ])('link preview tags of $file', ({ file, locale, alternate, url, alt, siteName }) => {
    it(`has og:locale ${locale} with ${alternate} as alternate, and the canonical URL as og:url`, () => {
      const meta = socialMeta(text(files, file));
      expect(meta).toContainEqual(['og:locale', locale]);
      expect(meta.filter(([key]) => key === 'og:locale:alternate')).toEqual([['og:locale:alternate', alternate]]);
      expect(meta).toContainEqual(['og:url', url]);
    });

    it("repeats the page's title and description and names the site", () => {
      const html = text(files, file);
      const meta = new Map(socialMeta(html));
      expect(meta.get('og:title')).toBe(/<title>([^<]*)<\/title>/.exec(html)![1]);
      expect(meta.get('og:description')).toBe(/<meta name="description" content="([^"]*)">/.exec(html)![1]);
      expect(meta.get('og:site_name')).toBe(siteName);
      expect(meta.get('og:type')).toBe('website');
    });

    it('shows the share image at its measured size, with a description in the page language', () => {
      const meta = new Map(socialMeta(text(files, file)));
      expect(meta.get('og:image')).toBe(`${SITE}/share.png`);
      expect(meta.get('og:image:type')).toBe('image/png');
      expect(meta.get('og:image:width')).toBe('1200');
      expect(meta.get('og:image:height')).toBe('630');
      expect(meta.get('og:image:alt')).toBe(alt);
      expect(meta.get('twitter:card')).toBe('summary_large_image');
      expect(meta.get('twitter:image:alt')).toBe(alt);
    });
  });

  it("puts the page's JSON-LD and then the app's in the head, and the same data in the payload", () => {
    const blocks = jsonLd(text(files, 'en/posts/first-post/index.html'));
    expect(blocks).toEqual([
      { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'First post', url: `${SITE}/en/posts/first-post/` },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/en/` },
          { '@type': 'ListItem', position: 2, name: 'First post', item: `${SITE}/en/posts/first-post/` },
        ],
      },
    ]);
    const payloadBlocks = (JSON.parse(text(files, 'en/posts/first-post/_payload.json')) as Payload).head.jsonLd!;
    expect(payloadBlocks.map((block) => JSON.parse(block) as unknown)).toEqual(blocks);
  });

  it('gives the home page no JSON-LD when neither it nor the app has any', () => {
    expect(jsonLd(text(files, 'index.html'))).toEqual([]);
    expect((JSON.parse(text(files, '_payload.json')) as Payload).head).not.toHaveProperty('jsonLd');
  });

  it('carries the link preview data once, in the release manifest, for in-place navigation', () => {
    const manifestFile = [...files.keys()].find((file) => file.startsWith('_sitegen/builds/meta/'))!;
    const { boot } = JSON.parse(text(files, manifestFile)) as ReleaseManifest;
    expect(boot.locales.find((locale) => locale.code === 'en')!.social).toEqual({
      siteName: 'Example GmbH & Co. KG',
      image: { url: `${SITE}/share.png`, type: 'image/png', width: 1200, height: 630, alt: 'A blue picture of Example GmbH & Co. KG' },
    });
    expect(JSON.parse(text(files, 'en/about/_payload.json'))).not.toHaveProperty('head.social');
  });

  it.each(['404.html', 'en/404.html'])('gives the error page %s no link preview and no JSON-LD', (file) => {
    expect(socialMeta(text(files, file))).toEqual([]);
    expect(jsonLd(text(files, file))).toEqual([]);
  });

  it('builds every absolute URL from --site-url, base path included', async () => {
    const staging = await build({ root: fixture.dir, write: false, env: EPOCH, siteUrl: 'https://staging.example/preview' });
    const out = staging.files!;
    expect(text(out, 'robots.txt')).toContain('Sitemap: https://staging.example/preview/sitemap.xml');
    expect(text(out, 'sitemap.xml')).toContain('<loc>https://staging.example/preview/en/about/</loc>');
    expect(text(out, 'sitemap.xml')).not.toContain(SITE);
    expect(new Map(socialMeta(text(out, 'en/about/index.html'))).get('og:image')).toBe('https://staging.example/preview/share.png');
  });

  it('leaves every Open Graph and Twitter tag out with socialTags: false, and keeps the rest of the head', async () => {
    await fixture.edit('generator.config.ts', (code) => code.replace('icons: {', 'socialTags: false,\n  icons: {'));
    try {
      const off = await build({ root: fixture.dir, write: false, env: EPOCH });
      for (const file of ['index.html', 'en/about/index.html', 'posts/first-post/index.html']) {
        expect(socialMeta(text(off.files!, file)), file).toEqual([]);
        expect(text(off.files!, file)).toContain('<link rel="canonical"');
      }
      const manifestFile = [...off.files!.keys()].find((file) => file.startsWith('_sitegen/builds/meta/'))!;
      for (const locale of (JSON.parse(text(off.files!, manifestFile)) as ReleaseManifest).boot.locales)
        expect(locale).not.toHaveProperty('social');
      expect(jsonLd(text(off.files!, 'posts/first-post/index.html')).map((block) => block['@type'])).toContain('BlogPosting');
    } finally {
      await fixture.edit('generator.config.ts', (code) => code.replace('socialTags: false,\n  ', ''));
    }
  });

  it('writes the Open Graph and Twitter tags by default', () => {
    const meta = new Map(socialMeta(text(files, 'en/about/index.html')));
    expect(meta.get('og:title')).toBe('About us – Example GmbH &amp; Co. KG');
    expect(meta.get('twitter:card')).toBe('summary_large_image');
  });

  it('keeps a robots.txt of the public folder instead of writing its own', async () => {
    await fixture.write('site/public/robots.txt', 'User-agent: *\nDisallow: /private/\n');
    try {
      const own = await build({ root: fixture.dir, write: false, env: EPOCH });
      expect(text(own.files!, 'robots.txt')).toBe('User-agent: *\nDisallow: /private/\n');
      expect(own.files!.has('sitemap.xml')).toBe(true);
    } finally {
      const { rm } = await import('node:fs/promises');
      await rm(fixture.path('site/public/robots.txt'));
    }
  });
});
