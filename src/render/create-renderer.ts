/**
 * Renders pages and error pages to HTML documents and payloads, with what it builds once per
 * build (intl per locale, the entry index, the CSS extractor). Pure apart from React's and
 * emotion's in-memory caches: no file system, so it runs in the main thread or a worker.
 */
import { cache as emotionCache } from '@emotion/css';
import { indexEntries } from '../content/entry-index.js';
import { createLocaleIntls } from '../i18n/intl-cache.js';
import type { Page, ReleaseBoot } from '../shapes.js';
import { createBootParts } from './boot-data.js';
import { createCssExtractor, mergeRules, releaseCss, snapshotRules, type CarriedCss, type CssRules } from './extract-css.js';
import { createPageReads } from './page-reads.js';
import type { RenderContext, RenderedPage, RenderSetup, SiteModules } from './render-context.js';
import { renderErrorPage } from './render-error-page.js';
import { renderPage } from './render-page.js';

export interface Renderer {
  renderPage(page: Page): RenderedPage;
  /** The error page for a status, `page` being a locale copy of `/` (routes/error-pages.ts). */
  renderErrorPage(page: Page, status: number): RenderedPage;
  /** Every rule the pages rendered so far used (and those of pages an incremental build carried over): the release stylesheet client navigation loads. */
  siteCss(carried?: CarriedCss): string;
  /** The rules rendered here, to hand to another renderer (render workers → the main thread). */
  cssRules(): CssRules;
  addCssRules(rules: CssRules): void;
  /** The boot data every page shares, for the release manifest (render/boot-data.ts). */
  releaseBoot(): ReleaseBoot;
  /** The source file of the entry a page renders (a posting's Markdown), for an error that names it. */
  entryFile(page: Page): string | undefined;
}

export function createRenderer(setup: RenderSetup, modules: SiteModules): Renderer {
  const pageReads = createPageReads(setup.collections, emotionCache);
  const index = indexEntries({ collections: setup.collections, routes: setup.routes, markdown: setup.markdown });
  const shared: Omit<RenderContext, 'boot'> = {
    setup,
    modules,
    localeByCode: new Map(setup.locales.map((locale) => [locale.code, locale])),
    intls: createLocaleIntls(setup.locales, setup.messages),
    // Pages get their entries through pageReads, which notes what each page reads of them.
    entries: pageReads.tracked(index),
    extractCss: createCssExtractor(emotionCache),
    pageReads,
  };
  const context: RenderContext = { ...shared, boot: createBootParts(shared) };
  return {
    renderPage: (page) => renderPage(context, page),
    renderErrorPage: (page, status) => renderErrorPage(context, page, status),
    siteCss: (carried) => releaseCss(emotionCache, carried),
    cssRules: () => snapshotRules(emotionCache),
    addCssRules: (rules) => mergeRules(emotionCache, rules),
    releaseBoot: () => context.boot.release(),
    // Untracked: asking for the file is no read of the page's.
    entryFile: (page) => index.entry(page)?.file,
  };
}
