/**
 * Sitemaps and robots.txt, when the site has them: every `<loc>` and `xhtml:link` alternate of a
 * sitemap is a page of this site, a sitemap index names sitemaps that exist, and robots.txt's
 * `Sitemap:` lines lead to built files. Pure.
 */
import { decodeEntities } from '../html-entities.js';
import { isOnSite } from '../locate-url.js';
import type { SiteIndex } from '../site-index.js';

/** A URL a sitemap or robots.txt lists, and whether it must be an HTML page or any file. */
export interface ListedUrl {
  source: string;
  url: string;
  expects: 'page' | 'file';
}

/** Sitemap files by name: `sitemap.xml`, `sitemap-0.xml`, `sitemap_index.xml`… */
export function isSitemapFile(file: string): boolean {
  return /(^|\/)sitemap[^/]*\.xml$/i.test(file);
}

export function scanSitemap(xml: string): ListedUrl[] {
  const index = /<sitemapindex[\s>]/.test(xml);
  const urls: ListedUrl[] = [];
  for (const match of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    urls.push({ source: '<loc>', url: decodeEntities(match[1]!), expects: index ? 'file' : 'page' });
  }
  for (const match of xml.matchAll(/<xhtml:link\b[^>]*?\bhref="([^"]*)"/g)) {
    urls.push({ source: '<xhtml:link href>', url: decodeEntities(match[1]!), expects: 'page' });
  }
  return urls;
}

export function scanRobots(text: string): ListedUrl[] {
  return [...text.matchAll(/^\s*sitemap\s*:\s*(\S+)/gim)].map((match) => ({
    source: 'Sitemap:',
    url: match[1]!,
    expects: 'file' as const,
  }));
}

export function checkListedUrl({ source, url, expects }: ListedUrl, site: SiteIndex): string | undefined {
  const what = `${source} ${url}`;
  if (!site.siteUrl || !isOnSite(url, site.siteUrl))
    return `${what} is not on the site URL ${site.siteUrl ?? '(unknown)'}; list absolute URLs of this site (check siteUrl in the config, or --site-url)`;
  const target = site.target(url, '/');
  if (target.type === 'missing')
    return `${what} does not resolve (no ${target.file} in the output); list only built ${expects === 'page' ? 'pages' : 'files'}`;
  if (target.type === 'redirect') return `${what} lacks its trailing slash and only works through a redirect; list ${target.to}`;
  if (target.type === 'file' && expects === 'page' && !target.page) return `${what} leads to ${target.file}, which is not an HTML page`;
  return undefined;
}
