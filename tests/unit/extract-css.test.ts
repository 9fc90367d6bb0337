import { describe, expect, it } from 'vitest';
import { createCssExtractor, createPageClasses, extractCss, type EmotionCacheLike } from '../../src/render/extract-css.js';

const rules: Record<string, string> = {
  header: '.css-header{color:#004D84;}',
  button: '.css-button{text-transform:none;}',
  footer: '.css-footer{padding:0;}',
  unused: '.css-unused{display:none;}',
};
const globalRules = 'body{margin:0;}';

/** An emotion cache that saw the global rule and the classes in the given order. */
function cacheWith(order: string[]): EmotionCacheLike {
  const inserted: EmotionCacheLike['inserted'] = {};
  const registered: EmotionCacheLike['registered'] = {};
  for (const id of order) {
    if (id === 'global') {
      inserted['global-1'] = globalRules;
      continue;
    }
    inserted[id] = rules[id];
    registered[`css-${id}`] = rules[id];
  }
  return { key: 'css', inserted, registered };
}

const html = '<header class="css-header"><button class="css-button">Senden</button></header><footer class="x css-footer"></footer>';

describe('extractCss', () => {
  it('puts global rules first, then the used classes sorted by id', () => {
    expect(extractCss(cacheWith(['header', 'footer', 'global', 'button', 'unused']), html)).toBe(
      globalRules + rules.button + rules.footer + rules.header,
    );
  });

  it('leaves out classes the page does not use', () => {
    const css = extractCss(cacheWith(['global', 'header', 'button', 'footer', 'unused']), '<header class="css-header"></header>');
    expect(css).toBe(globalRules + rules.header);
    expect(css).not.toContain('display:none');
  });

  it('gives the same CSS whatever order the classes were inserted in', () => {
    const a = extractCss(cacheWith(['global', 'header', 'button', 'footer', 'unused']), html);
    const b = extractCss(cacheWith(['unused', 'footer', 'button', 'global', 'header']), html);
    expect(b).toBe(a);
  });

  it('ignores entries emotion marks as inserted without rules', () => {
    const cache = cacheWith(['header']);
    cache.inserted.elsewhere = true;
    expect(extractCss(cache, html)).toBe(rules.header);
  });

  it('gives a page without classes only the global rules', () => {
    expect(extractCss(cacheWith(['global', 'header']), '<p>plain</p>')).toBe(globalRules);
  });
});

/** A cache whose rules arrive through `insert`, as emotion adds them. */
function insertingCache(): EmotionCacheLike & { add(id: string, rules: string, isClass: boolean): void } {
  const cache = {
    key: 'css',
    inserted: {} as EmotionCacheLike['inserted'],
    registered: {} as EmotionCacheLike['registered'],
    insert(this: void, id: string, rules: string) {
      cache.inserted[id] = rules;
    },
    add(id: string, rules: string, isClass: boolean) {
      if (isClass) cache.registered[`css-${id}`] = rules;
      cache.insert(id, rules);
    },
  };
  return cache;
}

describe('createCssExtractor and createPageClasses', () => {
  it('see rules a later page inserts, and the classes first created while a page rendered', () => {
    const cache = insertingCache();
    cache.add('header', rules.header!, true);
    const extract = createCssExtractor(cache);
    const classes = createPageClasses(cache);
    classes.begin();
    expect(extract(html)).toBe(rules.header);
    expect(classes.classes(html)).toEqual(['header']);

    classes.begin();
    cache.add('global-1', globalRules, false);
    cache.add('button', rules.button!, true);
    cache.add('unused', rules.unused!, true);
    expect(extract(html)).toBe(globalRules + rules.button + rules.header);
    // A cold build's stylesheet holds every rule created, so a page that created one records it even if unused.
    expect(classes.classes(html)).toEqual(['button', 'header', 'unused']);

    classes.begin();
    expect(classes.classes('<p class="css-footer"></p>')).toEqual([]);
  });
});
