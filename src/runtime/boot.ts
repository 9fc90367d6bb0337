/**
 * `sitegen/runtime`: runs on every page, without React. Takes over plain clicks on site links,
 * writes the language cookie when a switch link is chosen, prefetches payloads, watches for new
 * releases and hydrates the page's islands. Exposes `window.sitegen.navigate`.
 */
import type { BOOT_DATA_ID, REQUEST_PATH_ATTRIBUTE } from '../protocol/dom-markers.js';
import type { DEFAULT_CHECK_INTERVAL_MS } from '../protocol/boot-data.js';
import type { HASHED_DIR } from '../protocol/output-files.js';
import type { PageBoot } from '../shapes.js';
import { startIslands } from './islands.js';
import { shouldIntercept } from './link-target.js';
import { writeLocaleCookie } from './locale-cookie.js';
import { createNavigator, type Navigator } from './navigator.js';
import { watchRelease } from './release.js';
import { appRoot, KEEP_ATTRIBUTE } from './swap-page.js';

declare global {
  interface Window {
    sitegen?: { navigate: Navigator['navigate']; buildId: string };
  }
}

const boot = JSON.parse(document.getElementById('sitegen-boot' satisfies typeof BOOT_DATA_ID)!.textContent) as PageBoot;
const release = watchRelease(boot.buildId, boot.checkIntervalMs ?? (3_600_000 satisfies typeof DEFAULT_CHECK_INTERVAL_MS));
const navigator = createNavigator(boot, release, createAnnouncer());
window.sitegen = { navigate: navigator.navigate, buildId: boot.buildId };

// A 404 page served by a static host shows the path the visitor asked for.
for (const slot of document.querySelectorAll('[data-sitegen-request-path]' satisfies `[${typeof REQUEST_PATH_ATTRIBUTE}]`)) {
  if (!slot.textContent) slot.textContent = location.pathname;
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || event.defaultPrevented) return;
  const switchTo = link.getAttribute('data-switch-locale');
  if (switchTo) writeLocaleCookie(boot.cookie, switchTo); // the visitor's own choice, before leaving
  const intercept = shouldIntercept({
    href: link.href,
    origin: location.origin,
    current: location.href,
    button: event.button,
    modified: event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
    target: link.getAttribute('target'),
    download: link.hasAttribute('download'),
    rel: link.getAttribute('rel'),
  });
  if (!intercept) return;
  event.preventDefault();
  void navigator.navigate(link.href);
});

addEventListener('popstate', () => {
  // Back to the page still on screen (a navigation was under way) or a hash change within it:
  // nothing to load, but a pending navigation must not take over afterwards.
  if (location.pathname + location.search === navigator.current()) {
    navigator.cancel();
    return;
  }
  void navigator.navigate(location.href, { push: false });
});

// Payloads of links that come into view or are pointed at are fetched ahead of the click.
const prefetchLink = (link: HTMLAnchorElement) => {
  try {
    const url = new URL(link.href); // throws for an href no URL can be made of (`http://[x`), and an SVG link's
    if (
      url.origin === location.origin &&
      url.pathname.endsWith('/') &&
      url.pathname !== location.pathname &&
      !url.pathname.startsWith('/_sitegen/' satisfies `/${typeof HASHED_DIR}`)
    )
      navigator.prefetch(url.pathname);
  } catch {
    // Not a link the runtime could navigate to either: the browser deals with it.
  }
};
// Every browser that runs this module (ES2020) has IntersectionObserver.
const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer.unobserve(entry.target);
    prefetchLink(entry.target as HTMLAnchorElement);
  }
});
const observeLinks = () => {
  for (const link of appRoot(boot).querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(link);
};
const onPoint = (event: Event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (link) prefetchLink(link);
};
document.addEventListener('mouseover', onPoint, { passive: true });
document.addEventListener('focusin', onPoint, { passive: true });
document.addEventListener('touchstart', onPoint, { passive: true });
observeLinks();
new MutationObserver(observeLinks).observe(appRoot(boot), { childList: true });

startIslands(document, boot, boot.locale);

/** A polite live region that reads the new page's title after an in-place navigation. */
function createAnnouncer(): (text: string) => void {
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.sitegenAnnouncer = '';
  region.setAttribute(KEEP_ATTRIBUTE, '');
  region.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  document.body.append(region);
  return (text) => {
    region.textContent = '';
    setTimeout(() => (region.textContent = text), 50);
  };
}
