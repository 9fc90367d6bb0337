/** Shared helpers for the client-runtime browser tests. */
import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import type { BootData } from '../../src/shapes.js';

declare global {
  interface Window {
    /** Set by a test before an action; still there afterwards only if the window was not reloaded. */
    __marker?: string;
  }
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

export async function bootData(page: Page): Promise<BootData> {
  return JSON.parse((await page.locator('#sitegen-boot').textContent())!) as BootData;
}

/** A main-navigation link in the header (the mobile copy is hidden at desktop widths). */
export function navLink(page: Page, href: string): Locator {
  return page.locator(`header a[href="${href}"]:visible`).first();
}

/** The visible language-switch link for a locale. */
export function switchLink(page: Page, locale: string): Locator {
  return page.locator(`a[data-switch-locale="${locale}"]:visible`).first();
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
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as [string | null, string | null]),
      social: [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name'), meta.getAttribute('content')] as [string | null, string | null]),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
      switchLinks: [...document.querySelectorAll('a[data-switch-locale]')].map((link) => [link.getAttribute('data-switch-locale'), link.getAttribute('href')] as [string | null, string | null]),
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
