/**
 * Firefox for the runtime's contract scenarios: Debian's firefox-esr (or FIREFOX_PATH) driven by
 * puppeteer-core over WebDriver BiDi, so nothing is downloaded. Missing Firefox fails the tests
 * (never skips them) with how to install it.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

const DEFAULT_PATH = '/usr/bin/firefox-esr';
const HOW_TO_INSTALL = 'Install it with "sudo apt-get install firefox-esr" (Debian/Ubuntu), or point FIREFOX_PATH at a Firefox binary.';

export function findFirefox(): string {
  const configured = process.env.FIREFOX_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`FIREFOX_PATH is set to ${configured}, but there is no file there.\n${HOW_TO_INSTALL}`);
    return configured;
  }
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  throw new Error(`The Firefox tests need Firefox ESR, and there is none at ${DEFAULT_PATH}.\n${HOW_TO_INSTALL}`);
}

/**
 * Keeps Firefox off the network (this machine and CI may have none): puppeteer's profile already
 * silences updates, Normandy and safe browsing; these are the services it leaves on.
 */
const OFFLINE_PREFS = {
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.safebrowsing.update.enabled': false,
  'captivedetect.canonicalURL': '',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.server': '',
  'datareporting.usage.uploadEnabled': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'extensions.blocklist.enabled': false,
  'media.gmp-gmpopenh264.enabled': false,
  'security.OCSP.enabled': 0,
  'security.remote_settings.crlite_filters.enabled': false,
  'services.settings.poll_interval': 86_400 * 365,
  // A German browser unless a test emulates another locale, as in the Chromium runtime tests.
  'intl.accept_languages': 'de-DE,de',
};

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    extraPrefsFirefox: OFFLINE_PREFS,
  });
}

/** The first visible element matching `selector` (the header's mobile menu copies are hidden at 1280 px). */
export async function visible(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (css) => [...document.querySelectorAll(css)].find((element) => element.checkVisibility()),
    {},
    selector,
  );
  return handle as ElementHandle<Element>;
}

/** Waits until the element's text is `text`, and says what it was instead when it never gets there. */
export async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  try {
    await page.waitForFunction((css, want) => document.querySelector(css)?.textContent === want, {}, selector, text);
  } catch (error) {
    const actual = await page.evaluate((css) => document.querySelector(css)?.textContent ?? '(no element)', selector);
    throw new Error(`Expected ${selector} on ${page.url()} to read "${text}", it reads "${actual}"`, { cause: error });
  }
}

/** Waits until the page is at `path` (path, query and hash) and its in-place navigation has finished. */
export async function waitForSettled(page: Page, path: string): Promise<void> {
  try {
    await page.waitForFunction(
      (want) =>
        location.pathname + location.search + location.hash === want &&
        document.body.getAttribute('aria-busy') !== 'true' &&
        !document.querySelector<HTMLElement>('[data-testid="loading-overlay"]')?.checkVisibility(),
      {},
      path,
    );
  } catch (error) {
    throw new Error(`Expected the page to settle at ${path}, it is at ${page.url()}`, { cause: error });
  }
}

/** Marks the window, so `sameWindow` tells whether a navigation happened in place. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as { __marker?: string }).__marker = 'same-window'));
}

export async function sameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __marker?: string }).__marker === 'same-window');
}
