/**
 * A rendered body and its head data → the HTML document and the payload: the page's CSS, the
 * runtime's tags and the islands it uses in the head, the body in the app root. Pure.
 */
import type { HeadData, Page } from '../shapes.js';
import { pageIslands } from './check-islands.js';
import { renderHead, styleElementText } from './head.js';
import { findInlineStyles } from './inline-styles.js';
import type { RenderContext, RenderedPage } from './render-context.js';
import { detectTag, runtimeTags } from './runtime-tags.js';

export function renderDocument(context: RenderContext, page: Page, head: HeadData, body: string): RenderedPage {
  const { setup } = context;
  const css = context.extractCss(body);
  const islands = pageIslands(page, body, setup.islandNames);
  const extra = runtimeTags(setup.runtimeAssets, page.locale, islands);
  const early = page.path === '/' ? detectTag(setup.runtimeAssets) : undefined;
  const headHtml = renderHead({ head, icons: setup.icons, themeColor: setup.themeColor, css, extra, early });
  const html = documentShell(head.lang, headHtml, setup.appRoot === 'body' ? body : `<div id="app">${body}</div>`);
  // The head's only inline CSS is the page's own; a component may still write some into the body.
  const inBody = findInlineStyles(body);
  const styles = { blocks: css ? [styleElementText(css), ...inBody.blocks] : inBody.blocks, attributes: inBody.attributes };
  return { html, payload: { path: page.path, locale: page.locale, head, html: body, islands }, styles };
}

function documentShell(lang: string, headHtml: string, app: string): string {
  return `<!doctype html>\n<html lang="${lang}">\n<head>\n${headHtml}\n</head>\n<body>\n${app}\n</body>\n</html>\n`;
}
