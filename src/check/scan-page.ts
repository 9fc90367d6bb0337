/**
 * What the site checks need of one HTML page, found without looking at any other file: its own
 * problems (title, description, h1, JSON-LD) and the facts the cross-page rules compare (links,
 * ids, canonical, hreflang). Pure and plain data, so a render worker can scan the pages it wrote
 * and send only this to the checker.
 */
import type { CheckRule } from './problem.js';
import { checkJsonLd } from './rules/json-ld.js';
import { checkPageBasics } from './rules/page-basics.js';
import { scanHtml, type AlternateLink, type Reference } from './scan-html.js';

export interface PageScan {
  /** Problems the page has on its own. */
  problems: { rule: CheckRule; message: string; severity: 'error' | 'warning' }[];
  lang?: string;
  canonicals: string[];
  alternates: AlternateLink[];
  ids: string[];
  /** Links, assets and the site URLs its JSON-LD names, in document order. */
  references: Reference[];
  /** `<base href>`. */
  base?: string;
  /** The runtime's boot data, whose asset URLs are checked once per distinct text. */
  boot?: string;
}

export function scanPage(html: string): PageScan {
  const facts = scanHtml(html);
  const problems: PageScan['problems'] = checkPageBasics(facts).map((message) => ({ rule: 'page', message, severity: 'error' }));
  const jsonLd = checkJsonLd(facts.jsonLd);
  for (const { message, severity } of jsonLd.findings) problems.push({ rule: 'json-ld', message, severity });
  const references =
    jsonLd.urls.length === 0
      ? facts.references
      : [...facts.references, ...jsonLd.urls.map((url): Reference => ({ kind: 'json-ld', source: 'JSON-LD URL', url }))];
  return {
    problems,
    lang: facts.lang,
    canonicals: facts.canonicals,
    alternates: facts.alternates,
    ids: facts.ids,
    references,
    base: facts.base,
    boot: facts.boot,
  };
}
