/**
 * The release a tab runs and whether a newer one is out: the manifest of routes (prefetched
 * when the page is idle) and a check of `latest.json` on an interval and when the tab is shown.
 */
import type { RELEASE_POINTER_FILE, ReleaseManifestFile } from '../protocol/output-files.js';
import type { LatestRelease, ReleaseManifest } from '../shapes.js';

const MANIFEST_DELAY_MS = 1000;

export interface ReleaseWatch {
  /** The release's route list, loaded once. */
  manifest(): Promise<ReleaseManifest | undefined>;
  /** True once `latest.json` names another release: the next navigation loads fully. */
  isStale(): boolean;
}

export function watchRelease(buildId: string, checkIntervalMs: number): ReleaseWatch {
  let manifest: Promise<ReleaseManifest | undefined> | undefined;
  let stale = false;
  const loadManifest = () =>
    (manifest ??= fetch(`/_sitegen/builds/meta/${buildId}.json` satisfies `/${ReleaseManifestFile}`)
      .then((response) => (response.ok ? (response.json() as Promise<ReleaseManifest>) : undefined))
      .catch(() => undefined));

  const check = async () => {
    try {
      const response = await fetch(`/_sitegen/builds/latest.json?t=${Date.now()}` satisfies `/${typeof RELEASE_POINTER_FILE}?t=${number}`, {
        cache: 'no-store',
      });
      if (response.ok && ((await response.json()) as LatestRelease).id !== buildId) stale = true;
    } catch {
      // Offline or a hiccup: try again at the next check.
    }
  };
  setInterval(() => void check(), checkIntervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });

  // About a second after the page is idle, so it never competes with the page's own loading.
  const whenIdle = (callback: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 5000 }) : setTimeout(callback, 200);
  const schedule = () => whenIdle(() => setTimeout(() => void loadManifest(), MANIFEST_DELAY_MS));
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });

  return { manifest: loadManifest, isStale: () => stale };
}
