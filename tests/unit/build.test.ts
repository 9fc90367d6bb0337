/**
 * `build({ write: false })` on the basic fixture (/, /about/, /posts/{id}/ with two posts):
 * what every page, payload, error page and release file holds, and that builds are reproducible.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.js';
import { releaseStylesheetFile } from '../../src/protocol/output-files.js';
import type { PageBoot, Payload, ReleaseManifest } from '../../src/shapes.js';
import { copyFixture, type Fixture } from '../helpers/fixture.js';

const SITE = 'https://fixture.example';
const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };

/** The pages of the fixture by default path, with what their head must say in each locale. */
const PAGES = [
  {
    path: '/',
    de: { title: 'Beispiel GmbH &amp; Co. KG', description: 'Die Startseite der Beispiel GmbH &amp; Co. KG.', h1: 'Willkommen' },
    en: { title: 'Example GmbH &amp; Co. KG', description: 'The home page of Example GmbH &amp; Co. KG.', h1: 'Welcome' },
  },
  {
    path: '/about/',
    de: { title: 'Über uns – Beispiel GmbH &amp; Co. KG', description: 'Wer wir sind.', h1: 'Über uns' },
    en: { title: 'About us – Example GmbH &amp; Co. KG', description: 'Who we are.', h1: 'About us' },
  },
  {
    path: '/posts/first-post/',
    de: { title: 'Erster Beitrag – Beispiel GmbH &amp; Co. KG', description: 'Erster Beitrag', h1: 'Erster Beitrag' },
    en: { title: 'First post – Example GmbH &amp; Co. KG', description: 'First post', h1: 'First post' },
  },
  {
    path: '/posts/second-post/',
    de: { title: 'Zweiter Beitrag – Beispiel GmbH &amp; Co. KG', description: 'Zweiter Beitrag', h1: 'Zweiter Beitrag' },
    en: { title: 'Second post – Example GmbH &amp; Co. KG', description: 'Second post', h1: 'Second post' },
  },
];

/** The three copies of every page: German unprefixed, /de/ and /en/. */
const VARIANTS = PAGES.flatMap((page) => [
  { name: `${page.path} (German)`, pagePath: page.path, defaultPath: page.path, locale: 'de' as const, lang: 'de-DE', expected: page.de },
  { name: `/de${page.path}`, pagePath: `/de${page.path}`, defaultPath: page.path, locale: 'de' as const, lang: 'de-DE', expected: page.de },
  { name: `/en${page.path}`, pagePath: `/en${page.path}`, defaultPath: page.path, locale: 'en' as const, lang: 'en-US', expected: page.en },
]);

function text(files: Map<string, string | Uint8Array>, file: string): string {
  const content = files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
}

function bytes(content: string | Uint8Array): Buffer {
  return typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
}

/** What a page's `<head>` says, read back from the HTML. */
function readHead(html: string) {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const links = [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0]);
  return {
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: attribute(/<meta name="description"[^>]*>/.exec(html)?.[0] ?? '', 'content'),
    canonicals: links.filter((tag) => tag.includes('rel="canonical"')).map((tag) => attribute(tag, 'href')),
    alternates: links.filter((tag) => tag.includes('rel="alternate"')).map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
    noindex: html.includes('<meta name="robots" content="noindex">'),
  };
}

/** Every file of a build, with the timestamp taken out of the release files. */
function withoutTimestamps(files: Map<string, string | Uint8Array>): Map<string, Buffer> {
  return new Map(
    [...files].map(([file, content]) => {
      // The release files that carry the timestamp (the stylesheet sits beside them, without one).
      if (!file.startsWith('_sitegen/builds/') || !file.endsWith('.json')) return [file, bytes(content)];
      const { timestamp, ...rest } = JSON.parse(text(files, file)) as { timestamp: number };
      expect(typeof timestamp).toBe('number');
      return [file, Buffer.from(JSON.stringify(rest))];
    }),
  );
}

describe('build({ write: false }) of the basic fixture', () => {
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

  it('renders 4 pages × 3 variants', () => {
    expect(result.pages.map((page) => page.path).sort()).toEqual(VARIANTS.map((variant) => variant.pagePath).sort());
    expect(result.stats.pages).toBe(12);
  });

  it('writes nothing to the output folder', async () => {
    const { existsSync } = await import('node:fs');
    expect(existsSync(fixture.path('dist'))).toBe(false);
  });

  describe.each(VARIANTS)('the page $name', ({ pagePath, defaultPath, locale, lang, expected }) => {
    const file = `${pagePath.slice(1)}index.html`;
    const payloadFile = `${pagePath.slice(1)}_payload.json`;
    const canonical = locale === 'en' ? `${SITE}/en${defaultPath}` : `${SITE}${defaultPath}`;

    it(`is written to ${file} as a complete document`, () => {
      const html = text(files, file);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(`<h1>${expected.h1}</h1>`);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
    });

    it(`has <html lang="${lang}">, its title and its description`, () => {
      const head = readHead(text(files, file));
      expect(head.lang).toBe(lang);
      expect(head.title).toBe(expected.title);
      expect(head.description).toBe(expected.description);
      expect(head.noindex).toBe(false);
    });

    it(`has the canonical ${canonical}`, () => {
      expect(readHead(text(files, file)).canonicals).toEqual([canonical]);
    });

    it('has exactly the five alternates', () => {
      expect(readHead(text(files, file)).alternates).toEqual([
        ['de-DE', `${SITE}${defaultPath}`],
        ['de', `${SITE}${defaultPath}`],
        ['en-US', `${SITE}/en${defaultPath}`],
        ['en', `${SITE}/en${defaultPath}`],
        ['x-default', `${SITE}${defaultPath}`],
      ]);
    });

    it(`has a ${payloadFile} with its own head (what follows from the path is left out) and html`, () => {
      const payload = JSON.parse(text(files, payloadFile)) as Payload;
      expect(Object.keys(payload.head).filter((key) => key !== 'jsonLd')).toEqual(['title', 'description']);
      expect(payload.head).toMatchObject({
        title: expected.title.replaceAll('&amp;', '&'),
        description: expected.description.replaceAll('&amp;', '&'),
      });
      expect(payload.html).toContain(`<h1>${expected.h1}</h1>`);
      expect(payload.islands).toEqual([]);
    });

    it('puts the same markup in the payload as in the document', () => {
      const payload = JSON.parse(text(files, payloadFile)) as Payload;
      expect(text(files, file)).toContain(`<div id="app">${payload.html}</div>`);
    });

    it('inlines its CSS, and every rule of it is in the release stylesheet the payload relies on', () => {
      const html = text(files, file);
      const css = /<style data-sitegen-css>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      expect(css).toContain('#004D84');
      const boot = JSON.parse(/<script type="application\/json" id="sitegen-boot">([^<]*)<\/script>/.exec(html)![1]!) as PageBoot;
      const stylesheet = text(files, releaseStylesheetFile(boot.buildId));
      for (const rule of css.split('}').filter(Boolean)) expect(stylesheet).toContain(`${rule}}`);
    });

    it('links the language switch to the same page in both locales', () => {
      const html = text(files, file);
      expect(html).toContain(`<a data-switch-locale="de" href="${defaultPath}">`);
      expect(html).toContain(`<a data-switch-locale="en" href="/en${defaultPath}">`);
    });
  });

  describe.each([
    { file: '404.html', lang: 'de-DE', heading: 'Seite nicht gefunden', notFound: 'Seite nicht gefunden:', home: '/' },
    { file: 'de/404.html', lang: 'de-DE', heading: 'Seite nicht gefunden', notFound: 'Seite nicht gefunden:', home: '/de/' },
    { file: 'en/404.html', lang: 'en-US', heading: 'Page Not Found', notFound: 'Page not found:', home: '/en/' },
  ])('the error page $file', ({ file, lang, heading, notFound, home }) => {
    it(`is fully rendered in ${lang} with the heading "${heading}"`, () => {
      const html = text(files, file);
      const head = readHead(html);
      expect(head.lang).toBe(lang);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(head.title).toContain(heading);
      expect(head.description).toMatch(/\S/);
      expect(html).toContain('<header');
    });

    it(`says "${notFound}" (sitegen's built-in text) with a slot for the requested path`, () => {
      expect(text(files, file)).toContain(`${notFound} <span data-sitegen-request-path></span>`);
    });

    it(`links home to ${home}`, () => {
      expect(text(files, file)).toMatch(new RegExp(`<a href="${home}">[^<]+</a></main>`));
    });

    it('is noindex and has no canonical or alternates', () => {
      const head = readHead(text(files, file));
      expect(head.noindex).toBe(true);
      expect(head.canonicals).toEqual([]);
      expect(head.alternates).toEqual([]);
    });
  });

  it('writes latest.json with the build id and the SOURCE_DATE_EPOCH timestamp', () => {
    expect(JSON.parse(text(files, '_sitegen/builds/latest.json'))).toEqual({ id: result.buildId, timestamp: 1_700_000_000_000 });
  });

  it('writes meta/<build id>.json with every prerendered route, sorted', () => {
    const manifest = JSON.parse(text(files, `_sitegen/builds/meta/${result.buildId}.json`)) as ReleaseManifest;
    expect(manifest).toMatchObject({ id: result.buildId, timestamp: 1_700_000_000_000, locales: ['de', 'en'], defaultLocale: 'de' });
    expect(manifest.routes).toEqual(VARIANTS.map((variant) => variant.pagePath).sort());
  });

  it('tells every page its build id', () => {
    for (const { pagePath } of VARIANTS) expect(text(files, `${pagePath.slice(1)}index.html`)).toContain(`"buildId":"${result.buildId}"`);
  });

  it('copies the public files', () => {
    expect(text(files, 'icon.svg')).toContain('<svg');
    expect(text(files, 'index.html')).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml">');
  });

  it("writes nothing but pages, payloads, 404 pages, public files, sitemap, robots.txt, sitegen files and the static hosts' _headers, _redirects and .nojekyll", () => {
    const pageFiles = new Set(VARIANTS.flatMap(({ pagePath }) => [`${pagePath.slice(1)}index.html`, `${pagePath.slice(1)}_payload.json`]));
    const known = [
      '404.html',
      'de/404.html',
      'en/404.html',
      'icon.svg',
      'share.png',
      'sitemap.xml',
      'robots.txt',
      '_headers',
      '_redirects',
      '.nojekyll',
    ];
    const stray = [...files.keys()].filter((file) => !pageFiles.has(file) && !known.includes(file) && !file.startsWith('_sitegen/'));
    expect(stray).toEqual([]);
    for (const file of pageFiles) expect(files.has(file), file).toBe(true);
  });
});

describe('reproducible builds', () => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  it('gives identical bytes for every file but the release timestamps when built twice', async () => {
    const first = await build({ root: fixture.dir, write: false, env: {} });
    const second = await build({ root: fixture.dir, write: false, env: {} });
    expect(second.buildId).toBe(first.buildId);
    expect(withoutTimestamps(second.files!)).toEqual(withoutTimestamps(first.files!));
  });

  it('gives fully identical files with SOURCE_DATE_EPOCH set', async () => {
    const first = await build({ root: fixture.dir, write: false, env: EPOCH });
    const second = await build({ root: fixture.dir, write: false, env: EPOCH });
    expect(second.timestamp).toBe(1_700_000_000_000);
    expect(new Map([...second.files!].map(([file, content]) => [file, bytes(content)]))).toEqual(
      new Map([...first.files!].map(([file, content]) => [file, bytes(content)])),
    );
  });

  it('keeps the build id when nothing changed, so open tabs see no new release', async () => {
    const first = await build({ root: fixture.dir, write: false, env: {} });
    const second = await build({ root: fixture.dir, write: false, env: EPOCH });
    expect(second.buildId).toBe(first.buildId);
  });

  it('gives a new build id when a message changes', async () => {
    const before = await build({ root: fixture.dir, write: false, env: EPOCH });
    await fixture.edit('messages/de.json', (json) => json.replace('Wer wir sind.', 'Wer wir heute sind.'));
    try {
      const after = await build({ root: fixture.dir, write: false, env: EPOCH });
      expect(after.buildId).not.toBe(before.buildId);
      expect(text(after.files!, 'about/index.html')).toContain('Wer wir heute sind.');
      expect(text(after.files!, '_sitegen/builds/latest.json')).toContain(after.buildId);
    } finally {
      await fixture.edit('messages/de.json', (json) => json.replace('Wer wir heute sind.', 'Wer wir sind.'));
    }
  });

  // The id covers which entries exist, not their text: an edited posting keeps it, so the pages
  // that did not read the posting keep their bytes and an incremental build carries them over.
  it("keeps the build id when a posting's text changes, but only that posting's pages and the lists showing it change", async () => {
    const before = await build({ root: fixture.dir, write: false, env: EPOCH });
    await fixture.edit('content/posts/en/first-post.md', (md) => md.replace('Hello', 'Hi'));
    try {
      const after = await build({ root: fixture.dir, write: false, env: EPOCH });
      expect(after.buildId).toBe(before.buildId);
      const changed = [...after.files!].filter(([file, content]) => !bytes(content).equals(bytes(before.files!.get(file)!)));
      expect(changed.map(([file]) => file).sort()).toEqual(['en/posts/first-post/_payload.json', 'en/posts/first-post/index.html']);
    } finally {
      await fixture.edit('content/posts/en/first-post.md', (md) => md.replace('Hi', 'Hello'));
    }
  });

  it('gives a new build id when a posting is added', async () => {
    const before = await build({ root: fixture.dir, write: false, env: EPOCH });
    for (const locale of ['de', 'en'])
      await fixture.write(`content/posts/${locale}/third-post.md`, '---\ntitle: Third\ndate: 2026-02-10\n---\n\nThird.\n');
    try {
      const after = await build({ root: fixture.dir, write: false, env: EPOCH });
      expect(after.buildId).not.toBe(before.buildId);
    } finally {
      for (const locale of ['de', 'en']) await rm(fixture.path(`content/posts/${locale}/third-post.md`));
    }
  });

  // Two checkouts of the same sources (another CI runner, another developer's machine) are the
  // same release; a path-dependent id would make every open tab reload after each deploy.
  it('gives the same sources in another folder the same build id and the same files', async () => {
    const elsewhere = await copyFixture('basic');
    try {
      const here = await build({ root: fixture.dir, write: false, env: EPOCH });
      const there = await build({ root: elsewhere.dir, write: false, env: EPOCH });
      expect(there.buildId).toBe(here.buildId);
      expect(text(there.files!, 'index.html')).toBe(text(here.files!, 'index.html'));
    } finally {
      await elsewhere.remove();
    }
  });
});
