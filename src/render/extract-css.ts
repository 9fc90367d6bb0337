/**
 * The CSS a rendered page uses, taken from emotion's cache. Like @emotion/server's
 * extractCritical, but classes are emitted in id order rather than insertion order, so a page's
 * CSS does not depend on which pages were rendered before it (or in which worker).
 */
import { noteRulesAdded, ruleChanges, type RuleCache } from './css-rule-changes.js';

export interface EmotionCacheLike extends RuleCache {
  key: string;
  registered: Record<string, string | undefined>;
}

/** Global rules (in insertion order, as their cascade needs) and the ids of class rules. */
function partitionRules(cache: EmotionCacheLike): { globals: string; classes: string[] } {
  let globals = '';
  const classes: string[] = [];
  for (const id of Object.keys(cache.inserted)) {
    const rules = cache.inserted[id];
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals += rules;
    else classes.push(id);
  }
  return { globals, classes };
}

/**
 * The ids of emotion classes the markup mentions (`css-1x2y3z` → `1x2y3z`). A plain search rather
 * than a regular expression: it runs over every page, and makes no match objects. The CSS
 * extractor and the page's classes both ask for the page just rendered, so the last answer is
 * kept: one pass over the markup a page (7 MB on a list of 5,000 postings). Callers do not change the set.
 */
function usedClassIds(cache: EmotionCacheLike, html: string): ReadonlySet<string> {
  const prefix = `${cache.key}-`;
  if (html === last.html && prefix === last.prefix) return last.ids;
  const ids = new Set<string>();
  let at = html.indexOf(prefix);
  while (at !== -1) {
    const start = at + prefix.length;
    let end = start;
    while (end < html.length && isClassIdChar(html.charCodeAt(end))) end += 1;
    if (end > start) ids.add(html.slice(start, end));
    at = html.indexOf(prefix, end);
  }
  last = { html, prefix, ids };
  return ids;
}

let last: { html?: string; prefix?: string; ids: ReadonlySet<string> } = { ids: new Set() };

/** [a-zA-Z0-9_-] */
function isClassIdChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45 || code === 95;
}

const rulesOf = (cache: EmotionCacheLike, ids: string[]) => ids.map((id) => cache.inserted[id]).join('');

export function extractCss(cache: EmotionCacheLike, html: string): string {
  const { globals, classes } = partitionRules(cache);
  const used = usedClassIds(cache, html);
  return globals + rulesOf(cache, classes.filter((id) => used.has(id)).sort());
}

/**
 * `extractCss` for many pages: it reads only the classes a page uses and reuses the result for
 * pages with the same set (thousands of postings share one), so CSS costs little per page.
 */
export function createCssExtractor(cache: EmotionCacheLike): (html: string) => string {
  const byClassSet = new Map<string, string>();
  const changes = ruleChanges(cache);
  let insertedCount = -1;
  let globals = '';
  return (html) => {
    const count = changes();
    if (count !== insertedCount) {
      // New rules were inserted since the last page (a component rendered for the first time).
      insertedCount = count;
      globals = partitionRules(cache).globals;
      byClassSet.clear();
    }
    const used = [...usedClassIds(cache, html)]
      .filter((id) => typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined)
      .sort();
    const key = used.join(' ');
    let css = byClassSet.get(key);
    if (css === undefined) {
      css = globals + rulesOf(cache, used);
      byClassSet.set(key, css);
    }
    return css;
  };
}

/**
 * The emotion classes a page adds to the release stylesheet, recorded per page for an incremental
 * build (build/incremental/): the classes its markup uses, and any class first created while it
 * rendered (a cold build's stylesheet has every rule the cache holds, used or not). `begin()` before
 * the page renders, `classes(html)` after. Rules created when the modules loaded are every build's.
 */
export function createPageClasses(cache: EmotionCacheLike): { begin(): void; classes(html: string): string[] } {
  const known = new Set(Object.keys(cache.inserted));
  const changes = ruleChanges(cache);
  let seen = changes();
  const created = () => {
    const fresh: string[] = [];
    if (changes() === seen) return fresh;
    seen = changes();
    for (const id of Object.keys(cache.inserted)) if (!known.has(id)) fresh.push(id);
    for (const id of fresh) known.add(id);
    return fresh;
  };
  return {
    begin: () => void created(),
    classes: (html) => [...new Set([...usedClassIds(cache, html), ...created()])].filter((id) => isClassRule(cache, id)).sort(),
  };
}

/**
 * The release stylesheet: global rules, then every class rule the cache holds and the classes of
 * pages carried over from the last build (`carried`, whose rules this build may not have rendered), by id.
 */
export interface CarriedCss {
  classes: Iterable<string>;
  /** Class id → its rules, as the last build rendered them. */
  rules: Record<string, string>;
}

export function releaseCss(cache: EmotionCacheLike, carried?: CarriedCss): string {
  const { globals, classes } = partitionRules(cache);
  if (!carried) return globals + rulesOf(cache, classes.sort());
  const ids = new Set(classes);
  for (const id of carried.classes) if (carried.rules[id] !== undefined) ids.add(id);
  return (
    globals +
    [...ids]
      .sort()
      .map((id) => (isClassRule(cache, id) ? cache.inserted[id] : carried.rules[id]))
      .join('')
  );
}

function isClassRule(cache: EmotionCacheLike, id: string): boolean {
  return typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined;
}

/** The rules a cache holds, as plain data: what a render worker's pages used. */
export interface CssRules {
  inserted: Record<string, string>;
  registered: Record<string, string>;
}

export function snapshotRules(cache: EmotionCacheLike): CssRules {
  const inserted: Record<string, string> = {};
  for (const [id, rules] of Object.entries(cache.inserted)) if (typeof rules === 'string') inserted[id] = rules;
  const registered: Record<string, string> = {};
  for (const [name, styles] of Object.entries(cache.registered)) if (styles !== undefined) registered[name] = styles;
  return { inserted, registered };
}

/** Adds rules another cache holds (a render worker's) to this one, so the release stylesheet has them all. */
export function mergeRules(cache: EmotionCacheLike, rules: CssRules): void {
  for (const [id, text] of Object.entries(rules.inserted)) if (cache.inserted[id] === undefined) cache.inserted[id] = text;
  for (const [name, styles] of Object.entries(rules.registered)) if (cache.registered[name] === undefined) cache.registered[name] = styles;
  noteRulesAdded(cache);
}
