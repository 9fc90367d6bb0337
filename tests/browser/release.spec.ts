/**
 * Releases (contract section 5): the route manifest is prefetched when the page is idle,
 * `latest.json` is checked on an interval and when the tab is shown again, a newer release turns
 * the next navigation into a full load, and a failing chunk reloads once, then shows the error page.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CHECK_INTERVAL_MS } from '../../src/protocol/boot-data.js';
import { RELEASE_POINTER_FILE, releaseManifestFile } from '../../src/protocol/output-files.js';
import {
  bootData,
  countLoads,
  documentTrace,
  expectReloaded,
  expectSameWindow,
  expectSettled,
  markWindow,
  navLink,
  traceDocument,
} from './runtime-helpers.js';

// A German browser, so the unprefixed home page is never sent to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const LATEST = `/${RELEASE_POINTER_FILE}`;

/** The `latest.json` requests a page makes from now on. */
function collectLatestChecks(page: Page): URL[] {
  const checks: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === LATEST) checks.push(url);
  });
  return checks;
}

async function showTabAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

test('about a second after the page is idle, the release manifest is prefetched', async ({ page }) => {
  // The page's clock stands still unless the test moves it, so "after the load" is measured in
  // the page's own time: exact, however busy the machine is.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await traceDocument(page);
  await page.goto('/services/');
  const { buildId } = await bootData(page);
  const manifest = new URL(`/${releaseManifestFile(buildId)}`, page.url()).href;
  await page.clock.runFor(5000);
  const trace = await documentTrace(page);
  const requested = trace.fetches.find((entry) => entry.url === manifest);
  expect(requested, `${manifest} was not requested within 5 s of the load`).toBeDefined();
  const afterLoad = requested!.started - trace.loadAt!;
  expect(afterLoad).toBeGreaterThanOrEqual(900);
  expect(afterLoad).toBeLessThan(5000);
});

test('latest.json is checked with a cache-busting query whenever the tab becomes visible again', async ({ page }) => {
  const checks = collectLatestChecks(page);
  await page.goto('/');
  expect(checks).toEqual([]);
  await showTabAgain(page);
  await expect.poll(() => checks.length).toBe(1);
  await showTabAgain(page);
  await expect.poll(() => checks.length).toBe(2);
  const [first, second] = checks as [URL, URL];
  expect(first.search).not.toBe('');
  expect(second.search).not.toBe(first.search);
});

test('latest.json is checked every release.checkIntervalMs', async ({ page }) => {
  await page.clock.install();
  // Only the interval's checks: a headless tab on a busy machine may turn visible after the load,
  // which rightly triggers a check of its own (tested below), so the page never hears of it here.
  await page.addInitScript(() => window.addEventListener('visibilitychange', (event) => event.stopImmediatePropagation(), true));
  const checks = collectLatestChecks(page);
  await page.goto('/');
  const { checkIntervalMs = DEFAULT_CHECK_INTERVAL_MS } = await bootData(page);
  expect(checkIntervalMs).toBeGreaterThan(2000);
  await page.clock.runFor(checkIntervalMs - 1000);
  expect(checks).toEqual([]);
  await page.clock.runFor(2000);
  await expect.poll(() => checks.length).toBe(1);
  await page.clock.runFor(checkIntervalMs);
  await expect.poll(() => checks.length).toBe(2);
  expect(checks[1]!.search).not.toBe(checks[0]!.search);
});

test('when latest.json names another release, the next link click is a full page load', async ({ page }) => {
  await traceDocument(page);
  await page.route(`**${LATEST}*`, (route) => route.fulfill({ json: { id: 'newer', timestamp: 1 } }));
  await page.goto('/');
  await markWindow(page);
  await showTabAgain(page);
  // Until the runtime has read the answer: the trace marks a body read a task after json()
  // resolves, when the code awaiting it has run.
  await page.waitForFunction(
    (latest) => window.__trace!.fetches.some((entry) => new URL(entry.url).pathname === latest && entry.read),
    LATEST,
  );

  await navLink(page, '/services/').click();
  await expect(page).toHaveURL('/services/');
  await expect(page.locator('#app h1')).toHaveText('Leistungen');
  await page.waitForLoadState('load');
  await expectReloaded(page);
});

test('a failing island chunk reloads the target once, and a second failure within 10 s shows the 500 page in place', async ({ page }) => {
  await page.route('**/_sitegen/islands/**', (route) => route.abort());
  const loads = countLoads(page);
  const contactLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/contact/') contactLoads.push(request.url());
  });
  await page.goto('/services/');
  expect(loads.count).toBe(1);
  await markWindow(page);

  const clickedAt = Date.now();
  await navLink(page, '/contact/').click();
  await expect(page).toHaveURL('/contact/');
  await expect.poll(() => loads.count).toBe(2);
  await expectReloaded(page);
  expect(contactLoads).toHaveLength(1);
  const record = JSON.parse((await page.evaluate(() => sessionStorage.getItem('sitegen:reload'))) ?? 'null') as {
    path: string;
    expires: number;
  } | null;
  expect(record).toEqual({ path: '/contact/', expires: expect.any(Number) });
  expect(record!.expires).toBeGreaterThanOrEqual(clickedAt + 10_000 - 1000);
  expect(record!.expires).toBeLessThanOrEqual(Date.now() + 10_000 + 1000);
  // With its chunk still failing, the directly loaded page keeps its static form.
  await expect(page.locator('#app h1')).toHaveText('Kontakt');
  await expect(page.locator('[data-sitegen-island="contact-form"] form')).toBeVisible();

  // Away and back to the same path within the guard's 10 s: no second reload, the error page instead.
  await markWindow(page);
  await navLink(page, '/services/').click();
  await expect(page.locator('#app h1')).toHaveText('Leistungen');
  await navLink(page, '/contact/').click();
  await expect(page).toHaveURL('/contact/');
  await expect(page.locator('#app h1')).toHaveText('Interner Serverfehler');
  await expectSettled(page);
  await expectSameWindow(page);
  expect(loads.count).toBe(2);
  expect(contactLoads).toHaveLength(1);
});
