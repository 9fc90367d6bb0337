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
