/** Shared helpers for the client-runtime browser tests. */
import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { BOOT_DATA_ID } from '../../src/protocol/dom-markers.js';
import { clientMessagesFile } from '../../src/protocol/output-files.js';
import type { PageBoot } from '../../src/shapes.js';

declare global {
  interface Window {
    /** Set by a test before an action; still there afterwards only if the window was not reloaded. */
    __marker?: string;
    /** What `traceDocument` records in each document the page loads. */
    __trace?: DocumentTrace;
  }
}

export interface TracedFetch {
  url: string;
  /** `performance.now()` when fetch() was called (the page's clock: a fake one when installed). */
  started: number;
  /** Set a task after the fetch settled, so whatever awaited it has run by then. */
  settled?: 'ok' | 'failed';
  /** Set a task after the body was read with json(), so whatever awaited that has run by then. */
  read?: boolean;
}

export interface DocumentTrace {
  /** `performance.now()` at the document's load event. */
  loadAt?: number;
  /**
   * The path of every navigation the document starts: links, location.assign, pushState, Back.
   * The Navigation API's navigate event fires synchronously with each, so nothing is missed.
   */
  navigations: string[];
  fetches: TracedFetch[];
}

/** Marks the current window, so a later `expectSameWindow` proves no full page load happened. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__marker = 'same-window';
  });
}

export async function windowMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => window.__marker);
}

export async function expectSameWindow(page: Page): Promise<void> {
  expect(await windowMarker(page), 'the window was reloaded, but the navigation should have happened in place').toBe('same-window');
}

export async function expectReloaded(page: Page): Promise<void> {
  expect(await windowMarker(page), 'the window was not reloaded, but a full page load was expected').toBeUndefined();
}

export async function bootData(page: Page): Promise<PageBoot> {
  return JSON.parse((await page.locator(`#${BOOT_DATA_ID}`).textContent())!) as PageBoot;
}

/** The URL of a locale's client message file, as the runtime makes it from the page's boot data. */
export async function messagesUrl(page: Page, locale: string): Promise<string> {
  const { messages } = await bootData(page);
  expect(messages, 'a page with islands names the messages hash').toBeDefined();
  return `/${clientMessagesFile(locale, messages!)}`;
}

/** A main-navigation link in the header (the mobile copy is hidden at desktop widths). */
export function navLink(page: Page, href: string): Locator {
  return page.locator(`header a[href="${href}"]:visible`).first();
}

/** The visible language-switch link for a locale. */
export function switchLink(page: Page, locale: string): Locator {
  return page.locator(`a[data-switch-locale="${locale}"]:visible`).first();
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the load), so while a test
 * holds a load back, the runtime's time limit for a navigation cannot run out, however long the
 * checks take on a busy machine. `page.clock.resume()` lets the page's time flow again.
 */
export async function stopPageTime(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Resolves once an in-place navigation has finished: the overlay is gone and the body is no longer busy. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="loading-overlay"]')).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('aria-busy', 'true');
}

/** Adds a link at the top of the page's main content and returns it. */
export async function injectLink(page: Page, href: string, attributes: Record<string, string> = {}): Promise<Locator> {
  await page.evaluate(
    ({ href, attributes }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = `test link to ${href}`;
      link.id = 'injected-test-link';
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      const host = document.querySelector('#app main') ?? document.getElementById('app')!;
      host.prepend(link);
    },
    { href, attributes },
  );
  return page.locator('#injected-test-link');
}

export interface PageSnapshot {
  app: string;
  title: string;
  description: string | null;
  robots: string | null;
  lang: string;
  canonical: string | null;
  alternates: [string | null, string | null][];
  /** Open Graph and Twitter card tags: [property or name, content]. */
  social: [string | null, string | null][];
  /** The text of every JSON-LD block. */
  jsonLd: (string | null)[];
  switchLinks: [string | null, string | null][];
}

/**
 * What a visitor and a crawler see of the page, minus the two attributes the runtime adds on its
 * own (`data-sitegen-hydrated` on islands, `tabindex="-1"` on the focused h1).
 */
export async function snapshot(page: Page): Promise<PageSnapshot> {
  return page.evaluate(() => {
    const app = document.getElementById('app')!.cloneNode(true) as HTMLElement;
    for (const element of app.querySelectorAll('[data-sitegen-hydrated]')) element.removeAttribute('data-sitegen-hydrated');
    for (const heading of app.querySelectorAll('h1[tabindex="-1"]')) heading.removeAttribute('tabindex');
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      app: app.innerHTML,
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      lang: document.documentElement.lang,
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as [string | null, string | null],
      ),
      social: [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map(
        (meta) =>
          [meta.getAttribute('property') ?? meta.getAttribute('name'), meta.getAttribute('content')] as [string | null, string | null],
      ),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
      switchLinks: [...document.querySelectorAll('a[data-switch-locale]')].map(
        (link) => [link.getAttribute('data-switch-locale'), link.getAttribute('href')] as [string | null, string | null],
      ),
    };
  });
}

/**
 * How the page looks: for every rendered element of `#app`, its box (in document coordinates)
 * and the computed styles that show. Put the pointer and focus in the same place on the pages you
 * compare: hover and focus styles count too.
 */
export async function layout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#app *')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (style.display === 'none') return [];
      const round = (value: number) => Math.round(value);
      return [
        [
          element.tagName.toLowerCase(),
          `${round(box.x + scrollX)},${round(box.y + scrollY)} ${round(box.width)}×${round(box.height)}`,
          style.display,
          style.position,
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.lineHeight,
          style.padding,
          style.margin,
          `${style.color} ${style.backgroundColor} ${style.borderColor}`,
        ].join(' | '),
      ];
    }),
  );
}

/** Collects console errors and warnings and uncaught exceptions of a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Every request URL a page makes from now on. */
export function collectRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Counts the load events of a page's main frame (the first `goto` included). */
export function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('load', () => counter.count++);
  return counter;
}

/**
 * Records, in every document the page loads from now on, its load time, the navigations it starts
 * and its fetches (see `DocumentTrace`). Call after `page.clock.install()` when a test uses both,
 * so the times are the fake clock's.
 */
export async function traceDocument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const trace: DocumentTrace = { navigations: [], fetches: [] };
    window.__trace = trace;
    addEventListener('load', () => (trace.loadAt = performance.now()), { once: true });
    // Not in TypeScript's DOM library yet; Chromium has it.
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) =>
      trace.navigations.push(new URL((event as unknown as { destination: { url: string } }).destination.url).pathname),
    );
    // A task later, through a message port: a fake clock (page.clock) holds timers, not messages.
    const queue: (() => void)[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
    const later = (action: () => void) => {
      queue.push(action);
      channel.port2.postMessage(null);
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the page's own fetch, wrapped and called as the page would
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      const entry: TracedFetch = {
        url: new URL(input instanceof Request ? input.url : String(input), location.href).href,
        started: performance.now(),
      };
      trace.fetches.push(entry);
      const response = fetch(input, init);
      response.then(
        (answer) => {
          // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with this = the response
          const json = answer.json;
          answer.json = function () {
            const body = json.call(this);
            const read = () => later(() => (entry.read = true));
            body.then(read, read);
            return body;
          };
          later(() => (entry.settled = 'ok'));
        },
        () => later(() => (entry.settled = 'failed')),
      );
      return response;
    };
  });
}

/** The trace of the page's current document. */
export async function documentTrace(page: Page): Promise<DocumentTrace> {
  return page.evaluate(() => window.__trace ?? { navigations: ['the trace did not run'], fetches: [] });
}
