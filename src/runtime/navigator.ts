/**
 * Client navigation: load the target's payload and island code behind the overlay, wait the
 * short transition, swap the page in and make it look exactly like a full load of the URL.
 * Any failure falls back to the browser's own navigation, so a visitor never loses the page.
 */
import type { DEFAULT_PAYLOAD_TIMEOUT_MS } from '../protocol/boot-data.js';
import type { BootData, PageBoot, Payload } from '../shapes.js';
import { loadIslandChunk, startIslands } from './islands.js';
import { hideOverlay, showOverlay } from './overlay.js';
import { abortLoads, errorPayload, loadStylesheet, localeOf, payloadFor } from './page-loads.js';
import type { ReleaseWatch } from './release.js';
import { decideReload, readReloadRecord, writeReloadRecord } from './reload-guard.js';
import { routeOf } from './link-target.js';
import { appRoot, settleFocus, swapPage } from './swap-page.js';

export const TRANSITION_MS = 100;
/**
 * The longest a navigation waits for its payload, styles and island code before it gives up for
 * a full load of the target, unless the boot data says otherwise (config `navigation.payloadTimeoutMs`):
 * the visitor is never left behind the overlay.
 */
export const PAYLOAD_TIMEOUT_MS = 5000 satisfies typeof DEFAULT_PAYLOAD_TIMEOUT_MS;

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

export function createNavigator(boot: PageBoot, release: ReleaseWatch, announce: (text: string) => void): Navigator {
  let shown = location.pathname + location.search;
  let latest = 0;

  async function navigate(input: string | URL, { external = false, push = true }: NavigateOptions = {}): Promise<void> {
    const url = new URL(input, location.href);
    // Another origin, or any page once a new release is out: the browser loads it.
    if (url.origin !== location.origin || release.isStale()) return leave(url, external);
    const id = ++latest;
    // A navigation the visitor has since replaced (another click, Back) must not act any more.
    const superseded = () => id !== latest;
    // Any failure, or a page that has not loaded within the limit, becomes the browser's own load
    // of the target. The overlay goes first: a load that is stopped, slow or answered 204 leaves
    // this page on screen, and it must stay usable.
    const fallback = () => {
      if (superseded()) return;
      cancel();
      abortLoads();
      location.assign(url.href);
    };
    const deadline = setTimeout(fallback, boot.payloadTimeoutMs ?? PAYLOAD_TIMEOUT_MS);
    const started = performance.now();
    try {
      const route = routeOf(url.pathname);
      const loaded = await loadPage(boot, release, url.pathname, superseded, fallback);
      if (!loaded) return;
      const [site, payload] = loaded;
      // A delay below 0 waits 0 ms: what is left of the transition, if anything.
      await new Promise((resolve) => setTimeout(resolve, TRANSITION_MS - (performance.now() - started)));
      if (superseded()) return;
      clearTimeout(deadline);
      if (push) history.pushState(null, '', url.href);
      const root = appRoot(boot);
      swapPage(site, route, payload, root);
      shown = url.pathname + url.search;
      hideOverlay();
      settleFocus(root, url.hash, announce);
      startIslands(root, site, localeOf(site, route).code);
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
    prefetch: (path) => void payloadFor(boot, path).catch(() => undefined),
    current: () => shown,
    cancel,
  };
}

/** The browser's own load of `url`: for another origin only when `external` allows it. */
function leave(url: URL, external: boolean): void {
  if (url.origin !== location.origin && !external)
    throw new Error(`sitegen: navigate() to ${url.origin} leaves the site; pass { external: true } to allow it`);
  location.assign(url.href);
}

/**
 * The page to show at `path` (or the route it names, routeOf) with everything it needs loaded, behind the overlay: the release
 * manifest, whose boot part completes the boot data, its payload (or the 404 error page for a
 * route the release does not have), the release stylesheet and its island chunks. Nothing when
 * the navigation was superseded meanwhile, or when a stale chunk after a new release makes it
 * `fallback` to a full load (once; then it shows the 500 error page). Without a manifest it throws:
 * the browser loads the page.
 */
async function loadPage(
  page: PageBoot,
  release: ReleaseWatch,
  path: string,
  superseded: () => boolean,
  fallback: () => void,
): Promise<[BootData, Payload] | undefined> {
  const manifest = (await release.manifest())!;
  const boot = Object.assign(page, manifest.boot);
  showOverlay(localeOf(boot, path).loading);
  // The 404 page shows the path as the visitor's address bar does.
  const route = routeOf(path);
  let payload = manifest.routes.includes(route) ? await payloadFor(boot, route) : await errorPayload(boot, 404, path, '');
  await loadStylesheet(boot);
  // A payload whose islands are not a list is not a payload (a proxy's answer): it throws here.
  const failure = await Promise.all(payload.islands.map((name) => loadIslandChunk(boot, name))).then(
    () => undefined,
    (error: Error) => error,
  );
  if (superseded()) return;
  if (failure) {
    const decision = decideReload(Date.now(), readReloadRecord(), path);
    if (decision.type === 'reload') {
      writeReloadRecord(decision.record);
      return void fallback();
    }
    payload = { ...(await errorPayload(boot, 500, path, failure.message).catch(() => payload)), islands: [] };
  }
  return [boot, payload];
}
