/** `<head>` as a string from data. Pure; attribute order is fixed so output is byte-stable. */
import type { HeadData } from '../shapes.js';
import { serializeJsonForHtml, socialTags } from '../protocol/head-tags.js';

export { serializeJsonForHtml };

export interface DocumentIcons {
  svg?: string;
  png?: string;
  appleTouchIcon?: string;
}

export interface RenderHeadOptions {
  head: HeadData;
  icons: DocumentIcons;
  themeColor?: string;
  css: string;
  /** Tags after the styles: boot data, runtime script, island preloads (runtime-tags.ts). */
  extra?: string;
  /** A blocking script that must run before anything renders (language detection on `/`). */
  early?: string;
}

export function renderHead({ head, icons, themeColor, css, extra = '', early }: RenderHeadOptions): string {
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(early ? [early] : []),
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}">`);
  for (const alternate of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${escapeAttribute(alternate.href)}">`);
  }
  for (const meta of socialTags(head))
    tags.push(`<meta ${meta.attribute}="${escapeAttribute(meta.key)}" content="${escapeAttribute(meta.content)}">`);
  // Data blocks, not scripts: browsers never run them, so a CSP with script-src 'self' allows them.
  for (const block of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${serializeJsonForHtml(block)}</script>`);
  if (icons.svg) tags.push(`<link rel="icon" href="${escapeAttribute(icons.svg)}" type="image/svg+xml">`);
  if (icons.png) tags.push(`<link rel="icon" href="${escapeAttribute(icons.png)}" type="image/png" sizes="32x32">`);
  if (icons.appleTouchIcon) tags.push(`<link rel="apple-touch-icon" href="${escapeAttribute(icons.appleTouchIcon)}">`);
  if (themeColor) tags.push(`<meta name="theme-color" content="${escapeAttribute(themeColor)}">`);
  if (css) tags.push(`<style data-sitegen-css>${styleElementText(css)}</style>`);
  if (extra) tags.push(extra);
  return tags.join('\n');
}

/**
 * CSS as written into a `<style>` element, which a `</style` inside it would end early. Pages that
 * use the same classes share one CSS string, so the answer for the last few is kept.
 */
export function styleElementText(css: string): string {
  let text = STYLE_TEXTS.get(css);
  if (text === undefined) {
    text = css.replace(/<\/style/gi, '<\\/style');
    if (STYLE_TEXTS.size >= 64) STYLE_TEXTS.clear();
    STYLE_TEXTS.set(css, text);
  }
  return text;
}

const STYLE_TEXTS = new Map<string, string>();

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export const escapeAttribute = escapeHtml;
