/**
 * A page's head as data: what its head() and the app returned, checked, plus the links, link
 * preview and structured data every page carries. Pure.
 */
import { SitegenError } from '../errors.js';
import { alternateLinks, canonicalUrl } from '../routes/head-links.js';
import type { HeadData, JsonLdBlock, Locale, Page, ShareImage } from '../shapes.js';
import { openGraphLocale } from '../protocol/head-tags.js';
import type { PageHead } from './page-api.js';
import { toJsonValue } from './json-value.js';

export interface PageHeadOptions {
  page: Page;
  locale: Locale;
  locales: Locale[];
  siteUrl: string;
  /** The page's own head(). */
  own: PageHead;
  /** The app's structured data for the page. */
  appJsonLd?: JsonLdBlock | JsonLdBlock[];
  /** The document title (the app's format around the page's own name). */
  title: string;
  /** The home page's title: the site's name in link previews. */
  siteName: string;
  shareImage?: ShareImage;
  /** false: no Open Graph and Twitter card data (the config's `socialTags`). Default true. */
  socialTags?: boolean;
}

export function pageHeadData({
  page,
  locale,
  locales,
  siteUrl,
  own,
  appJsonLd,
  title,
  siteName,
  shareImage,
  socialTags = true,
}: PageHeadOptions): HeadData {
  if (!own.description)
    throw new SitegenError(`Page ${page.path} has an empty description`, {
      route: page.route,
      locale: page.locale,
      hint: "Return a non-empty description from the page's head().",
    });
  const jsonLd = [...jsonLdBlocks(own.jsonLd, page, "the page's head()"), ...jsonLdBlocks(appJsonLd, page, "the app's jsonLd()")];
  return {
    lang: locale.language,
    title,
    description: own.description,
    canonical: canonicalUrl(siteUrl, page.defaultPath, locale),
    alternates: alternateLinks(siteUrl, page.defaultPath, locales),
    ...(socialTags && {
      social: {
        type: 'website',
        siteName,
        locale: openGraphLocale(locale.language),
        alternateLocales: locales.filter((other) => other.code !== locale.code).map((other) => openGraphLocale(other.language)),
        ...(shareImage && { image: shareImage }),
      },
    }),
    ...(jsonLd.length > 0 && { jsonLd }),
  };
}

/** One JSON-LD value as a list of blocks; each must be a plain object, or the build says where. */
function jsonLdBlocks(value: JsonLdBlock | JsonLdBlock[] | undefined, page: Page, source: string): JsonLdBlock[] {
  if (value === undefined) return [];
  const blocks = Array.isArray(value) ? value : [value];
  blocks.forEach((block, index) => {
    if (typeof block !== 'object' || block === null || Array.isArray(block)) {
      throw new SitegenError(`Page ${page.path}: jsonLd ${blocks.length > 1 ? `block ${index + 1} ` : ''}from ${source} is not an object`, {
        route: page.route,
        locale: page.locale,
        key: 'jsonLd',
        hint: 'Return an object like { "@context": "https://schema.org", "@type": "Organization", … } or a list of them.',
      });
    }
  });
  // As JSON would have it (no undefined values, dates as strings), so page and payload hold the same data.
  return blocks.map((block) => toJsonValue(block) as JsonLdBlock);
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A head's `lastModified` in the W3C Datetime form sitemaps use: a date at midnight UTC (what a
 * date-only front matter value parses to) stays a date, anything else keeps its time.
 */
export function sitemapDate(value: Date | string, page: Page): string {
  const fail = (got: string) =>
    new SitegenError(`Page ${page.path}: lastModified ${got} is not a valid date`, {
      route: page.route,
      locale: page.locale,
      key: 'lastModified',
      hint: 'Return a Date or a string like "2026-10-19" or "2026-10-19T08:30:00+02:00" from head().',
    });
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw fail('(an invalid Date)');
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace(/\.000Z$/, 'Z');
  }
  if (typeof value !== 'string' || !W3C_DATE.test(value) || Number.isNaN(Date.parse(value))) throw fail(JSON.stringify(value));
  return value;
}
