/**
 * sitemap.xml and robots.txt from the page list. Pure. The sitemap lists each page once per
 * locale, at its canonical URL (so no `/de/` copy of a catch-all page), with the same hreflang
 * alternates as the page's head: both come from routes/head-links.ts and cannot disagree.
 */
import { createHash } from 'node:crypto';
import { alternateLinks, canonicalUrl } from '../protocol/head-links.js';
import { absoluteUrl, preferredPath } from '../routes/route-path.js';
import type { Locale, Page } from '../shapes.js';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** The protocol's limits per file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export interface SitemapOptions {
  siteUrl: string;
  pages: Page[];
  locales: Locale[];
  /** Page path → W3C Datetime, for pages whose content says when it last changed. */
  lastModified: ReadonlyMap<string, string>;
  limits?: { urls: number; bytes: number };
}

const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * `sitemap.xml`, or when the site outgrows one file, `sitemap-1.xml`, `sitemap-2.xml`, … and a
 * sitemap index as `sitemap.xml` that lists them, so robots.txt always points to the same file.
 */
export function createSitemapFiles({
  siteUrl,
  pages,
  locales,
  lastModified,
  limits = SITEMAP_LIMITS,
}: SitemapOptions): Record<string, string> {
  const entries = canonicalPages(pages, locales).map((page) => ({
    xml: urlEntry(siteUrl, page, locales, lastModified.get(page.path)),
    lastmod: lastModified.get(page.path),
  }));
  const chunks = chunkEntries(entries, limits);
  if (chunks.length <= 1) return { [SITEMAP_FILE]: urlset((chunks[0] ?? []).map((entry) => entry.xml)) };
  const files: Record<string, string> = {};
  const index = chunks.map((chunk, number) => {
    const file = `sitemap-${number + 1}.xml`;
    files[file] = urlset(chunk.map((entry) => entry.xml));
    const newest = chunk
      .map((entry) => entry.lastmod)
      .filter((date): date is string => date !== undefined)
      .sort(byTime)
      .at(-1);
    return `  <sitemap>\n    <loc>${escapeXml(absoluteUrl(siteUrl, `/${file}`))}</loc>\n${newest ? `    <lastmod>${newest}</lastmod>\n` : ''}  </sitemap>`;
  });
  files[SITEMAP_FILE] =
    `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`;
  return files;
}

/**
 * What the sitemap files are made from, as one hash: the build id (the site URL, the locales and
 * every page, which the sources decide) and each page's `lastmod`. Equal keys, equal files.
 */
export function sitemapKey(buildId: string, pages: Page[], lastModified: ReadonlyMap<string, string>): string {
  // One string, hashed once: an update per page costs more than the hashing.
  let text = buildId;
  for (const page of pages) text += `\u0000${page.path}\u0000${lastModified.get(page.path) ?? ''}`;
  return createHash('sha256').update(text).digest('base64');
}

/** robots.txt: everything may be crawled, and the sitemap is where the pages are listed. */
export function createRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, `/${SITEMAP_FILE}`)}\n`;
}

/**
 * The copy of each page a search engine should index: the unprefixed one of the catch-all
 * locale, the prefixed one of the others. Grouped by page, locales in config order.
 */
export function canonicalPages(pages: Page[], locales: Locale[]): Page[] {
  const localeOrder = new Map(locales.map((locale, index) => [locale.code, index]));
  return pages
    .filter((page) => {
      const locale = locales.find((candidate) => candidate.code === page.locale);
      return locale !== undefined && page.path === preferredPath(page.defaultPath, locale);
    })
    .sort((a, b) =>
      a.defaultPath < b.defaultPath ? -1 : a.defaultPath > b.defaultPath ? 1 : localeOrder.get(a.locale)! - localeOrder.get(b.locale)!,
    );
}

function urlEntry(siteUrl: string, page: Page, locales: Locale[], lastmod: string | undefined): string {
  const locale = locales.find((candidate) => candidate.code === page.locale)!;
  // lastmod before the alternates: the protocol's schema wants its own elements first.
  const lines = [`    <loc>${escapeXml(canonicalUrl(siteUrl, page.defaultPath, locale))}</loc>`];
  if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
  for (const link of alternateLinks(siteUrl, page.defaultPath, locales)) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`);
  }
  return `  <url>\n${lines.join('\n')}\n  </url>`;
}

function urlset(entries: string[]): string {
  return `${XML_DECLARATION}\n${URLSET_OPEN}\n${entries.map((entry) => `${entry}\n`).join('')}</urlset>\n`;
}

/** Splits entries so that no file exceeds the protocol's URL count or size. */
function chunkEntries<T extends { xml: string }>(entries: T[], limits: { urls: number; bytes: number }): T[][] {
  const frame = Buffer.byteLength(urlset([]));
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry.xml) + 1;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      chunks.push(current);
      current = [];
      bytes = frame;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function byTime(a: string, b: string): number {
  return Date.parse(a) - Date.parse(b);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}
