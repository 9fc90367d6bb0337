/** Cache-Control for a request path of a built site. Pure. */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const SHORT = 'public, max-age=3600';

/**
 * Content-hashed files under `_sitegen/` never change, so browsers keep them for a year.
 * `latest.json` is how open tabs notice a release, and pages and payloads must show it at once,
 * so those are revalidated on every use (cheap with ETags). Public files get an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname === '/_sitegen/builds/latest.json') return REVALIDATE;
  if (pathname.startsWith('/_sitegen/')) return IMMUTABLE;
  if (pathname.endsWith('/') || pathname.endsWith('.html') || pathname.endsWith('.json')) return REVALIDATE;
  return SHORT;
}
