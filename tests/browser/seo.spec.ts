/**
 * What search engines and link previews get from the built company site, served by `sitegen
 * serve`: sitemap.xml and robots.txt, JSON-LD on every page (JobPosting with Google's required
 * properties on every posting), Open Graph and Twitter tags per locale, and all of it kept
 * right by in-place navigation and allowed by a strict Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectSettled, markWindow, expectSameWindow, navLink, snapshot } from './runtime-helpers.js';
import { defaultPathOf, fetchManifest, SITE_URL } from './site-manifest.js';

// A German browser, so the unprefixed home page is never sent to /en/ by the language detection.
test.use({ locale: 'de-DE' });

type JsonLd = Record<string, unknown>;

/** The pages a search engine should index: every route but the /de/ copies of German pages. */
async function canonicalRoutes(request: APIRequestContext): Promise<string[]> {
  const { routes } = await fetchManifest(request);
  return routes.filter((route) => !route.startsWith('/de/'));
}

/** Every JSON-LD block of a page's HTML, parsed; a block that does not parse fails with its page. */
async function jsonLdOf(request: APIRequestContext, route: string): Promise<JsonLd[]> {
  const html = await (await request.get(route)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => {
    try {
      return JSON.parse(match[1]!) as JsonLd;
    } catch (error) {
      throw new Error(`${route}: a JSON-LD block does not parse: ${(error as Error).message}`);
    }
  });
}

/** [property or name, content] of every Open Graph and Twitter tag on the page. */
function socialTags(page: Page): Promise<[string, string][]> {
  return page
    .locator('meta[property^="og:"], meta[name^="twitter:"]')
    .evaluateAll((metas) =>
      metas.map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name') ?? '', meta.getAttribute('content') ?? '']),
    );
}

test.describe('sitemap.xml and robots.txt', () => {
  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });

  test('the sitemap is well-formed XML in the sitemap namespace, with one <url> per canonical page', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const error = doc.querySelector('parsererror');
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      return {
        error: error?.textContent ?? null,
        root: [doc.documentElement.namespaceURI, doc.documentElement.localName],
        urls: [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? null,
          lastmod: url.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent ?? null,
          alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
            link.getAttribute('rel'),
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
          // The protocol's schema: loc, then lastmod, then elements of other namespaces.
          order: [...url.children].map((child) => child.localName),
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toEqual(['http://www.sitemaps.org/schemas/sitemap/0.9', 'urlset']);

    const routes = await canonicalRoutes(request);
    expect(parsed.urls.map((url) => url.loc).sort()).toEqual(routes.map((route) => `${SITE_URL}${route}`).sort());
    expect(xml).not.toContain(`${SITE_URL}/de/`);
    expect(xml).not.toContain('404');

    for (const url of parsed.urls) {
      const defaultPath = defaultPathOf(url.loc!.slice(SITE_URL.length));
      const german = `${SITE_URL}${defaultPath}`;
      const english = `${SITE_URL}/en${defaultPath}`;
      expect(url.alternates, url.loc!).toEqual([
        ['alternate', 'de-DE', german],
        ['alternate', 'de', german],
        ['alternate', 'en-US', english],
        ['alternate', 'en', english],
        ['alternate', 'x-default', german],
      ]);
      expect(url.order.slice(0, url.lastmod ? 2 : 1), url.loc!).toEqual(url.lastmod ? ['loc', 'lastmod'] : ['loc']);
      if (url.lastmod) expect(url.lastmod, url.loc!).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
    }
  });

  test('every posting has the date it was last changed (its `updated`, else the date posted) as lastmod, in both languages', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const postings = (await canonicalRoutes(request)).filter((route) => /\/career\/[a-z0-9-]+\/$/.test(route));
    expect(postings.length).toBeGreaterThanOrEqual(6);
    for (const route of postings) {
      const entry = new RegExp(`<loc>${SITE_URL}${route}</loc>\\s*<lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod>`).exec(xml);
      expect(entry, route).not.toBeNull();
      const posted = (await jsonLdOf(request, route)).find((block) => block['@type'] === 'JobPosting')!.datePosted;
      const [, locale, id] = /^\/(?:(en)\/)?career\/([a-z0-9-]+)\/$/.exec(route)!;
      const updated = /^updated: (\d{4}-\d{2}-\d{2})$/m.exec(readFileSync(`site/content/careers/${locale ?? 'de'}/${id}.md`, 'utf8'))?.[1];
      expect(entry![1], route).toBe(updated ?? posted);
    }
  });

  test('the sitemap leaves out a posting whose validThrough has passed (ferienjob-sommer-2026)', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/career/pv-monteur/');
    expect(xml).not.toContain('ferienjob-sommer-2026');
  });

  test('every <loc> answers 200 from sitegen serve, without a redirect', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(20);
    for (const loc of locs) {
      const response = await request.get(loc.slice(SITE_URL.length), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
    }
  });
});

/** Google's JobPosting: required properties, and the recommended ones for a job at a workplace. */
const JOB_POSTING_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
const JOB_POSTING_RECOMMENDED = ['validThrough', 'employmentType', 'directApply', 'identifier'];
const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

test.describe('structured data', () => {
  test('every page has JSON-LD that parses, with a schema.org context and type on every block', async ({ request }) => {
    test.setTimeout(60_000);
    const { routes } = await fetchManifest(request);
    for (const route of routes) {
      const blocks = await jsonLdOf(request, route);
      expect(blocks.length, route).toBeGreaterThan(0);
      for (const block of blocks) expect(block, route).toMatchObject({ '@context': 'https://schema.org', '@type': expect.any(String) });
    }
  });

  test('every posting in both languages has a JobPosting with every property Google requires and recommends', async ({ request }) => {
    const postings = (await fetchManifest(request)).routes.filter((route) => /\/career\/[a-z0-9-]+\/$/.test(route));
    expect(postings.length).toBeGreaterThanOrEqual(9);
    for (const route of postings) {
      const jobs = (await jsonLdOf(request, route)).filter((block) => block['@type'] === 'JobPosting');
      expect(jobs, route).toHaveLength(1);
      const job = jobs[0]!;
      for (const property of [...JOB_POSTING_REQUIRED, ...JOB_POSTING_RECOMMENDED])
        expect(job[property], `${route}: ${property}`).toBeDefined();
      expect(job.title, route).toBeTruthy();
      expect(job.description, route).toMatch(/^<p>.+<\/p>\n<(h2|p|ul)>/s);
      expect(job.datePosted, route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.validThrough, route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(job.validThrough as string), route).toBeGreaterThan(Date.parse(job.datePosted as string));
      expect(GOOGLE_EMPLOYMENT_TYPES, route).toContain(job.employmentType);
      expect(job.hiringOrganization, route).toMatchObject({
        '@type': 'Organization',
        name: 'Mustermann Elektrotechnik',
        sameAs: expect.stringMatching(/^https:\/\//),
        logo: `${SITE_URL}/logo.png`,
      });
      expect(job.jobLocation, route).toMatchObject({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: expect.any(String),
          addressLocality: expect.any(String),
          addressRegion: expect.any(String),
          postalCode: expect.any(String),
          addressCountry: 'DE',
        },
      });
      expect(job.directApply, route).toBe(false);
      expect(job.url, route).toBe(`${SITE_URL}${route.replace(/^\/de\//, '/')}`);
      if (job.baseSalary) {
        expect(job.baseSalary, route).toMatchObject({
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: {
            '@type': 'QuantitativeValue',
            minValue: expect.any(Number),
            maxValue: expect.any(Number),
            unitText: expect.stringMatching(/^(HOUR|MONTH|YEAR)$/),
          },
        });
      }
    }
  });

  test('a posting that gives a salary says so in its JobPosting, as on the page', async ({ page, request }) => {
    await page.goto('/career/pv-monteur/');
    const job = (await jsonLdOf(request, '/career/pv-monteur/')).find((block) => block['@type'] === 'JobPosting')!;
    expect(job.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 2900, maxValue: 3500, unitText: 'MONTH' },
    });
    await expect(page.locator('main')).toContainText('2.900');
  });

  test('the home and contact pages describe the company as an Electrician with address, geo, hours and area', async ({ request }) => {
    for (const route of ['/', '/en/', '/contact/', '/en/contact/']) {
      const business = (await jsonLdOf(request, route)).find((block) => block['@type'] === 'Electrician');
      expect(business, route).toMatchObject({
        name: 'Mustermann Elektrotechnik',
        legalName: 'Mustermann Elektrotechnik GmbH & Co. KG',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Musterstraße 12',
          postalCode: '12345',
          addressLocality: 'Musterstadt',
          addressCountry: 'DE',
        },
        geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
        telephone: expect.stringMatching(/^\+\d+$/),
        openingHoursSpecification: expect.arrayContaining([
          expect.objectContaining({ '@type': 'OpeningHoursSpecification', opens: '07:00' }),
        ]),
        areaServed: { '@type': 'GeoCircle' },
        logo: `${SITE_URL}/logo.png`,
        url: route.startsWith('/en/') ? `${SITE_URL}/en/` : `${SITE_URL}/`,
      });
    }
  });

  test('every page but home has a BreadcrumbList from home to itself, in its language', async ({ request }) => {
    const routes = (await canonicalRoutes(request)).filter((route) => route !== '/' && route !== '/en/');
    for (const route of routes) {
      const trails = (await jsonLdOf(request, route)).filter((block) => block['@type'] === 'BreadcrumbList');
      expect(trails, route).toHaveLength(1);
      const items = trails[0]!.itemListElement as { position: number; name: string; item: string }[];
      expect(
        items.map((item) => item.position),
        route,
      ).toEqual(items.map((_, index) => index + 1));
      expect(items[0], route).toMatchObject({
        name: route.startsWith('/en/') ? 'Home' : 'Start',
        item: route.startsWith('/en/') ? `${SITE_URL}/en/` : `${SITE_URL}/`,
      });
      expect(items.at(-1)!.item, route).toBe(`${SITE_URL}${route}`);
      for (const item of items) expect(item.name, route).toBeTruthy();
    }
    for (const route of ['/', '/en/'])
      expect(
        (await jsonLdOf(request, route)).some((block) => block['@type'] === 'BreadcrumbList'),
        route,
      ).toBe(false);
  });

  test("a strict Content-Security-Policy (script-src 'self') allows the JSON-LD and in-place navigation keeps working", async ({
    page,
  }) => {
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'",
        },
      });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/contact/');
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const readable = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent) as { '@type': string })['@type']));
    expect(readable).toEqual(['Electrician', 'BreadcrumbList']);

    await markWindow(page);
    await navLink(page, '/career/').click();
    await expect(page).toHaveURL('/career/');
    await expectSettled(page);
    await expectSameWindow(page);
    await page.locator('#app main a[href^="/career/"][href$="/"]:not([href="/career/"])').first().click();
    await expect(page).toHaveURL(/\/career\/[a-z0-9-]+\/$/);
    await expectSettled(page);
    await expectSameWindow(page);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent) as { '@type': string })['@type']));
    expect(types).toEqual(['JobPosting', 'BreadcrumbList']);
    expect(violations).toEqual([]);
  });
});

test.describe('link previews', () => {
  for (const { route, locale, alternate, canonical, alt } of [
    {
      route: '/services/photovoltaics/',
      locale: 'de_DE',
      alternate: 'en_US',
      canonical: `${SITE_URL}/services/photovoltaics/`,
      alt: /^Blitz-Logo und Schriftzug/,
    },
    {
      route: '/de/services/photovoltaics/',
      locale: 'de_DE',
      alternate: 'en_US',
      canonical: `${SITE_URL}/services/photovoltaics/`,
      alt: /^Blitz-Logo und Schriftzug/,
    },
    {
      route: '/en/services/photovoltaics/',
      locale: 'en_US',
      alternate: 'de_DE',
      canonical: `${SITE_URL}/en/services/photovoltaics/`,
      alt: /^Lightning-bolt logo and name/,
    },
  ]) {
    test(`${route} has Open Graph and Twitter card tags in ${locale}`, async ({ page }) => {
      await page.goto(route);
      const tags = new Map(await socialTags(page));
      expect(tags.get('og:type')).toBe('website');
      expect(tags.get('og:site_name')).toBe('Mustermann Elektrotechnik GmbH & Co. KG');
      expect(tags.get('og:title')).toBe(await page.title());
      expect(tags.get('og:description')).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
      expect(tags.get('og:url')).toBe(canonical);
      expect(tags.get('og:locale')).toBe(locale);
      expect((await socialTags(page)).filter(([key]) => key === 'og:locale:alternate')).toEqual([['og:locale:alternate', alternate]]);
      expect(tags.get('og:image')).toBe(`${SITE_URL}/share/share-card.png`);
      expect(tags.get('og:image:width')).toBe('1200');
      expect(tags.get('og:image:height')).toBe('630');
      expect(tags.get('og:image:alt')).toMatch(alt);
      expect(tags.get('twitter:card')).toBe('summary_large_image');
    });
  }

  test('every page has the preview tags, with og:url its canonical URL', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { routes } = await fetchManifest(request);
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
      expect(html, route).toContain(`<meta property="og:url" content="${canonical}">`);
      expect(html, route).toContain(`<meta property="og:locale" content="${route.startsWith('/en/') ? 'en_US' : 'de_DE'}">`);
      expect(html, route).toContain('<meta property="og:image" content="');
      expect(html, route).toContain('<meta name="twitter:card" content="summary_large_image">');
    }
    await page.goto('/');
  });

  test('the share image is a 1200 × 630 PNG served from the site', async ({ page, request }) => {
    const response = await request.get('/share/share-card.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    await page.goto('/');
    const size = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/share/share-card.png';
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size).toEqual([1200, 630]);
  });
});

test.describe('in-place navigation', () => {
  test('replaces the link preview tags and JSON-LD so the page equals a full load, with nothing left of the page before', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await markWindow(page);
    const fresh = await context.newPage();
    for (const { go, url } of [
      { go: () => navLink(page, '/career/').click(), url: '/career/' },
      { go: () => page.locator('#app main a[href="/career/pv-monteur/"]').first().click(), url: '/career/pv-monteur/' },
      { go: () => page.locator('a[data-switch-locale="en"]:visible').first().click(), url: '/en/career/pv-monteur/' },
      { go: () => navLink(page, '/en/').click(), url: '/en/' },
    ]) {
      await go();
      await expect(page).toHaveURL(url);
      await expectSettled(page);
      await fresh.goto(url);
      const [inPlace, fullLoad] = [await snapshot(page), await snapshot(fresh)];
      expect(inPlace.social, url).toEqual(fullLoad.social);
      expect(inPlace.jsonLd, url).toEqual(fullLoad.jsonLd);
      expect(inPlace.social.length, url).toBeGreaterThan(10);
    }
    await expectSameWindow(page);
    // Back on the home page: its Electrician is there again and the posting's JobPosting is gone.
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent) as { '@type': string })['@type']));
    expect(types).toEqual(['WebSite', 'Electrician']);
  });
});
