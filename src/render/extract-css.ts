/**
 * The CSS a rendered page uses, taken from emotion's cache. Like @emotion/server's
 * extractCritical, but classes are emitted in id order rather than insertion order, so a page's
 * CSS does not depend on which pages were rendered before it (or in which worker).
 */
export interface EmotionCacheLike {
  key: string;
  inserted: Record<string, string | true | undefined>;
  registered: Record<string, string | undefined>;
}

export function extractCss(cache: EmotionCacheLike, html: string): string {
  const used = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  for (const match of html.matchAll(pattern)) used.add(match[1]!);
  let globals = '';
  const classes: string[] = [];
  for (const id of Object.keys(cache.inserted)) {
    const rules = cache.inserted[id];
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals += rules;
    else if (used.has(id)) classes.push(id);
  }
  return globals + classes.sort().map((id) => cache.inserted[id]).join('');
}

/**
 * `extractCss` for many pages: it reads only the classes a page uses and reuses the result for
 * pages with the same set (thousands of postings share one), so CSS costs little per page.
 */
export function createCssExtractor(cache: EmotionCacheLike): (html: string) => string {
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  const byClassSet = new Map<string, string>();
  let insertedCount = -1;
  let globals = '';
  return (html) => {
    const keys = Object.keys(cache.inserted);
    if (keys.length !== insertedCount) {
      // New rules were inserted since the last page (a component rendered for the first time).
      insertedCount = keys.length;
      globals = keys.map((id) => (cache.registered[`${cache.key}-${id}`] === undefined ? cache.inserted[id] : undefined)).filter((rules): rules is string => typeof rules === 'string').join('');
      byClassSet.clear();
    }
    const used = [...new Set(Array.from(html.matchAll(pattern), (match) => match[1]!))].filter((id) => typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined).sort();
    const key = used.join(' ');
    let css = byClassSet.get(key);
    if (css === undefined) {
      css = globals + used.map((id) => cache.inserted[id]).join('');
      byClassSet.set(key, css);
    }
    return css;
  };
}

/** Every rule the site rendered: global rules, then all classes by id. The release stylesheet. */
export function collectSiteCss(cache: EmotionCacheLike): string {
  let globals = '';
  const classes: string[] = [];
  for (const id of Object.keys(cache.inserted)) {
    const rules = cache.inserted[id];
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals += rules;
    else classes.push(id);
  }
  return globals + classes.sort().map((id) => cache.inserted[id]).join('');
}
