import { expect, test } from '@playwright/test';
import { defaultPathOf, fetchManifest, SITE_URL } from './site-manifest.js';

// A German browser: an English one is sent from / to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const EXPECTED_ROUTES = [
  '/',
  '/about-us/',
  '/career/',
  '/contact/',
  '/legal/imprint/',
  '/legal/privacy/',
  '/services/',
  '/services/electrical-engineering/',
  '/services/lighting-renovation/',
  '/services/photovoltaics/',
];

test('the release lists every route of the contract in all three variants, with postings', async ({ request }) => {
  const { routes } = await fetchManifest(request);
  for (const route of EXPECTED_ROUTES) {
    expect(routes).toContain(route);
    expect(routes).toContain(`/de${route}`);
    expect(routes).toContain(`/en${route}`);
  }
  const postings = routes.filter((route) => /^\/career\/[a-z0-9-]+\/$/.test(route));
  expect(postings.length).toBeGreaterThanOrEqual(3);
  for (const posting of postings) expect(routes).toContain(`/en${posting}`);
});

test('every page answers 200 with its lang, title, description, canonical and alternates', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { routes } = await fetchManifest(request);
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    const english = route.startsWith('/en/');
    const defaultPath = defaultPathOf(route);
    const german = `${SITE_URL}${defaultPath}`;
    const englishUrl = `${SITE_URL}/en${defaultPath}`;

    await expect(page.locator('html'), route).toHaveAttribute('lang', english ? 'en-US' : 'de-DE');
    const title = await page.title();
    expect(title, route).toMatch(/GmbH & Co\. KG$/);
    if (defaultPath !== '/') expect(title, route).toMatch(/ – .*GmbH & Co\. KG$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length, route).toBeGreaterThan(20);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', english ? englishUrl : german);

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates, route).toEqual([
      ['de-DE', german],
      ['de', german],
      ['en-US', englishUrl],
      ['en', englishUrl],
      ['x-default', german],
    ]);
    await expect(page.locator('h1'), route).toHaveCount(1);
    await expect(page.locator('a[data-switch-locale="de"]'), route).toHaveAttribute('href', defaultPath);
    await expect(page.locator('a[data-switch-locale="en"]'), route).toHaveAttribute('href', `/en${defaultPath}`);
  }
});

test('the home page title is the company name with its legal form, in both languages', async ({ page }) => {
  await page.goto('/');
  const german = await page.title();
  await page.goto('/en/');
  const english = await page.title();
  expect(german).toMatch(/^[^–]+ GmbH & Co\. KG$/);
  expect(english).toBe(german);
});

test('the head links an SVG icon, a PNG fallback and an apple-touch-icon that all load', async ({ page, request }) => {
  await page.goto('/');
  for (const selector of ['link[rel="icon"][type="image/svg+xml"]', 'link[rel="icon"][type="image/png"]', 'link[rel="apple-touch-icon"]']) {
    const href = await page.locator(selector).getAttribute('href');
    expect(href, selector).toBeTruthy();
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
});
