/**
 * The runtime's contract scenarios in Firefox ESR (contract sections 4–6), the ones
 * tests/browser/ checks in Chromium: detection on `/`, in-place navigation with the overlay and
 * Back/Forward, the language switch and its cookie, the 404 page in place, and the contact form's
 * validation. One build of the company site, one Firefox, a fresh browser context per test.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ID } from '../../src/protocol/dom-markers.js';
import type { PageBoot } from '../../src/shapes.js';
import { startSiteVariant, type SiteVariant } from '../browser/site-variant.js';
import { findFirefox, launchFirefox, markWindow, sameWindow, visible, waitForSettled, waitForText } from './firefox.js';

const COOKIE = 'i18n_redirected';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const OVERLAY = '[data-testid="loading-overlay"]';
const FORM = '[data-testid="contact-form"]';

let site: SiteVariant | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  findFirefox();
  site = await startSiteVariant('firefox', {});
  browser = await launchFirefox();
}, 120_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const url = (path: string) => `${site!.baseURL}${path}`;

/** A page in a browser context of its own (no cookies), German unless `locale` says otherwise. */
async function openPage(options: { locale?: string; userAgent?: string; cookie?: string } = {}): Promise<Page> {
  const context = await browser!.createBrowserContext();
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  if (options.locale) await page.emulateLocale(options.locale);
  if (options.userAgent) await page.setUserAgent({ userAgent: options.userAgent });
  if (options.cookie) await context.setCookie({ name: COOKIE, value: options.cookie, domain: '127.0.0.1', path: '/' });
  return page;
}

async function cookiesOf(page: Page) {
  return (await page.browserContext().cookies()).filter((cookie) => cookie.name === COOKIE);
}

/** The main-frame URLs the page commits from now on. */
function collectNavigations(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

describe('detection on the unprefixed home page (Firefox)', () => {
  const rows = [
    { name: 'no cookie and a British English browser: / becomes /en/', locale: 'en-GB', lands: '/en/' },
    { name: 'cookie en and a German browser: / becomes /en/', locale: 'de-DE', cookie: 'en', lands: '/en/' },
    { name: 'cookie de and an English browser: the cookie wins, / stays', locale: 'en-GB', cookie: 'de', lands: '/' },
    { name: 'Googlebot with an English browser language is not redirected', locale: 'en-GB', userAgent: GOOGLEBOT, lands: '/' },
  ];
  for (const row of rows) {
    it(row.name, async () => {
      const page = await openPage(row);
      const navigations = collectNavigations(page);
      await page.goto(url('/'));
      await page.waitForFunction((want) => location.pathname === want && document.querySelector('#app h1'), {}, row.lands);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(row.lands === '/en/' ? 'en-US' : 'de-DE');
      expect(navigations).toEqual(row.lands === '/' ? ['/'] : ['/', '/en/']);
      // Detection stores nothing: only the cookie the test set is there.
      expect((await cookiesOf(page)).map((cookie) => cookie.value)).toEqual(row.cookie ? [row.cookie] : []);
    });
  }
});

describe('in-place navigation (Firefox)', () => {
  it('a click on a site link shows the overlay with an 80 × 80 spinner, loads the payload with the build id and does not reload', async () => {
    const page = await openPage();
    // Hold the services payload (the prefetch and the click share it) until the overlay is checked.
    let releasePayload!: () => void;
    const held = new Promise<void>((resolve) => (releasePayload = resolve));
    const requested: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      requested.push(request.url());
      if (request.url().includes('/services/_payload.json')) void held.then(() => request.continue());
      else void request.continue();
    });
    await page.goto(url('/'));
    const { buildId } = JSON.parse(await page.$eval(`#${BOOT_DATA_ID}`, (element) => element.textContent)) as PageBoot;
    await markWindow(page);

    await (await visible(page, 'header a[href="/services/"]')).click();
    const spinner = await visible(page, `${OVERLAY} [role="progressbar"]`);
    expect(await spinner.evaluate((element) => [(element as HTMLElement).offsetWidth, (element as HTMLElement).offsetHeight])).toEqual([
      80, 80,
    ]);
    releasePayload();

    await waitForSettled(page, '/services/');
    await waitForText(page, '#app h1', 'Leistungen');
    expect(await sameWindow(page)).toBe(true);
    expect(requested).toContain(url(`/services/_payload.json?v=${buildId}`));
  });

  it('back and forward restore URL, title and h1 in place', async () => {
    const page = await openPage();
    await page.goto(url('/'));
    await markWindow(page);
    const visits: { path: string; heading: string; title?: string }[] = [
      { path: '/', heading: await page.$eval('#app h1', (element) => element.textContent) },
      { path: '/services/', heading: 'Leistungen' },
      { path: '/about-us/', heading: 'Über uns' },
    ];
    visits[0]!.title = await page.title();
    for (const visit of visits.slice(1)) {
      await (await visible(page, `header a[href="${visit.path}"]`)).click();
      await waitForSettled(page, visit.path);
      await waitForText(page, '#app h1', visit.heading);
      visit.title = await page.title();
    }
    expect(new Set(visits.map((visit) => visit.title)).size).toBe(3);

    for (const [go, visit] of [
      ['back', visits[1]!],
      ['back', visits[0]!],
      ['forward', visits[1]!],
      ['forward', visits[2]!],
    ] as const) {
      await (go === 'back' ? page.goBack() : page.goForward());
      await waitForSettled(page, visit.path);
      await waitForText(page, '#app h1', visit.heading);
      expect(await page.title(), `${go} to ${visit.path}`).toBe(visit.title);
    }
    expect(await sameWindow(page)).toBe(true);
  });
});

describe('the language switch (Firefox)', () => {
  it('choosing English stores i18n_redirected=en for a year on / (SameSite=Lax) in place; choosing German stores de', async () => {
    const page = await openPage();
    await page.goto(url('/services/photovoltaics/'));
    await markWindow(page);
    await (await visible(page, 'a[data-switch-locale="en"]')).click();
    await waitForSettled(page, '/en/services/photovoltaics/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await sameWindow(page)).toBe(true);

    const [cookie, ...others] = await cookiesOf(page);
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await (await visible(page, 'a[data-switch-locale="de"]')).click();
    await waitForSettled(page, '/services/photovoltaics/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect((await cookiesOf(page)).map((entry) => entry.value)).toEqual(['de']);
  });
});

describe('the 404 page in place (Firefox)', () => {
  it('a click on a link to an unknown posting renders the German 404 page in place', async () => {
    const page = await openPage();
    await page.goto(url('/services/'));
    await markWindow(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/career/unknown-id/', id: 'injected', textContent: 'unknown' });
      document.querySelector('#app main')!.prepend(link);
    });
    await page.click('#injected');
    await waitForSettled(page, '/career/unknown-id/');
    await waitForText(page, '#app h1', 'Seite nicht gefunden');
    expect(await page.$eval('#app', (element) => element.textContent)).toContain('Page not found: /career/unknown-id/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await sameWindow(page)).toBe(true);
  });

  it('navigate() to an unknown route under /en/ renders the English 404 page in place', async () => {
    const page = await openPage();
    await page.goto(url('/about-us/'));
    await markWindow(page);
    await page.evaluate(() =>
      (window as unknown as { sitegen: { navigate(to: string): Promise<void> } }).sitegen.navigate('/en/no-such-page/'),
    );
    await waitForSettled(page, '/en/no-such-page/');
    await waitForText(page, '#app h1', 'Page Not Found');
    expect(await page.$eval('#app', (element) => element.textContent)).toContain('Page not found: /en/no-such-page/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await sameWindow(page)).toBe(true);
  });
});

type FormErrors = Record<'name' | 'email' | 'topic' | 'message' | 'emailInvalid' | 'phoneInvalid' | 'messageShort', string>;
const formErrors = (locale: 'de' | 'en') =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { contact: { form: { errors: FormErrors } } }).contact.form.errors;

/** Waits for the field's own message, marked invalid and named in its description. */
async function expectFieldError(page: Page, field: string, text: string): Promise<void> {
  await waitForText(page, `#contact-${field}-error`, text);
  const input = await page.$eval(`#contact-${field}`, (element) => [
    element.getAttribute('aria-invalid'),
    element.getAttribute('aria-describedby'),
  ]);
  expect(input[0], field).toBe('true');
  expect(input[1], field).toMatch(new RegExp(`\\bcontact-${field}-error\\b`));
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe('the contact form (Firefox)', () => {
  for (const { locale, from, path, summary } of [
    { locale: 'de', from: '/', path: '/contact/', summary: 'Bitte prüfen Sie 4 Angaben im Formular.' },
    { locale: 'en', from: '/en/', path: '/en/contact/', summary: 'Please check 4 fields in the form.' },
  ] as const) {
    it(`after a client navigation to ${path}, an empty form names every required field and focuses the first, without console errors`, async () => {
      const page = await openPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn') problems.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
      await page.goto(url(from));
      await markWindow(page);
      await (await visible(page, `header a[href="${path}"]`)).click();
      await waitForSettled(page, path);
      // Hydrated: the island switched off the browser's own validation in favour of its messages.
      await page.waitForFunction((css) => document.querySelector<HTMLFormElement>(css)?.noValidate === true, {}, FORM);
      await page.click(`${FORM} button[type="submit"]`);
      const errors = formErrors(locale);
      for (const field of ['name', 'email', 'topic', 'message'] as const) await expectFieldError(page, field, errors[field]);
      expect(await page.$('#contact-phone-error')).toBeNull();
      expect(await focusedId(page)).toBe('contact-name');
      await waitForText(page, '[data-testid="contact-alert"][role="alert"]', summary);
      expect(await sameWindow(page)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  it('wrong email, phone and a too-short message get their own messages; fixing a field clears its message (direct load)', async () => {
    const page = await openPage();
    await page.goto(url('/contact/'));
    await page.waitForFunction((css) => document.querySelector<HTMLFormElement>(css)?.noValidate === true, {}, FORM);
    for (const [field, value] of [
      ['name', 'Erika Beispiel'],
      ['email', 'erika@beispiel'],
      ['phone', 'call me'],
      ['message', 'Hallo'],
    ])
      await page.locator(`#contact-${field}`).fill(value!);
    await page.select('#contact-topic', 'photovoltaics');
    await page.click(`${FORM} button[type="submit"]`);
    const errors = formErrors('de');
    await expectFieldError(page, 'email', errors.emailInvalid);
    await expectFieldError(page, 'phone', errors.phoneInvalid);
    await expectFieldError(page, 'message', errors.messageShort);
    expect(await focusedId(page)).toBe('contact-email');
    await page.locator('#contact-email').fill('erika@beispiel.de');
    await page.waitForSelector('#contact-email-error', { hidden: true });
    expect(await page.$eval('#contact-email', (element) => element.getAttribute('aria-invalid'))).not.toBe('true');
  });
});
