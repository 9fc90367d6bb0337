/** URLs inside CSS text and `srcset` lists. Pure. */

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;

/** Every `url(…)` in a style sheet or style attribute, except inline `data:` images. */
export function urlsInCss(css: string): string[] {
  if (!css.includes('url(') && !css.includes('URL(')) return [];
  const urls: string[] = [];
  for (const match of css.matchAll(CSS_URL)) {
    const url = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (url && !/^data:/i.test(url)) urls.push(url);
  }
  return urls;
}

/**
 * The URLs of a `srcset` (`a.jpg 1x, b.jpg 2x` or `a.jpg 480w,b.jpg 800w`). A URL ends at white
 * space; commas then separate the candidates (a comma inside a URL stays part of it).
 */
export function parseSrcset(srcset: string): string[] {
  const urls: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at]!)) at += 1;
    let end = at;
    while (end < srcset.length && !/\s/.test(srcset[end]!)) end += 1;
    let url = srcset.slice(at, end);
    const trailingCommas = /,+$/.exec(url);
    if (trailingCommas) url = url.slice(0, trailingCommas.index);
    if (url) urls.push(url);
    if (trailingCommas) {
      at = end;
      continue;
    }
    // Skip the descriptors (`2x`, `480w`) up to the next comma.
    const comma = srcset.indexOf(',', end);
    at = comma === -1 ? srcset.length : comma + 1;
  }
  return urls;
}
