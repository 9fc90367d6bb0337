/**
 * What the site checks need of one HTML page, found without looking at any other file: its own
 * problems (title, description, h1, JSON-LD) and the facts the cross-page rules compare (links,
 * ids, canonical, hreflang). Pure and plain data, so a render worker can scan the pages it wrote
 * and send only this to the checker.
 */
import type { CheckRule } from './problem.js';
import { checkJsonLd } from './rules/json-ld.js';
import { checkPageBasics } from './rules/page-basics.js';
import { scanHtml, type Reference } from './scan-html.js';

export interface PageScan {
  /** Problems the page has on its own; absent when it has none. */
  problems?: { rule: CheckRule; message: string; severity: 'error' | 'warning' }[];
  lang?: string;
  canonicals: string[];
  /** The hreflang and href of each alternate link, one after the other. */
  alternates: string[];
  ids: string[];
  /**
   * Links, assets and the site URLs its JSON-LD names, in document order, packed into one string
   * (`packReferences`): a render worker sends the scan of every page to the main thread, and one
   * string crosses for a fraction of the cost of three strings and an object per reference.
   */
  references: string;
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
  const alternates: string[] = [];
  for (const { hreflang, href } of facts.alternates) alternates.push(hreflang, href);
  return {
    ...(problems.length === 0 ? {} : { problems }),
    lang: facts.lang,
    canonicals: facts.canonicals,
    alternates,
    ids: facts.ids,
    references: packReferences(references),
    base: facts.base,
    boot: facts.boot,
  };
}

/** The letter that stands for each kind of reference in a packed list. */
const KIND_LETTERS: Record<Reference['kind'], string> = { link: 'l', asset: 'a', 'json-ld': 'j' };
const KINDS: Record<string, Reference['kind']> = { l: 'link', a: 'asset', j: 'json-ld' };

/**
 * References as one string: for each, a letter for its kind and its source, NUL, its URL, NUL.
 * HTML has no NUL in attribute values (a browser reads one as U+FFFD), so one written in the
 * document is read as U+FFFD here too, and NUL separates safely.
 */
export function packReferences(references: readonly Reference[]): string {
  if (references.length === 0) return '';
  const parts: string[] = [];
  for (const { kind, source, url } of references) parts.push(referenceKey(kind, withoutNul(source)), withoutNul(url));
  return `${parts.join('\0')}\0`;
}

/** The kind's letter and the source: what a packed list writes before each URL. */
export function referenceKey(kind: Reference['kind'], source: string): string {
  return KIND_LETTERS[kind] + source;
}

/**
 * Calls `each` with every reference of a packed list, in order. `key` is the kind letter and the
 * source together: one string per kind of reference, the same on every page.
 */
export function forEachReference(packed: string, each: (key: string, kind: Reference['kind'], source: string, url: string) => void): void {
  let at = 0;
  while (at < packed.length) {
    const keyEnd = packed.indexOf('\0', at);
    const urlEnd = keyEnd === -1 ? -1 : packed.indexOf('\0', keyEnd + 1);
    if (urlEnd === -1) throw new Error(`Not a packed list of references: ${JSON.stringify(packed.slice(at, at + 80))}`);
    const key = packed.slice(at, keyEnd);
    each(key, KINDS[key[0]!]!, key.slice(1), packed.slice(keyEnd + 1, urlEnd));
    at = urlEnd + 1;
  }
}

function withoutNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '\ufffd') : text;
}
