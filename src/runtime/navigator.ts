/**
 * Client navigation: load the target's payload and island code behind the overlay, wait the
 * short transition, swap the page in and make it look exactly like a full load of the URL.
 * Any failure falls back to the browser's own navigation, so a visitor never loses the page.
 */
import type { BootData, Payload } from '../shapes.js';
import { hydrateIslands, loadIslandChunk } from './islands.js';
import { hideOverlay, showOverlay } from './overlay.js';
import type { ReleaseWatch } from './release.js';
import { decideReload, parseReloadRecord, RELOAD_GUARD_KEY } from './reload-guard.js';
import { appRoot, settleFocus, swapPage } from './swap-page.js';

export const TRANSITION_MS = 100;

export interface NavigateOptions {
  /** Allow leaving the site for another origin. */
  external?: boolean;
  /** false for back/forward, which must not push a new history entry. */
  push?: boolean;
}

export interface Navigator {
  navigate(url: string | URL, options?: NavigateOptions): Promise<void>;
  prefetch(path: string): void;
  /** The path (and query) of the page being shown. */
  current(): string;
  /** Abandons a navigation in progress (Back to the page still on screen). */
  cancel(): void;
}

export function createNavigator(boot: BootData, release: ReleaseWatch, announce: (text: string) => void): Navigator {
  const payloads = new Map<string, Promise<Payload>>();
  let shown = location.pathname + location.search;
  let locale = boot.locale;
  let latest = 0;
  let stylesheet: Promise<void> | undefined;

  const fetchJson = (url: string) =>
    fetch(url).then((response) => (response.ok ? (response.json() as Promise<Payload>) : Promise.reject(new Error(`HTTP ${response.status} for ${url}`))));

  /** Payloads are fetched with the build id, so no cache ever mixes two releases. */
  const payloadFor = (path: string): Promise<Payload> => {
    let payload = payloads.get(path);
    if (!payload) {
      payload = fetchJson(`${path}_payload.json?v=${boot.buildId}`);
      payload.catch(() => payloads.delete(path));
      payloads.set(path, payload);
    }
    return payload;
  };

  /**
   * Every rule of the release, so pages whose CSS was not inlined here look right. If it cannot
   * load, the navigation falls back to a full load rather than show an unstyled page.
   */
  const loadStylesheet = () =>
    (stylesheet ??= new Promise<void>((resolve, reject) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: boot.stylesheet });
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        stylesheet = undefined;
        reject(new Error(`could not load ${boot.stylesheet}`));
      };
      document.head.append(link);
    }));

  /** The locale a path belongs to: its prefix, else the default locale. */
  const localeOf = (path: string) => boot.locales.find((code) => path.startsWith(`/${code}/`)) ?? boot.defaultLocale;

  async function errorPayload(status: number, path: string, message: string): Promise<Payload> {
    const target = localeOf(path);
    const payload = await fetchJson(boot.assets.errors[target]![String(status)]!);
    const fill = (html: string, attribute: string, text: string) => html.replace(`<span ${attribute}></span>`, `<span ${attribute}>${escapeText(text)}</span>`);
    return { ...payload, path, html: fill(fill(payload.html, 'data-sitegen-request-path', path), 'data-sitegen-error-message', message) };
  }

  async function navigate(input: string | URL, { external = false, push = true }: NavigateOptions = {}): Promise<void> {
    const url = new URL(input, location.href);
    if (url.origin !== location.origin) {
      if (!external) throw new Error(`sitegen: navigate() to ${url.origin} leaves the site; pass { external: true } to allow it`);
      location.assign(url.href);
      return;
    }
    if (release.isStale()) {
      location.assign(url.href); // a new release is out: load it fully
      return;
    }
    const id = ++latest;
    // A navigation the visitor has since replaced (another click, Back) must not act any more.
    const superseded = () => id !== latest;
    const started = performance.now();
    showOverlay(boot.loadingLabels[localeOf(url.pathname)] ?? 'Loading');
    let payload: Payload;
    try {
      const manifest = await release.manifest();
      const known = !manifest || manifest.routes.includes(url.pathname);
      payload = known ? await payloadFor(url.pathname) : await errorPayload(404, url.pathname, `Page not found: ${url.pathname}`);
      await loadStylesheet();
    } catch {
      if (!superseded()) location.assign(url.href);
      return;
    }
    try {
      await Promise.all(payload.islands.map((name) => loadIslandChunk(boot, name)));
    } catch (error) {
      if (superseded()) return;
      // A stale chunk after a new release: reload the target once, then show the error page.
      const decision = decideReload(Date.now(), parseReloadRecord(sessionStorage.getItem(RELOAD_GUARD_KEY)), url.pathname);
      if (decision.type === 'reload') {
        sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify(decision.record));
        location.assign(url.href);
        return;
      }
      payload = await errorPayload(500, url.pathname, (error as Error).message).catch(() => payload);
      payload = { ...payload, islands: [] };
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, TRANSITION_MS - (performance.now() - started))));
    if (superseded()) return;
    if (push) history.pushState(null, '', url.href);
    const root = appRoot(boot);
    swapPage(payload, root);
    shown = url.pathname + url.search;
    locale = payload.locale;
    hideOverlay();
    settleFocus(root, url.hash, announce);
    void hydrateIslands(root, boot, locale).catch((error: Error) => console.error('sitegen: an island failed to start:', error));
  }

  return {
    navigate,
    prefetch: (path) => void payloadFor(path).catch(() => undefined),
    current: () => shown,
    cancel: () => {
      latest += 1;
      hideOverlay();
    },
  };
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
