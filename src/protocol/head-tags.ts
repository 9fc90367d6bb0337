/**
 * Head tags that change from page to page besides title, description and links: Open Graph and
 * Twitter card meta tags, and JSON-LD. Pure and free of Node, so the server (renderHead) and the
 * browser runtime (in-place navigation) build them with the same functions and cannot disagree.
 */
import type { HeadData } from '../shapes.js';

export interface MetaTag {
  /** Open Graph uses `property`, Twitter cards use `name`. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** Matches every tag `socialTags` makes, so the runtime can take the previous page's away. */
export const SOCIAL_TAG_SELECTOR = 'meta[property^="og:"], meta[name^="twitter:"]';
export const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

/**
 * Open Graph tags, then the Twitter card. Title, description and URL are the page's own, so a
 * preview never says something else than the search result. Twitter reads title, description
 * and image from the Open Graph tags, so only what it cannot find there is repeated.
 */
export function socialTags(head: HeadData): MetaTag[] {
  const { social } = head;
  if (!social) return [];
  const og = (key: string, content: string | number): MetaTag => ({ attribute: 'property', key: `og:${key}`, content: String(content) });
  const twitter = (key: string, content: string): MetaTag => ({ attribute: 'name', key: `twitter:${key}`, content });
  const tags = [og('type', social.type), og('site_name', social.siteName), og('title', head.title), og('description', head.description)];
  if (head.canonical) tags.push(og('url', head.canonical));
  tags.push(og('locale', social.locale), ...social.alternateLocales.map((locale) => og('locale:alternate', locale)));
  const { image } = social;
  if (image) {
    tags.push(
      og('image', image.url),
      og('image:type', image.type),
      og('image:width', image.width),
      og('image:height', image.height),
      og('image:alt', image.alt),
    );
  }
  tags.push(twitter('card', image ? 'summary_large_image' : 'summary'));
  if (image) tags.push(twitter('image:alt', image.alt));
  return tags;
}

/**
 * JSON inside a `<script>` element. `<`, `>` and `&` become `\u003c`, `\u003e` and `\u0026`, so
 * no `</script>` or `<!--` in any string can end or change the element; U+2028 and U+2029 are
 * escaped for older JavaScript parsers. JSON.parse reads the escapes back as the same characters.
 */
export function serializeJsonForHtml(value: unknown): string {
  const json = JSON.stringify(value);
  // Plain replacements rather than one with a callback: JSON-LD with HTML in it has many of these.
  if (!/[<>&\u2028\u2029]/.test(json)) return json;
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `de-DE` → `de_DE`, the form Open Graph writes locales in. */
export function openGraphLocale(language: string): string {
  return language.replace(/-/g, '_');
}
