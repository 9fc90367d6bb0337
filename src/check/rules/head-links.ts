/**
 * Canonical and hreflang links: absolute URLs of this site that lead to built pages; hreflang
 * sets that are reciprocal (if A names B for B's language, B names A for A's), name each page's
 * own language, point at canonical URLs and agree on `x-default`. Pure.
 */
import { isOnSite } from '../locate-url.js';
import type { AlternateLink } from '../scan-html.js';
import type { PageRecord, SiteIndex } from '../site-index.js';

const ABSOLUTE_HINT = 'canonical and hreflang links must be absolute URLs of this site (check siteUrl in the config, or --site-url)';

export function checkCanonical(page: PageRecord, site: SiteIndex): string[] {
  if (page.canonicals.length > 1) return [`has ${page.canonicals.length} canonical links; keep one`];
  const canonical = page.canonicals[0];
  if (canonical === undefined) return [];
  const problem = pageProblem(canonical, site);
  return problem ? [`canonical ${canonical} ${problem}`] : [];
}

export function checkHreflang(page: PageRecord, site: SiteIndex): string[] {
  if (page.alternates.length === 0) return [];
  const messages: string[] = [];
  const self = ownUrl(page, site);
  const ownLanguages = languagesFor(page.alternates, self);
  if (ownLanguages.length === 0) messages.push(`lists hreflang alternates but none for itself (${self}); add one for its own language`);
  messages.push(...duplicateLanguages(page.alternates));
  const xDefault = page.alternates.find((link) => link.hreflang.toLowerCase() === 'x-default')?.href;

  // One verdict per page named, whatever number of hreflang values name it.
  for (const [href, languages] of groupByHref(page.alternates)) {
    const what = `hreflang="${languages.join('", "')}" link ${href}`;
    const problem = pageProblem(href, site);
    if (problem) {
      messages.push(`${what} ${problem}`);
      continue;
    }
    const target = targetPage(href, site)!;
    const named = languages.filter((language) => language.toLowerCase() !== 'x-default');
    if (target === page || named.length === 0) continue;
    const wrong = named.filter((language) => target.lang && primary(target.lang) !== primary(language));
    if (wrong.length > 0)
      messages.push(`${what} points to a page in lang="${target.lang}"; hreflang must name the language of the page it points to`);
    const targetCanonical = target.canonicals[0];
    if (targetCanonical !== undefined && targetCanonical !== href) {
      messages.push(`${what} points to a page whose canonical is ${targetCanonical}; hreflang links must point to canonical URLs`);
    }
    if (ownLanguages.length === 0 || href === self) continue;
    const back = languagesFor(target.alternates, self);
    if (!sameSet(back, ownLanguages)) {
      const says = back.length === 0 ? 'does not name this page' : `names this page as hreflang="${back.join('", "')}"`;
      messages.push(
        `${what}: that page (${target.file}) ${says}, but this page is ${self} in hreflang="${ownLanguages.join('", "')}". hreflang links must be reciprocal: give every language version the same set`,
      );
    }
    const targetDefault = target.alternates.find((link) => link.hreflang.toLowerCase() === 'x-default')?.href;
    if (targetDefault !== xDefault) {
      messages.push(
        `${what}: that page (${target.file}) names x-default ${targetDefault ?? '(none)'}, this page ${xDefault ?? '(none)'}; every language version must name the same x-default`,
      );
    }
  }
  return messages;
}

/** Why an absolute URL does not lead to a built page of this site, or undefined when it does. */
function pageProblem(url: string, site: SiteIndex): string | undefined {
  if (!site.siteUrl || !isOnSite(url, site.siteUrl)) return `is not on the site URL ${site.siteUrl ?? '(unknown)'}; ${ABSOLUTE_HINT}`;
  const target = site.target(url, '/');
  if (target.type === 'missing') return `does not resolve to a built page (no ${target.file} in the output)`;
  if (target.type === 'redirect') return `lacks its trailing slash and only works through a redirect; use ${target.to}`;
  if (target.type === 'file' && !target.page) return `leads to ${target.file}, which is not an HTML page`;
  return undefined;
}

function targetPage(url: string, site: SiteIndex): PageRecord | undefined {
  const target = site.target(url, '/');
  return target.type === 'file' ? target.page : undefined;
}

/** The URL that stands for this page in hreflang sets: its canonical, else its own address. */
function ownUrl(page: PageRecord, site: SiteIndex): string {
  return page.canonicals[0] ?? `${site.siteUrl ?? ''}${page.path}`;
}

/** The languages (not x-default) a set of alternates gives to `url`, sorted. */
function languagesFor(alternates: AlternateLink[], url: string): string[] {
  return alternates
    .filter((link) => link.href === url && link.hreflang.toLowerCase() !== 'x-default')
    .map((link) => link.hreflang)
    .sort();
}

/** href → the hreflang values naming it, in document order. */
function groupByHref(alternates: AlternateLink[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { hreflang, href } of alternates) groups.set(href, [...(groups.get(href) ?? []), hreflang]);
  return groups;
}

function duplicateLanguages(alternates: AlternateLink[]): string[] {
  const seen = new Map<string, string>();
  const messages: string[] = [];
  for (const { hreflang, href } of alternates) {
    const key = hreflang.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined && earlier !== href) messages.push(`lists hreflang="${hreflang}" twice (${earlier} and ${href}); keep one`);
    seen.set(key, href);
  }
  return messages;
}

function primary(language: string): string {
  return language.split('-')[0]!.toLowerCase();
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
