/**
 * What a navigation loads behind the overlay: payloads (kept per path, fetched with the build id so
 * no cache ever mixes two releases), a locale's error payload, and the release stylesheet. State
 * lives here, once per page, as the runtime is: module-level names also cost the bundle least.
 */
import { pathLocale } from '../protocol/head-links.js';
import { escapeHtml } from '../protocol/head-tags.js';
import type { ErrorPayloadFile, PAYLOAD_FILE_NAME, ReleaseStylesheetFile } from '../protocol/output-files.js';
import type { BootData, BootLocale, PageBoot, Payload } from '../shapes.js';

const payloads = new Map<string, Promise<Payload>>();
let stylesheet: Promise<void> | undefined;
/** Aborts the payload requests under way when a navigation gives up for a full load. */
let loads = new AbortController();

// A failed fetch only ever leads to a full load, so its reason (the response) is never shown.
const fetchJson = (url: string) =>
  fetch(url, { signal: loads.signal }).then((response) =>
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the reason is never read (see above)
    response.ok ? (response.json() as Promise<Payload>) : Promise.reject(response),
  );

/** Stops the requests under way: hung ones would hold the connections the full load needs. */
export function abortLoads(): void {
  loads.abort();
  loads = new AbortController();
}

export function payloadFor(boot: PageBoot, path: string): Promise<Payload> {
  let payload = payloads.get(path);
  if (!payload) {
    // With the origin in front, a path like `//host/` (a link to `/.//host/`) stays on this site.
    payload = fetchJson(`${location.origin}${path}${'_payload.json' satisfies typeof PAYLOAD_FILE_NAME}?v=${boot.buildId}`);
    payload.catch(() => payloads.delete(path));
    payloads.set(path, payload);
  }
  return payload;
}

/**
 * Every rule of the release, so pages whose CSS was not inlined here look right. If it cannot
 * load, the navigation falls back to a full load rather than show an unstyled page.
 */
export const loadStylesheet = (boot: PageBoot) =>
  (stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: `/_sitegen/builds/styles/${boot.buildId}.css` satisfies `/${ReleaseStylesheetFile}`,
    });
    link.onload = () => resolve();
    link.onerror = (event) => {
      link.remove();
      stylesheet = undefined;
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the reason is never read (a full load follows)
      reject(event);
    };
    document.head.append(link);
  }));

/** The locale a path belongs to: its prefix, else the default locale. */
export const localeOf = (boot: BootData, path: string): BootLocale => pathLocale(boot.locales, boot.defaultLocale, path)[0];

/** The error page for `status` in the locale of `path`, showing the path and (not on a 404) the message. */
export async function errorPayload(boot: BootData, status: number, path: string, message: string): Promise<Payload> {
  const payload = await fetchJson(
    `/_sitegen/errors/${boot.buildId}/${localeOf(boot, path).code}-${status}.json` satisfies `/${ErrorPayloadFile}`,
  );
  // The path and the message are shown as text, whatever characters they hold.
  const fill = (html: string, attribute: string, text: string) =>
    html.replace(`<span ${attribute}></span>`, `<span ${attribute}>${escapeHtml(text)}</span>`);
  return { ...payload, html: fill(fill(payload.html, 'data-sitegen-request-path', path), 'data-sitegen-error-message', message) };
}
