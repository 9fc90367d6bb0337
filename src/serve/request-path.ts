/** Decisions about a request path, as values. Pure. */

/** A path whose last segment has no dot and no trailing slash gets a permanent redirect to the slash form. */
export function trailingSlashRedirect(pathname: string, search: string): string | undefined {
  if (pathname.endsWith('/')) return undefined;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  // `//evil.example` would leave the site as a protocol-relative URL.
  const safe = `/${pathname.replace(/^\/+/, '')}`;
  return `${safe}/${search}`;
}

/** Which 404 page answers a path: the locale's own under its prefix, the default one otherwise. */
export function notFoundFile(pathname: string, locales: string[]): string {
  const prefix = pathname.split('/')[1] ?? '';
  return locales.includes(prefix) ? `${prefix}/404.html` : '404.html';
}

/** A path with a segment starting with a dot (`/.env`, `/x/.git/config`), except `/.well-known/`. */
export function isHiddenPath(pathname: string): boolean {
  return pathname.split('/').some((segment, index) => segment.startsWith('.') && !(index === 1 && segment === '.well-known'));
}

/** `_headers` and `_redirects` configure the host; Netlify and Cloudflare Pages never serve them. */
export function isHostConfigFile(pathname: string): boolean {
  return pathname === '/_headers' || pathname === '/_redirects';
}
