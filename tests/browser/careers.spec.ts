/**
 * Careers: a posting whose validThrough has passed is not published. The site ships one expired
 * posting (ferienjob-sommer-2026, valid through 2026-08-31) to show it; the test server builds
 * with the real clock, so it is expired here. Other postings come and go, so none are counted.
 */
import { expect, test, type Page } from '@playwright/test';
import { fetchManifest } from './site-manifest.js';

const EXPIRED = 'ferienjob-sommer-2026';

/** The posting ids the career list at `listPath` links to. */
async function linkedPostings(page: Page, listPath: string): Promise<string[]> {
  await page.goto(listPath);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => /\/career\/([a-z0-9-]+)\/$/.exec(href)?.[1]).filter((id): id is string => id !== undefined))];
}

for (const path of [`/career/${EXPIRED}/`, `/de/career/${EXPIRED}/`, `/en/career/${EXPIRED}/`]) {
  test(`the expired posting's ${path} answers 404 with the error page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(path.startsWith('/en/') ? 'Page Not Found' : 'Seite nicht gefunden');
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  });
}

for (const listPath of ['/career/', '/en/career/']) {
  test(`the career list ${listPath} links current postings but not the expired one`, async ({ page }) => {
    const ids = await linkedPostings(page, listPath);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(EXPIRED);
    // What the list links to is published: the first posting opens.
    const response = await page.goto(`${listPath}${ids[0]}/`);
    expect(response?.status()).toBe(200);
  });
}

test("the release's route list has the current postings but not the expired one", async ({ request }) => {
  const { routes } = await fetchManifest(request);
  expect(routes.filter((route) => route.includes(EXPIRED))).toEqual([]);
  expect(routes.filter((route) => /^\/en\/career\/[a-z0-9-]+\/$/.test(route)).length).toBeGreaterThan(0);
});
