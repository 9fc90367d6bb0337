/** Canonical and hreflang links of a page: pure functions of the default path and the locales. */
import type { AlternateLink, Locale } from '../shapes.js';
import { absoluteUrl, preferredPath } from './route-path.js';

/**
 * Every copy of a page in one locale shares a canonical URL: the unprefixed path for the
 * catch-all locale (so `/de/x/` and `/x/` count as one page), the prefixed one for the others.
 */
export function canonicalUrl(siteUrl: string, defaultPath: string, locale: Locale): string {
  return absoluteUrl(siteUrl, preferredPath(defaultPath, locale));
}

/**
 * hreflang alternates: for each locale its full language tag and its primary subtag (unless
 * another locale claims the same subtag), then `x-default` → the catch-all locale's page.
 */
export function alternateLinks(siteUrl: string, defaultPath: string, locales: Locale[]): AlternateLink[] {
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
