/**
 * Where a page lives in each locale, and its canonical and hreflang links: pure functions of its
 * default path and the locales. The build writes them into documents and the sitemap; the runtime
 * derives the same links for a page it swaps in (page-head.ts), so payloads need not carry them.
 */
import type { AlternateLink, Locale, Variant } from '../shapes.js';

/** What links need of a locale: its prefix, its language tag, and whether it owns the unprefixed paths. */
export type LinkLocale = Pick<Locale, 'code' | 'language'> & { catchAll?: boolean };

/** The path of a page copy: unprefixed for the default variant, `/{code}` + path otherwise. */
export function localizePath(defaultPath: string, locale: Pick<Locale, 'code'>, variant: Variant): string {
  return variant === 'default' ? defaultPath : `/${locale.code}${defaultPath}`;
}

/**
 * The path a visitor of `locale` should be sent to: the catch-all locale's pages live unprefixed,
 * every other locale under its prefix. Used for switch links, canonical and hreflang alike.
 */
export function preferredPath(defaultPath: string, locale: Pick<LinkLocale, 'code' | 'catchAll'>): string {
  return localizePath(defaultPath, locale, locale.catchAll ? 'default' : 'prefixed');
}

/** Absolute URL of a path on the site; `siteUrl` may carry a base path but no trailing slash. */
export function absoluteUrl(siteUrl: string, pagePath: string): string {
  return `${siteUrl}${pagePath}`;
}

/**
 * Every copy of a page in one locale shares a canonical URL: the unprefixed path for the
 * catch-all locale (so `/de/x/` and `/x/` count as one page), the prefixed one for the others.
 */
export function canonicalUrl(siteUrl: string, defaultPath: string, locale: Pick<LinkLocale, 'code' | 'catchAll'>): string {
  // absoluteUrl(siteUrl, preferredPath(defaultPath, locale)), spelled out: the runtime's bundle is smaller so.
  return `${siteUrl}${locale.catchAll ? '' : `/${locale.code}`}${defaultPath}`;
}

/**
 * hreflang alternates: for each locale its full language tag and its primary subtag (unless
 * another locale claims the same subtag), then `x-default` → the catch-all locale's page.
 */
export function alternateLinks(siteUrl: string, defaultPath: string, locales: LinkLocale[]): AlternateLink[] {
  const links: AlternateLink[] = [];
  const primaries = locales.map((locale) => primarySubtag(locale.language));
  locales.forEach((locale, index) => {
    const href = canonicalUrl(siteUrl, defaultPath, locale);
    links.push({ hreflang: locale.language, href });
    const primary = primaries[index]!;
    if (primary !== locale.language && primaries.indexOf(primary) === primaries.lastIndexOf(primary))
      links.push({ hreflang: primary, href });
  });
  const fallback = locales.find((locale) => locale.catchAll) ?? locales[0]!;
  links.push({ hreflang: 'x-default', href: canonicalUrl(siteUrl, defaultPath, fallback) });
  return links;
}

/** `en-US` → `en`. */
export function primarySubtag(language: string): string {
  return language.split('-')[0]!.toLowerCase();
}

/**
 * The locale of a page path and the path's default (unprefixed) form, the inverse of
 * localizePath: `/en/x/` is English `/x/`; an unprefixed path is the default locale's.
 */
export function pathLocale<L extends Pick<Locale, 'code'>>(locales: L[], defaultLocale: string, pagePath: string): [L, string] {
  const prefixed = locales.find((locale) => pagePath.startsWith(`/${locale.code}/`));
  return prefixed
    ? [prefixed, pagePath.slice(prefixed.code.length + 1)]
    : [locales.find((locale) => locale.code === defaultLocale)!, pagePath];
}
