/**
 * A page's own head as data (its payload's `head`): what its head() and the app returned, checked.
 * The links, link preview and `lang` every page carries follow from its path and the boot data
 * (protocol/page-head.ts). Pure.
 */
import { SitegenError } from '../errors.js';
import type { JsonLdBlock, Page, PayloadHead } from '../shapes.js';
import type { PageHead } from './page-api.js';
import { serializeJsonForHtml } from '../protocol/head-tags.js';
import { toJsonValue } from './json-value.js';

export interface PageHeadOptions {
  page: Page;
  /** The page's own head(). */
  own: PageHead;
  /** The app's structured data for the page. */
  appJsonLd?: JsonLdBlock | JsonLdBlock[];
  /** The document title (the app's format around the page's own name). */
  title: string;
}

export function payloadHead({ page, own, appJsonLd, title }: PageHeadOptions): PayloadHead {
  if (!own.description)
    throw new SitegenError(`Page ${page.path} has an empty description`, {
      route: page.route,
      locale: page.locale,
      hint: "Return a non-empty description from the page's head().",
    });
  const jsonLd = [...jsonLdBlocks(own.jsonLd, page, "the page's head()"), ...jsonLdBlocks(appJsonLd, page, "the app's jsonLd()")];
  // As the script elements' text, so the runtime needs no serializer of its own.
  return { title, description: own.description, ...(jsonLd.length > 0 && { jsonLd: jsonLd.map(serializeJsonForHtml) }) };
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
