/**
 * The head tags of a page after its `<title>`: description, robots, canonical and hreflang links,
 * Open Graph and Twitter card meta tags, and JSON-LD. They are made from what is the page's own
 * (its payload's `head`), its path and the boot data, by one pure function free of Node: the
 * server (renderHead) writes them into the document and the browser runtime into a page it swaps
 * in, so the two cannot disagree and payloads need not carry what follows from the path.
 */
import type { BootData, PayloadHead } from '../shapes.js';
import { alternateLinks, canonicalUrl, pathLocale } from './head-links.js';

/** What of the boot data the tags are made from: the same for every page of a build. */
export type SiteHead = Pick<BootData, 'siteUrl' | 'defaultLocale' | 'locales'>;

/** Matches every tag `pageTags` makes, so the runtime can take the previous page's away. */
export const PAGE_TAG_SELECTOR =
  '[name=description],[name=robots],[rel=canonical],[hreflang],[property^="og:"],[name^="twitter:"],[type$="ld+json"]';

/**
 * One tag a string, in the document's order. Error pages (`noindex`) get no canonical, alternates
 * or link preview. In link previews title, description and URL are the page's own, so a preview
 * never says something else than the search result; Twitter reads title, description and image
 * from the Open Graph tags, so only what it cannot find there is repeated.
 */
export function pageTags(site: SiteHead, pagePath: string, own: PayloadHead): string[] {
  const [locale, defaultPath] = pathLocale(site.locales, site.defaultLocale, pagePath);
  const meta = (key: string, content: string | number, attribute = 'property') =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''} href="${escapeHtml(href)}">`;
  const tags = [meta('description', own.description, 'name')];
  if (own.noindex) tags.push(meta('robots', 'noindex', 'name'));
  else {
    const url = canonicalUrl(site.siteUrl, defaultPath, locale);
    tags.push(link('canonical', url));
    for (const { hreflang, href } of alternateLinks(site.siteUrl, defaultPath, site.locales)) tags.push(link('alternate', href, hreflang));
    const { social } = locale;
    if (social) {
      const { image } = social;
      tags.push(
        meta('og:type', 'website'),
        meta('og:site_name', social.siteName),
        meta('og:title', own.title),
        meta('og:description', own.description),
        meta('og:url', url),
        meta('og:locale', openGraphLocale(locale.language)),
        ...site.locales.filter((other) => other !== locale).map((other) => meta('og:locale:alternate', openGraphLocale(other.language))),
      );
      if (image)
        tags.push(
          meta('og:image', image.url),
          meta('og:image:type', image.type),
          meta('og:image:width', image.width),
          meta('og:image:height', image.height),
          meta('og:image:alt', image.alt),
        );
      tags.push(meta('twitter:card', image ? 'summary_large_image' : 'summary', 'name'));
      if (image) tags.push(meta('twitter:image:alt', image.alt, 'name'));
    }
  }
  // Data blocks, not scripts: browsers never run them, so a CSP with script-src 'self' allows them.
  // Serialized again rather than trusted, so no string (a tampered payload's `</script>`) ends the element.
  for (const block of own.jsonLd ?? []) tags.push(`<script type="application/ld+json">${serializeJsonForHtml(JSON.parse(block))}</script>`);
  return tags;
}

/**
 * JSON inside a `<script>` element. `<`, `>` and `&` become `\u003c`, `\u003e` and `\u0026`, so
 * no `</script>` or `<!--` in any string can end or change the element; U+2028 and U+2029 are
 * escaped for older JavaScript parsers. JSON.parse reads the escapes back as the same characters.
 */
export function serializeJsonForHtml(value: unknown): string {
  const json = JSON.stringify(value);
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `de-DE` → `de_DE`, the form Open Graph writes locales in. */
export function openGraphLocale(language: string): string {
  return language.replace(/-/g, '_');
}

/** Text or an attribute value as HTML: `&`, `<`, `>`, `"` and `'` as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${HTML_ESCAPES[char]};`);
}

const HTML_ESCAPES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' };
