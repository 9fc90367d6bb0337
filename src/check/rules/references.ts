/**
 * Every internal link and asset of a page resolves to a built file, and a `#fragment` to an
 * element on the page it names. `mailto:`, `tel:` and other origins are not ours to check. Pure.
 */
import type { Reference } from '../scan-html.js';
import { isRelativeUrl, type PageRecord, type PageReference, type SiteIndex, type Target } from '../site-index.js';

/** Fragments a browser scrolls to without an element of that id. */
const BUILT_IN_FRAGMENTS = new Set(['top']);

const FIXES: Record<Reference['kind'], string> = {
  link: 'Fix the href or add the route.',
  asset: 'Fix the URL or add the file (e.g. to the public folder).',
  'json-ld': 'Fix the URL in the structured data or add the page.',
};

export interface ReferenceFinding {
  reference: Reference;
  message: string;
}

/**
 * @param verdicts what absolute references (the same on every page that has them) came to,
 *   shared between calls so a nav link on 15,000 pages is judged once
 */
export function checkReferences(page: PageRecord, site: SiteIndex, verdicts: Map<PageReference, string | undefined>): ReferenceFinding[] {
  const findings: ReferenceFinding[] = [];
  const basePath = site.basePath(page);
  for (const reference of page.references) {
    let message: string | undefined;
    if (reference.relative) {
      if (basePath === undefined) continue;
      message = describeTarget(site.target(reference.url, basePath), page, reference);
    } else if (verdicts.has(reference)) {
      message = verdicts.get(reference);
    } else {
      message = describeTarget(site.target(reference.url, page.path), page, reference);
      verdicts.set(reference, message);
    }
    if (message) findings.push({ reference, message });
  }
  return findings;
}

/** The problem with where a reference leads, or undefined when it is fine. */
export function describeTarget(
  target: Target,
  page: PageRecord,
  reference: Pick<Reference, 'kind' | 'source' | 'url'>,
): string | undefined {
  const what = `${reference.source} ${reference.url}`;
  switch (target.type) {
    case 'external':
      return undefined;
    case 'missing':
      return `${what} does not resolve (no ${target.file} in the output). ${FIXES[reference.kind]}`;
    case 'redirect':
      return `${what} lacks its trailing slash and only works through a redirect; write ${target.to}${target.fragment === undefined ? '' : `#${target.fragment}`}.`;
    case 'file': {
      const { fragment, page: targetPage } = target;
      if (fragment === undefined || !targetPage || targetPage.ids.has(fragment) || BUILT_IN_FRAGMENTS.has(fragment)) return undefined;
      const where = isRelativeUrl(reference.url) && targetPage.file === page.file ? 'this page' : targetPage.file;
      return `${what} points to no element with id="${fragment}" on ${where}. Add the id there or fix the fragment.`;
    }
  }
}
