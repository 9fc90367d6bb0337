/**
 * The runtime under faults (contract section 5, issue 12): whatever fails during a navigation — a
 * payload that never answers, answers 500 or something that is not a payload, an island chunk, no
 * network, storage and cookies the browser forbids — the visitor ends on the target page by a full
 * load (or on the error page), the overlay is down as soon as the runtime hands over to the
 * browser, and the page never throws.
 */
import { expect, test, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { PAYLOAD_TIMEOUT_MS } from '../../src/runtime/navigator.js';
import {
  collectProblems,
  documentTrace,
  expectReloaded,
  expectSameWindow,
  injectLink,
  markWindow,
  navLink,
  switchLink,
  traceDocument,
} from './runtime-helpers.js';

// A German browser, so the unprefixed home page is never sent to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const OVERLAY = '[data-testid="loading-overlay"]';

/**
 * What Chromium does with cookies blocked: reading `sessionStorage` or `localStorage` throws a
 * SecurityError. `document.cookie` throws too, as it does in a sandboxed document: the worst case.
 */
async function blockStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const deny = (): never => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    for (const name of ['sessionStorage', 'localStorage']) Object.defineProperty(window, name, { get: deny, configurable: true });
    Object.defineProperty(Document.prototype, 'cookie', { get: deny, set: deny, configurable: true });
  });
}

/** Uncaught exceptions and unhandled rejections of the page, across all its documents. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Answers the first full load of `path` with 204 No Content, as a load the visitor stops or a
 * host answers oddly: the browser stays on the page it shows, which must then be usable, with the
 * runtime's overlay down. Later loads of `path` go through. `requested` resolves when that load is
 * asked for.
 */
async function refuseFirstFullLoad(page: Page, path: string): Promise<{ requested: Promise<Request> }> {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 204 }),
    { times: 1 },
  );
  // Wrapped, so awaiting this function does not wait for the load itself.
  return { requested: page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === path) };
}

/**
 * Serves `path` with boot data as a site whose config sets them writes it (`navigation:
 * { payloadTimeoutMs }` becomes `payloadTimeoutMs`, left out at the default), the rest as built.
 */
async function withBootSettings(page: Page, path: string, settings: Record<string, unknown>): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(id="sitegen-boot">\{)/, `$1${JSON.stringify(settings).slice(1, -1)},`);
      expect(html).toContain(JSON.stringify(settings).slice(1, -1));
      await route.fulfill({ response, body: html });
    },
    { times: 1 },
  );
}

/** The overlay is down and the page not busy: the visitor can use the page still on screen. */
async function expectOverlayDown(page: Page): Promise<void> {
  await expect(page.locator(OVERLAY)).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('aria-busy', 'true');
}

for (const storage of ['storage allowed', 'cookies and storage blocked'] as const) {
  test.describe(`with ${storage}`, () => {
    test.beforeEach(async ({ context }) => {
      if (storage !== 'storage allowed') await blockStorage(context);
    });

    test('a payload that never answers becomes a full load of the target once the limit is up, its request aborted', async ({ page }) => {
      const errors = collectPageErrors(page);
      // The page's clock stands still unless the test moves it: the limit is measured in the page's
      // own time, however busy the machine is.
      await page.clock.install();
      await traceDocument(page);
      await page.route('**/services/_payload.json*', () => undefined); // never answered
      await page.goto('/');
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await markWindow(page);
      const refused = await refuseFirstFullLoad(page, '/services/');
      const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/services/_payload.json'));

      await navLink(page, '/services/').click();
      await expect(page.locator(OVERLAY)).toBeVisible();
      await page.clock.runFor(PAYLOAD_TIMEOUT_MS - 100);
      expect((await documentTrace(page)).navigations, 'the runtime gave up before the limit').toEqual([]);
      await expect(page.locator(OVERLAY)).toBeVisible();
      await page.clock.runFor(200);
      await refused.requested;
      await aborted;
      await expectOverlayDown(page);

      await navLink(page, '/services/').click();
      await page.clock.runFor(PAYLOAD_TIMEOUT_MS + 100);
      await expect(page).toHaveURL('/services/');
      await expect(page.locator('#app h1')).toHaveText('Leistungen');
      await expectReloaded(page);
      expect(errors).toEqual([]);
    });

    test('a site whose config sets navigation.payloadTimeoutMs gives up at that limit, not at the default', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.clock.install();
      await traceDocument(page);
      await withBootSettings(page, '/', { payloadTimeoutMs: 300 });
      await page.route('**/services/_payload.json*', () => undefined); // never answered
      await page.goto('/');
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await markWindow(page);

      await navLink(page, '/services/').click();
      await expect(page.locator(OVERLAY)).toBeVisible();
      await page.clock.runFor(200);
      expect((await documentTrace(page)).navigations, 'the runtime gave up before the limit').toEqual([]);
      await page.clock.runFor(200);

      await expect(page).toHaveURL('/services/');
      await expect(page.locator('#app h1')).toHaveText('Leistungen');
      await expectReloaded(page);
      expect(errors).toEqual([]);
    });

    for (const [fault, answer] of [
      ['answers HTTP 500', (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
      [
        'answers JSON that is cut off',
        (route: Route) => route.fulfill({ contentType: 'application/json', body: '{"path":"/services/","html":"<main' }),
      ],
      ['answers JSON that is not a payload', (route: Route) => route.fulfill({ json: { islands: [] } })],
      [
        'answers HTML (a login page of a proxy)',
        (route: Route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign in</title>' }),
      ],
    ] as const) {
      test(`a payload that ${fault} becomes a full load of the target, the overlay down`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.route('**/services/_payload.json*', answer);
        await page.goto('/');
        await markWindow(page);
        const refused = await refuseFirstFullLoad(page, '/services/');

        await navLink(page, '/services/').click();
        await refused.requested;
        await expectOverlayDown(page);

        await navLink(page, '/services/').click();
        await expect(page).toHaveURL('/services/');
        await expect(page.locator('#app h1')).toHaveText('Leistungen');
        await expectReloaded(page);
        expect(errors).toEqual([]);
      });
    }

    test('offline (every fetch rejects), a click hands the target to the browser, with the overlay down', async ({ page, context }) => {
      const errors = collectPageErrors(page);
      await page.goto('/services/');
      await markWindow(page);
      await context.setOffline(true);
      // The link's payload was not prefetched (the page never showed the link), so it is fetched now.
      const link = await injectLink(page, '/about-us/');
      const refused = await refuseFirstFullLoad(page, '/about-us/');

      await link.click();
      await refused.requested;
      await expectOverlayDown(page);

      // Back online, the next click gets the visitor there.
      await context.setOffline(false);
      await link.click();
      await expect(page).toHaveURL('/about-us/');
      await expect(page.locator('#app h1')).toHaveText('Über uns');
      expect(errors).toEqual([]);
    });

    test('a failing island chunk during a navigation reloads the target, with the overlay down', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.route('**/_sitegen/islands/**', (route) => route.abort());
      await page.goto('/services/');
      await markWindow(page);
      const refused = await refuseFirstFullLoad(page, '/contact/');

      await navLink(page, '/contact/').click();
      await refused.requested;
      await expectOverlayDown(page);

      // Again within the guard's 10 s: where storage keeps the reload record, the error page in
      // place; where the browser forbids storage, there is no record, so the target loads fully.
      await navLink(page, '/contact/').click();
      await expect(page).toHaveURL('/contact/');
      if (storage === 'storage allowed') {
        await expect(page.locator('#app h1')).toHaveText('Interner Serverfehler');
        await expectOverlayDown(page);
        expect(await page.evaluate(() => window.__marker)).toBe('same-window');
      } else {
        await expect(page.locator('#app h1')).toHaveText('Kontakt');
        // With its chunk still failing, the page keeps its static form.
        await expect(page.locator('[data-sitegen-island="contact-form"] form')).toBeVisible();
        await expectReloaded(page);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('a link no URL can be made of (a typo in content) neither throws nor stops the prefetch of the links after it', async ({ page }) => {
  const errors = collectPageErrors(page);
  // In the served page itself, before the header's links, so it is in view at the load.
  await page.route(
    (url) => url.pathname === '/services/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<header([^>]*)>/, '<header$1><a id="typo" href="http://[typo/">typo</a>');
      await route.fulfill({ response, body });
    },
  );
  const later = page.waitForRequest((request) => request.url().includes('/contact/_payload.json'));
  await page.goto('/services/');
  await expect(page.locator('#typo')).toBeInViewport();
  await later; // a link after the typo, prefetched as it came into view
  await page.locator('#typo').hover();
  await page.evaluate(() => undefined); // the hover's handlers have run, and any error reported
  expect(errors).toEqual([]);
});

test('a fragment that is no valid escape (#%E0) still ends the navigation in place with the heading focused', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await markWindow(page);
  await (await injectLink(page, '/services/#%E0')).click();
  await expect(page).toHaveURL(/\/services\/#%E0$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expectSameWindow(page);
  expect(errors).toEqual([]);
});

test.describe('in an English browser with a broken language cookie', () => {
  test.use({ locale: 'en-US' });

  test('the cookie (i18n_redirected=%E0) counts as no choice: / sends the visitor to /en/, without an error', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    await context.addCookies([{ name: 'i18n_redirected', value: '%E0', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(errors).toEqual([]);
  });
});

test.describe('with cookies and storage blocked', () => {
  test.beforeEach(async ({ context }) => blockStorage(context));

  test('the language switch still shows the page in the other language in place, without an error', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/services/photovoltaics/');
    await markWindow(page);
    await switchLink(page, 'en').click();
    await expect(page).toHaveURL('/en/services/photovoltaics/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expectOverlayDown(page);
    expect(await page.evaluate(() => window.__marker), 'the switch fell back to a full load').toBe('same-window');
    expect(problems).toEqual([]);
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' });

    test('the unprefixed home page still sends an English browser to /en/, without an error', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto('/');
      await expect(page).toHaveURL('/en/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      expect(errors).toEqual([]);
    });
  });
});
