/**
 * Where a URL in the built site points: outside the site, or a path of it, and then which output
 * file answers that path the way `sitegen serve` and static hosts do (`/x/` → `x/index.html`).
 * Pure.
 */

export type Location =
  | { type: 'external' }
  /** `path` is decoded and starts with `/`; `fragment` is decoded, without `#`. */
  | { type: 'site'; path: string; fragment?: string };

export type Resolution =
  | { type: 'file'; file: string }
  /** The path names a folder without its trailing slash: it works only through a redirect. */
  | { type: 'redirect'; to: string }
  | { type: 'missing'; file: string };

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/**
 * @param url as written in the document
 * @param pagePath the site path of the document it is in (`/en/about-us/`, `/404.html`), against
 *   which relative URLs resolve
 * @param siteUrl the public origin (and base path) the site is built for, without trailing slash;
 *   absolute URLs under it belong to the site
 */
export function locateUrl(url: string, pagePath: string, siteUrl: string | undefined): Location {
  const trimmed = url.trim();
  let path: string;
  if (trimmed.startsWith('//')) {
    if (!siteUrl || !`${protocolOf(siteUrl)}${trimmed}`.startsWith(`${siteUrl}/`)) return { type: 'external' };
    path = `${protocolOf(siteUrl)}${trimmed}`.slice(siteUrl.length);
  } else if (SCHEME.test(trimmed)) {
    if (!siteUrl || !isOnSite(trimmed, siteUrl)) return { type: 'external' };
    path = trimmed.slice(siteUrl.length) || '/';
  } else if (trimmed.startsWith('/')) {
    path = trimmed;
  } else {
    // Relative (`../x/`, `#top`, `?q`, ''): only these need the page's own path.
    const resolved = new URL(trimmed, `http://site${pagePath}`);
    path = resolved.pathname + resolved.search + resolved.hash;
  }
  return splitPath(path);
}

/** True when an absolute URL is the site URL itself or lies under it. */
export function isOnSite(url: string, siteUrl: string): boolean {
  return url.startsWith(siteUrl) && (url.length === siteUrl.length || '/?#'.includes(url[siteUrl.length]!));
}

/** The output file that answers a site path, given every file of the build. */
export function resolvePath(sitePath: string, files: ReadonlySet<string>): Resolution {
  const relative = sitePath.slice(1);
  if (sitePath.endsWith('/')) {
    const file = `${relative}index.html`;
    return files.has(file) ? { type: 'file', file } : { type: 'missing', file };
  }
  if (files.has(relative)) return { type: 'file', file: relative };
  if (files.has(`${relative}/index.html`)) return { type: 'redirect', to: `${sitePath}/` };
  return { type: 'missing', file: relative };
}

/** `en/about-us/index.html` → `/en/about-us/`; `404.html` → `/404.html`. */
export function fileToPath(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

function splitPath(raw: string): Location {
  const hashAt = raw.indexOf('#');
  const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  let path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  if (path === '') path = '/';
  // `/a/./b/../c` is what a browser would request as `/a/c`.
  if (path.includes('/.')) path = new URL(path, 'http://site').pathname;
  const location: Location = { type: 'site', path: safeDecode(path) };
  if (hashAt !== -1 && hashAt < raw.length - 1) location.fragment = safeDecode(raw.slice(hashAt + 1));
  return location;
}

function safeDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function protocolOf(siteUrl: string): string {
  return siteUrl.slice(0, siteUrl.indexOf(':') + 1);
}
