/**
 * The client runtime (contract section 5): in-place navigation that looks exactly like a full
 * load, what is left to the browser, the 404 page in place, the fallback to a full load, and
 * islands that load only where they appear.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { PAGE_TAG_SELECTOR } from '../../src/protocol/head-tags.js';
import { releaseStylesheetFile } from '../../src/protocol/output-files.js';
import {
  bootData,
  collectProblems,
  collectRequests,
  expectReloaded,
  expectSameWindow,
  expectSettled,
  injectLink,
  layout,
  markWindow,
  navLink,
  snapshot,
  stopPageTime,
  switchLink,
  traceDocument,
} from './runtime-helpers.js';

// A German browser, so the unprefixed home page is never sent to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const OVERLAY = '[data-testid="loading-overlay"]';
/** The runtime's transition: a swap comes no sooner than this after the click (contract section 5). */
const TRANSITION_MS = 100;
const ISLAND = '[data-sitegen-island="contact-form"]';

/** Waits until every island on the page is hydrated. */
async function expectIslandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('[data-sitegen-island]:not([data-sitegen-hydrated])')).toHaveCount(0);
}

test.describe('in-place navigation', () => {
  test('a click on a site link shows the overlay with an 80 × 80 spinner, loads the payload with the build id and does not reload', async ({
    page,
  }) => {
    const requests = collectRequests(page);
    // Hold the payload (the prefetch and the click share it) until the overlay has been checked.
    let releasePayload!: () => void;
    const held = new Promise<void>((resolve) => (releasePayload = resolve));
    await page.route('**/services/_payload.json*', async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/');
    const { buildId } = await bootData(page);
    await markWindow(page);
    await stopPageTime(page);

    await navLink(page, '/services/').click();
    const overlay = page.locator(OVERLAY);
    await expect(overlay).toBeVisible();
    const spinner = overlay.locator('[role="progressbar"]');
    await expect(spinner).toBeVisible();
    // The spinner turns, which widens its bounding box between quarter turns: measure it at rest.
    expect(await spinner.evaluate((element: HTMLElement) => [element.offsetWidth, element.offsetHeight])).toEqual([80, 80]);
    await spinner.evaluate((element) => {
      for (const animation of element.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
    });
    const box = await spinner.boundingBox();
    expect(box?.width).toBe(80);
    expect(box?.height).toBe(80);
    releasePayload();
    await page.clock.resume();

    await expect(page).toHaveURL('/services/');
    await expect(page.locator('#app h1')).toHaveText('Leistungen');
    await expectSettled(page);
    await expectSameWindow(page);
    expect(requests).toContain(new URL(`/services/_payload.json?v=${buildId}`, page.url()).href);
  });

  test('after navigating in place the page equals a full load of the URL (same locale, other locale, an island, a /de/ path)', async ({
    page,
    context,
  }) => {
    await page.goto('/about-us/');
    await markWindow(page);
    const steps: { go: () => Promise<void>; url: string }[] = [
      { go: () => navLink(page, '/services/').click(), url: '/services/' },
      { go: () => switchLink(page, 'en').click(), url: '/en/services/' },
      { go: () => navLink(page, '/en/contact/').click(), url: '/en/contact/' },
      { go: () => switchLink(page, 'de').click(), url: '/contact/' },
      { go: async () => (await injectLink(page, '/de/about-us/')).click(), url: '/de/about-us/' },
    ];
    const fresh = await context.newPage();
    for (const step of steps) {
      await step.go();
      await expect(page).toHaveURL(step.url);
      await expectSettled(page);
      await expectIslandsHydrated(page);
      await fresh.goto(step.url);
      await expectIslandsHydrated(fresh);
      const [inPlace, fullLoad] = [await snapshot(page), await snapshot(fresh)];
      expect(inPlace, `in-place navigation to ${step.url}`).toEqual(fullLoad);
    }
    await expectSameWindow(page);
  });

  test('after navigating in place the head tags after the title are, tag for tag, those of a full load (description, canonical, alternates, preview, JSON-LD)', async ({
    page,
    context,
  }) => {
    // The runtime makes them from the payload's title, description and JSON-LD, the path and the
    // release manifest; the build made the document's from the same data with the same function.
    const headTags = (of: Page) =>
      of.evaluate((selector) => [...document.head.querySelectorAll(selector)].map((element) => element.outerHTML), PAGE_TAG_SELECTOR);
    await page.goto('/');
    await markWindow(page);
    const fresh = await context.newPage();
    for (const url of ['/en/career/', '/de/services/photovoltaics/', '/services/', '/en/', '/en/no-such-page/']) {
      await page.evaluate((target) => window.sitegen!.navigate(target), url);
      await expect(page).toHaveURL(url);
      await expectSettled(page);
      await fresh.goto(url);
      const [inPlace, fullLoad] = [await headTags(page), await headTags(fresh)];
      expect(inPlace, url).toEqual(fullLoad);
      expect(await page.locator('html').getAttribute('lang'), url).toBe(await fresh.locator('html').getAttribute('lang'));
      expect(inPlace.length, url).toBeGreaterThan(1);
    }
    await expectSameWindow(page);
  });

  test('after navigating in place the page is laid out and styled as a full load of the URL', async ({ page, context }) => {
    await page.goto('/');
    await markWindow(page);
    const fresh = await context.newPage();
    for (const url of ['/services/photovoltaics/', '/about-us/', '/contact/']) {
      await navLink(page, url === '/services/photovoltaics/' ? '/services/' : url).click();
      if (url === '/services/photovoltaics/') await page.locator('#app main a[href="/services/photovoltaics/"]').first().click();
      await expect(page).toHaveURL(url);
      await expectSettled(page);
      await expectIslandsHydrated(page);
      await fresh.goto(url);
      await expectIslandsHydrated(fresh);
      // The runtime focuses the new h1 (its own test covers that); a fresh load focuses nothing.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // Hover styles count too, so the pointer rests on the same spot of both pages.
      await page.mouse.move(5, 5);
      await fresh.mouse.move(5, 5);
      const expected = await layout(fresh);
      expect(expected.length).toBeGreaterThan(50);
      await expect.poll(() => layout(page), { message: `layout after in-place navigation to ${url}` }).toEqual(expected);
    }
    await expectSameWindow(page);
  });

  test('the old page stays behind the overlay until the island code of the target has loaded', async ({ page }) => {
    let releaseChunk!: () => void;
    const held = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route('**/_sitegen/islands/**', async (route) => {
      await held;
      await route.continue();
    });
    // The page's clock, so "past the transition" is the page's own time, whatever the machine's load.
    await page.clock.install();
    await page.goto('/services/');
    await markWindow(page);
    await stopPageTime(page);
    const chunkRequested = page.waitForRequest((request) => request.url().includes('/_sitegen/islands/'));
    await navLink(page, '/contact/').click();
    await chunkRequested;
    // Well past the transition (its timer fires, had it been started): the page must still wait for the code.
    await page.clock.runFor(TRANSITION_MS * 3);
    await expect(page).toHaveURL('/services/');
    await expect(page.locator('#app h1')).toHaveText('Leistungen');
    await expect(page.locator(OVERLAY)).toBeVisible();
    releaseChunk();
    await page.clock.resume();
    await expect(page).toHaveURL('/contact/');
    await expect(page.locator(ISLAND)).toHaveAttribute('data-sitegen-hydrated', '');
    await expectSettled(page);
    await expectSameWindow(page);
  });

  test('the swap comes about 100 ms after the click even when everything is already loaded', async ({ page }) => {
    // The page's timers run on a clock the test moves, so the delay is measured in the page's
    // time and a busy machine can neither shorten nor stretch it.
    await page.clock.install();
    // The target's payload must be in before the click: a fetch that ends while the page's clock
    // is paused would hold the swap for a timer the test never lets run (failed once under load).
    const TARGET_PAYLOAD = '/services/photovoltaics/_payload.json';
    let targetPayloadIn = false;
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === TARGET_PAYLOAD) targetPayloadIn = true;
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle'); // the release manifest and the visible links' payloads are in
    await page.evaluate(() => window.sitegen!.navigate('/services/')); // and the release stylesheet
    await expect(page).toHaveURL('/services/');
    await page.waitForLoadState('networkidle'); // and the payloads of the links now in view
    const link = page.locator('#app main a[href="/services/photovoltaics/"]').first();
    await link.hover(); // a hovered link's payload is prefetched
    await expect.poll(() => targetPayloadIn).toBe(true);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await link.click();
    // Everything is loaded; only the transition holds the swap: not after 90 ms of the page's time…
    await page.clock.runFor(TRANSITION_MS - 10);
    await expect(page).toHaveURL('/services/');
    await expect(page.locator('#app h1')).toHaveText('Leistungen');
    // …but once 100 ms are up, without the clock moving any further.
    await page.clock.runFor(20);
    await expect(page).toHaveURL('/services/photovoltaics/');
    await expect(page.locator('#app h1')).not.toHaveText('Leistungen');
  });

  test("focus moves to the new page's h1 and its title is announced", async ({ page }) => {
    await page.goto('/');
    await navLink(page, '/about-us/').click();
    await expect(page).toHaveURL('/about-us/');
    const heading = page.locator('#app h1');
    await expect(heading).toHaveText('Über uns');
    await expect(heading).toBeFocused();
    await expect(page.locator('[aria-live="polite"][data-sitegen-announcer]')).toHaveText(await page.title());
  });

  test('scroll is reset to the top after navigating from a scrolled page', async ({ page }) => {
    await page.goto('/about-us/');
    const link = page.locator('footer a[href="/services/electrical-engineering/"]');
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await markWindow(page);
    await link.click();
    await expect(page).toHaveURL('/services/electrical-engineering/');
    await expectSettled(page);
    // Only meaningful if the new page could have stayed scrolled.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeGreaterThan(300);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expectSameWindow(page);
  });

  test('back and forward restore URL, title and h1 in place', async ({ page }) => {
    await page.goto('/');
    await markWindow(page);
    const homeTitle = await page.title();
    const homeHeading = await page.locator('#app h1').textContent();
    await navLink(page, '/services/').click();
    await expect(page.locator('#app h1')).toHaveText('Leistungen');
    const servicesTitle = await page.title();
    await navLink(page, '/about-us/').click();
    await expect(page.locator('#app h1')).toHaveText('Über uns');
    const aboutTitle = await page.title();
    expect(new Set([homeTitle, servicesTitle, aboutTitle]).size).toBe(3);

    await page.goBack();
    await expect(page).toHaveURL('/services/');
    await expect(page.locator('#app h1')).toHaveText('Leistungen');
    await expect(page).toHaveTitle(servicesTitle);

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#app h1')).toHaveText(homeHeading!);
    await expect(page).toHaveTitle(homeTitle);

    await page.goForward();
    await expect(page).toHaveURL('/services/');
    await expect(page.locator('#app h1')).toHaveText('Leistungen');
    await expect(page).toHaveTitle(servicesTitle);

    await page.goForward();
    await expect(page).toHaveURL('/about-us/');
    await expect(page.locator('#app h1')).toHaveText('Über uns');
    await expect(page).toHaveTitle(aboutTitle);
    await expectSettled(page);
    await expectSameWindow(page);
  });

  test('a link with a hash lands scrolled to the element', async ({ page }) => {
    await page.goto('/services/');
    await markWindow(page);
    await (await injectLink(page, '/about-us/#team-title')).click();
    await expect(page).toHaveURL('/about-us/#team-title');
    await expectSettled(page);
    await expect(page.locator('#team-title')).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await expectSameWindow(page);
  });
});

test.describe('prefetching', () => {
  /** The pathnames of the payloads a page requests from now on. */
  function collectPayloads(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/_payload.json')) paths.push(url.pathname.replace(/_payload\.json$/, ''));
    });
    return paths;
  }

  test("a link's payload is prefetched when the link scrolls into view", async ({ page }) => {
    const payloads = collectPayloads(page);
    await page.goto('/');
    // The header's links are in view at once; the footer's only further down. Prefetching waits for
    // the browser to be idle, which under load can come after the network has gone quiet.
    await expect.poll(() => payloads).toContain('/services/');
    const footerLink = page.locator('footer a[href="/legal/privacy/"]');
    expect(await footerLink.isVisible()).toBe(true);
    await expect(footerLink).not.toBeInViewport();
    expect(payloads).not.toContain('/legal/privacy/');
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => payloads).toContain('/legal/privacy/');
  });

  test("a link's payload is prefetched when the link is pointed at", async ({ page }) => {
    const payloads = collectPayloads(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const footerLink = page.locator('footer a[href="/legal/imprint/"]');
    await expect(footerLink).not.toBeInViewport();
    expect(payloads).not.toContain('/legal/imprint/');
    // Pointing without scrolling it into view.
    await footerLink.dispatchEvent('mouseover');
    await expect.poll(() => payloads).toContain('/legal/imprint/');
  });
});

test.describe('clicks left to the browser', () => {
  test('a ctrl-click opens the link in a new page and the page itself stays', async ({ page, context }) => {
    await page.goto('/');
    await markWindow(page);
    const [opened] = await Promise.all([
      context.waitForEvent('page', { timeout: 5000 }),
      navLink(page, '/services/').click({ modifiers: ['Control'] }),
    ]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/services/');
    await expect(page).toHaveURL('/');
    await expect(page.locator(OVERLAY)).toHaveCount(0);
    await expectSameWindow(page);
  });

  test('a link with target="_blank" opens a new page and the page itself stays', async ({ page, context }) => {
    await page.goto('/');
    await markWindow(page);
    const link = await injectLink(page, '/services/', { target: '_blank' });
    const [opened] = await Promise.all([context.waitForEvent('page', { timeout: 5000 }), link.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/services/');
    await expect(page).toHaveURL('/');
    await expect(page.locator(OVERLAY)).toHaveCount(0);
    await expectSameWindow(page);
  });

  test('meta, shift, alt and middle clicks, download links and other-origin links are not taken over', async ({ page }) => {
    await page.goto('/');
    await markWindow(page);
    const cases = await page.evaluate(() => {
      // A listener on window runs after the runtime's (on document): it records whether the
      // runtime took the click, then stops the browser from following it.
      let prevented: boolean | undefined;
      addEventListener('click', (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      });
      const link = (href: string, attributes: Record<string, string> = {}) => {
        const element = document.createElement('a');
        element.href = href;
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        document.querySelector('#app main')!.prepend(element);
        return element;
      };
      const click = (element: Element, init: MouseEventInit = {}) => {
        prevented = undefined;
        element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
        return prevented;
      };
      const site = link('/services/');
      return {
        // The control: a plain click on the same link is taken over.
        plain: click(site),
        meta: click(site, { metaKey: true }),
        shift: click(site, { shiftKey: true }),
        alt: click(site, { altKey: true }),
        ctrl: click(site, { ctrlKey: true }),
        middle: click(site, { button: 1 }),
        download: click(link('/services/', { download: '' })),
        otherOrigin: click(link('https://example.com/services/')),
      };
    });
    expect(cases).toEqual({
      plain: true,
      meta: false,
      shift: false,
      alt: false,
      ctrl: false,
      middle: false,
      download: false,
      otherOrigin: false,
    });
    // The one plain click navigates in place; none of the others did anything.
    await expect(page).toHaveURL('/services/');
    await expectSettled(page);
    await expectSameWindow(page);
  });

  test('navigate() to another origin throws an error that mentions `external`', async ({ page }) => {
    await page.goto('/');
    await markWindow(page);
    const message = await page.evaluate(() =>
      window.sitegen!.navigate('https://example.com/').then(
        () => 'resolved',
        (error: unknown) => (error instanceof Error ? `Error: ${error.message}` : `not an Error: ${String(error)}`),
      ),
    );
    expect(message).toMatch(/^Error: .*external/);
    await expect(page).toHaveURL('/');
    await expect(page.locator(OVERLAY)).toHaveCount(0);
    await expectSameWindow(page);
  });

  test('navigate() with { external: true } leaves for the other origin', async ({ page }) => {
    // Nothing leaves the machine: the other origin is answered here.
    await page.route('https://example.com/**', (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }));
    await page.goto('/');
    await page.evaluate(() => void window.sitegen!.navigate('https://example.com/', { external: true }));
    await expect(page).toHaveURL('https://example.com/');
    await expect(page.locator('body')).toHaveText('ok');
  });
});

test.describe('errors and fallbacks', () => {
  test('navigate() to an unknown route renders the 404 page in place, as a full load of it shows', async ({ page, context }) => {
    await page.goto('/about-us/');
    await markWindow(page);
    await page.evaluate(() => window.sitegen!.navigate('/en/no-such-page/'));
    await expect(page).toHaveURL('/en/no-such-page/');
    await expect(page.locator('#app h1')).toHaveText('Page Not Found');
    await expect(page.getByText('Page not found: /en/no-such-page/')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expectSettled(page);
    await expectSameWindow(page);

    const fresh = await context.newPage();
    expect((await fresh.goto('/en/no-such-page/'))?.status()).toBe(404);
    await expect(fresh.getByText('Page not found: /en/no-such-page/')).toBeVisible();
    expect(await snapshot(page)).toEqual(await snapshot(fresh));
  });

  test('a click on a link to an unknown posting renders the German 404 page in place', async ({ page }) => {
    await page.goto('/services/');
    await markWindow(page);
    await (await injectLink(page, '/career/unknown-id/')).click();
    await expect(page).toHaveURL('/career/unknown-id/');
    await expect(page.locator('#app h1')).toHaveText('Seite nicht gefunden');
    await expect(page.getByText('Page not found: /career/unknown-id/')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expectSettled(page);
    await expectSameWindow(page);
  });

  test('when the release manifest cannot be loaded, a click falls back to a full page load of the target', async ({ page }) => {
    // The manifest carries what every page shares of the boot data: without it, no page is shown in place.
    await page.route('**/_sitegen/builds/meta/*.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await expectClickLoadsFully(page, '/services/', 'Leistungen');
  });

  for (const [failure, answer] of [
    ['a network error', (route: Route) => route.abort()],
    ['HTTP 500', (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ] as const) {
    test(`a payload that cannot be fetched (${failure}) falls back to a full page load of the target`, async ({ page }) => {
      await page.route('**/services/_payload.json*', answer);
      await expectClickLoadsFully(page, '/services/', 'Leistungen');
    });
  }

  test('when the release stylesheet cannot be loaded, the target still looks as a full load of it', async ({ page, context }) => {
    // As after a new release that removed the old one's files. The target inlines its own CSS on
    // a full load; shown in place it depends on the release stylesheet.
    await page.route(`**/${releaseStylesheetFile('*')}`, (route) => route.abort());
    await page.goto('/');
    await navLink(page, '/about-us/').click();
    await expect(page).toHaveURL('/about-us/');
    await page.waitForLoadState('load');
    await expectSettled(page);
    const fresh = await context.newPage();
    await fresh.goto('/about-us/');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await fresh.mouse.move(5, 5);
    const expected = await layout(fresh);
    await expect.poll(() => layout(page), { message: 'the page shown lacks the styles a full load has' }).toEqual(expected);
  });

  test('a navigation given up for Back does not take the visitor away when it fails afterwards', async ({ page }) => {
    await page.clock.install();
    await traceDocument(page);
    let failPayload!: () => void;
    const held = new Promise<void>((resolve) => (failPayload = resolve));
    await page.route('**/about-us/_payload.json*', async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/');
    await navLink(page, '/services/').click();
    await expect(page.locator('#app h1')).toHaveText('Leistungen');
    await markWindow(page);
    await stopPageTime(page);
    await navLink(page, '/about-us/').click();
    await expect(page.locator(OVERLAY)).toBeVisible();
    // The visitor gives up waiting and goes back; that navigation completes first.
    await page.clock.resume();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#app h1')).toHaveText(/Elektrotechnik/);
    await expectSettled(page);
    failPayload();
    // Wait until every fetch of the payload has failed and the code awaiting it (where a fallback
    // would start) has run: the trace marks a fetch settled a task after it settles. Then read,
    // in that same document, the navigations it started: a fallback (location.assign) or a late
    // swap (pushState) to /about-us/ would be among them. A document that is no longer the home
    // page's ends the wait too.
    const started = await page.waitForFunction(() => {
      if (location.pathname !== '/') return [`a new document at ${location.pathname}`];
      const payloads = window.__trace!.fetches.filter((entry) => entry.url.includes('/about-us/_payload.json'));
      return payloads.length > 0 && payloads.every((entry) => entry.settled === 'failed') && window.__trace!.navigations;
    });
    expect(await started.jsonValue(), 'the abandoned navigation took the visitor away after all').toEqual(['/services/', '/']);
    await expect(page).toHaveURL('/');
    await expectSameWindow(page);
  });
});

test.describe('islands', () => {
  test('the home page loads no island code and no React', async ({ page }) => {
    const scripts: { url: string; size: Promise<number> }[] = [];
    const requests = collectRequests(page);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({
          url: response.url(),
          size: response.body().then(
            (body) => body.length,
            () => -1,
          ),
        });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Pointing at the contact link prefetches its payload, never its island code.
    await navLink(page, '/contact/').hover();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/_sitegen/islands/'))).toEqual([]);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await script.size, script.url).toBeLessThan(20_000);
    expect(requests.filter((url) => url.includes('/_sitegen/messages/'))).toEqual([]);
  });

  for (const { path, from, error } of [
    { path: '/contact/', from: '/', error: 'Bitte geben Sie Ihren Namen an.' },
    { path: '/en/contact/', from: '/en/', error: 'Please enter your name.' },
  ]) {
    test(`the contact form on ${path} validates after a direct load, without console errors or warnings`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(path);
      await expect(page.locator(ISLAND)).toHaveAttribute('data-sitegen-hydrated', '');
      await page.locator(`${ISLAND} button[type="submit"]`).click();
      await expect(page.locator('#contact-name-error')).toHaveText(error);
      await expect(page.locator('#contact-name')).toBeFocused();
      expect(problems).toEqual([]);
    });

    test(`the contact form on ${path} validates after a client navigation, without console errors or warnings`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(from);
      await markWindow(page);
      await navLink(page, path).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator(ISLAND)).toHaveAttribute('data-sitegen-hydrated', '');
      await page.locator(`${ISLAND} button[type="submit"]`).click();
      await expect(page.locator('#contact-name-error')).toHaveText(error);
      await expectSameWindow(page);
      expect(problems).toEqual([]);
    });
  }
});

/** From the home page, a click on the nav link to `path` ends in a full page load showing `heading`. */
async function expectClickLoadsFully(page: Page, path: string, heading: string): Promise<void> {
  await page.goto('/');
  await markWindow(page);
  await navLink(page, path).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('#app h1')).toHaveText(heading);
  await page.waitForLoadState('load');
  await expectReloaded(page);
}
