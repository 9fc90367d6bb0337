/** `<head>` as a string from data. Pure; attribute order is fixed so output is byte-stable. */
import { escapeHtml, serializeJsonForHtml } from '../protocol/head-tags.js';

export { escapeHtml, serializeJsonForHtml };

export interface DocumentIcons {
  svg?: string;
  png?: string;
  appleTouchIcon?: string;
}

export interface RenderHeadOptions {
  title: string;
  /** The tags after the title (protocol/head-tags.ts pageTags). */
  tags: string[];
  icons: DocumentIcons;
  themeColor?: string;
  css: string;
  /** Tags after the styles: boot data, runtime script, island preloads (runtime-tags.ts). */
  extra?: string;
  /** A blocking script that must run before anything renders (language detection on `/`). */
  early?: string;
}

export function renderHead({ title, tags: pageTags, icons, themeColor, css, extra = '', early }: RenderHeadOptions): string {
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(early ? [early] : []),
    `<title>${escapeHtml(title)}</title>`,
    ...pageTags,
  ];
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

export const escapeAttribute = escapeHtml;
