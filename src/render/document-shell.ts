/**
 * A rendered body and its own head data → the HTML document and the payload: the page's whole head
 * (made from its own by protocol/page-head.ts, as the runtime makes it), its CSS, the runtime's tags
 * and the islands it uses in the head, the body in the app root. Pure.
 */
import { pathLocale } from '../protocol/head-links.js';
import { pageTags } from '../protocol/head-tags.js';
import type { Page, PayloadHead } from '../shapes.js';
import { pageIslands } from './check-islands.js';
import { renderHead, styleElementText } from './head.js';
import { findInlineStyles } from './inline-styles.js';
import type { RenderContext, RenderedPage } from './render-context.js';
import { detectTag, runtimeTags } from './runtime-tags.js';

export function renderDocument(context: RenderContext, page: Page, own: PayloadHead, body: string): RenderedPage {
  const { setup } = context;
  const site = context.boot.release();
  // The page's language and head tags as the runtime makes them for a page it swaps in.
  const [locale] = pathLocale(site.locales, site.defaultLocale, page.path);
  const tags = pageTags(site, page.path, own);
  const css = context.extractCss(body);
  const islands = pageIslands(page, body, setup.islandNames);
  const extra = runtimeTags(setup.runtimeAssets, context.boot.page(page.locale, islands.length > 0), islands);
  const early = page.path === '/' ? detectTag(setup.runtimeAssets) : undefined;
  const headHtml = renderHead({ title: own.title, tags, icons: setup.icons, themeColor: setup.themeColor, css, extra, early });
  const html = documentShell(locale.language, headHtml, setup.appRoot === 'body' ? body : `<div id="app">${body}</div>`);
  // The head's only inline CSS is the page's own; a component may still write some into the body.
  const inBody = findInlineStyles(body);
  const styles = { blocks: css ? [styleElementText(css), ...inBody.blocks] : inBody.blocks, attributes: inBody.attributes };
  return { html, payload: { head: own, html: body, islands }, styles };
}

function documentShell(lang: string, headHtml: string, app: string): string {
  return `<!doctype html>\n<html lang="${lang}">\n<head>\n${headHtml}\n</head>\n<body>\n${app}\n</body>\n</html>\n`;
}
