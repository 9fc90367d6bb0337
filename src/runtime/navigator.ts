/**
 * Client navigation: load the target's payload and island code behind the overlay, wait the
 * short transition, swap the page in and make it look exactly like a full load of the URL.
 * Any failure falls back to the browser's own navigation, so a visitor never loses the page.
 */
import type { PAYLOAD_FILE_NAME } from '../protocol/output-files.js';
import type { BootData, Payload } from '../shapes.js';
import { loadIslandChunk, startIslands } from './islands.js';
import { hideOverlay, showOverlay } from './overlay.js';
import type { ReleaseWatch } from './release.js';
import { decideReload, readReloadRecord, writeReloadRecord } from './reload-guard.js';
import { appRoot, settleFocus, swapPage } from './swap-page.js';

export const TRANSITION_MS = 100;
/**
 * The longest a navigation waits for its payload, styles and island code before it gives up for
 * a full load of the target: the visitor is never left behind the overlay.
 */
export const PAYLOAD_TIMEOUT_MS = 5000;

export interface NavigateOptions {
  /** Allow leaving the site for another origin. */
  external?: boolean;
  /** false for back/forward, which must not push a new history entry. */
  push?: boolean;
}

export interface Navigator {
  navigate: (url: string | URL, options?: NavigateOptions) => Promise<void>;
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
  /** Aborts the payload requests under way when a navigation gives up for a full load. */
  let loads = new AbortController();

  // A failed fetch only ever leads to a full load, so its reason (the response) is never shown.
  const fetchJson = (url: string) =>
    fetch(url, { signal: loads.signal }).then((response) =>
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the reason is never read (see above)
      response.ok ? (response.json() as Promise<Payload>) : Promise.reject(response),
    );

  /** Payloads are fetched with the build id, so no cache ever mixes two releases. */
  const payloadFor = (path: string): Promise<Payload> => {
    let payload = payloads.get(path);
    if (!payload) {
      payload = fetchJson(`${path}${'_payload.json' satisfies typeof PAYLOAD_FILE_NAME}?v=${boot.buildId}`);
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
    const fill = (html: string, attribute: string, text: string) =>
      html.replace(`<span ${attribute}></span>`, `<span ${attribute}>${escapeText(text)}</span>`);
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
    // Any failure, or a page that has not loaded within the limit, becomes the browser's own load
    // of the target. The overlay goes first: a load that is stopped, slow or answered 204 leaves
    // this page on screen, and it must stay usable.
    const fallback = () => {
      if (superseded()) return;
      cancel();
      loads.abort(); // hung requests would hold the connections the full load needs
      loads = new AbortController();
      location.assign(url.href);
    };
    const deadline = setTimeout(fallback, PAYLOAD_TIMEOUT_MS);
    const started = performance.now();
    showOverlay(boot.loadingLabels[localeOf(url.pathname)] ?? 'Loading');
    try {
      const manifest = await release.manifest();
      const known = !manifest || manifest.routes.includes(url.pathname);
      let payload = known ? await payloadFor(url.pathname) : await errorPayload(404, url.pathname, `Page not found: ${url.pathname}`);
      await loadStylesheet();
      // A payload whose islands are not a list is not a payload (a proxy's answer): it throws here.
      const failure = await Promise.all(payload.islands.map((name) => loadIslandChunk(boot, name))).then(
        () => undefined,
        (error: Error) => error,
      );
      if (superseded()) return;
      if (failure) {
        // A stale chunk after a new release: reload the target once, then show the error page.
        const decision = decideReload(Date.now(), readReloadRecord(), url.pathname);
        if (decision.type === 'reload') {
          writeReloadRecord(decision.record);
          return fallback();
        }
        payload = { ...(await errorPayload(500, url.pathname, failure.message).catch(() => payload)), islands: [] };
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, TRANSITION_MS - (performance.now() - started))));
      if (superseded()) return;
      clearTimeout(deadline);
      if (push) history.pushState(null, '', url.href);
      const root = appRoot(boot);
      swapPage(payload, root);
      shown = url.pathname + url.search;
      locale = payload.locale;
      hideOverlay();
      settleFocus(root, url.hash, announce);
      startIslands(root, boot, locale);
    } catch {
      // Whatever failed (a fetch, a payload that is not one, the swap), the browser loads the target.
      fallback();
    } finally {
      clearTimeout(deadline);
    }
  }

  function cancel(): void {
    latest += 1;
    hideOverlay();
  }

  return {
    navigate,
    prefetch: (path) => void payloadFor(path).catch(() => undefined),
    current: () => shown,
    cancel,
  };
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
