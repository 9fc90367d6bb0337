/** Pure functions over route paths: parameters, locale prefixes, absolute URLs. */
import type { Locale, Variant } from '../shapes.js';

const PARAM = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** The `{name}` parameters of a route path, in order. */
export function routeParamNames(routePath: string): string[] {
  return [...routePath.matchAll(PARAM)].map((match) => match[1]!);
}

/** `/career/{id}/` with `{ id: 'pv' }` → `/career/pv/`. */
export function fillRoutePath(routePath: string, params: Record<string, string>): string {
  return routePath.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`route ${routePath} is missing param "${name}"`);
    return encodeURIComponent(value);
  });
}

/** The path of a page copy: unprefixed for the default variant, `/{code}` + path otherwise. */
export function localizePath(defaultPath: string, locale: Pick<Locale, 'code'>, variant: Variant): string {
  return variant === 'default' ? defaultPath : `/${locale.code}${defaultPath}`;
}

/**
 * The path a visitor of `locale` should be sent to: the catch-all locale's pages live unprefixed,
 * every other locale under its prefix. Used for switch links, canonical and hreflang alike.
 */
export function preferredPath(defaultPath: string, locale: Locale): string {
  return localizePath(defaultPath, locale, locale.catchAll ? 'default' : 'prefixed');
}

/** The file a page path is written to: `/en/about-us/` → `en/about-us/index.html`. */
export function pathToFile(pagePath: string): string {
  return `${pagePath.slice(1)}index.html`;
}

/** Absolute URL of a path on the site; `siteUrl` may carry a base path but no trailing slash. */
export function absoluteUrl(siteUrl: string, pagePath: string): string {
  return `${siteUrl}${pagePath}`;
}
