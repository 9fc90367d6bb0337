/**
 * Renders every page and the error pages and hands each file to the sink as soon as it is ready;
 * large sites render in worker threads (render-pool.ts), which write their files themselves.
 */
import type { InlineStyles } from '../render/inline-styles.js';
import { notFoundPageFile } from '../protocol/output-files.js';
import type { Page } from '../shapes.js';
import { pathToFile } from '../routes/route-path.js';
import type { RenderSetup } from '../render/create-renderer.js';
import type { ServerModule } from './compile-server.js';
import type { OutputSink } from '../output/sinks.js';
import { guarded, renderPageFiles, type PageReads } from './page-files.js';
import type { CssRules } from '../render/extract-css.js';
import { renderInWorkers } from './render-pool.js';
import type { RenderWorkerData } from './render-worker.js';
import { ERROR_STATUSES } from './client-assets.js';

export interface RenderAllOptions {
  root: string;
  server: ServerModule;
  setup: RenderSetup;
  pages: Page[];
  defaultLocale: string;
  sink: OutputSink;
  /** Where the release stylesheet goes, e.g. `_sitegen/styles/<buildId>.css`. */
  stylesheetFile: string;
  /** Where the payload of a locale's error page for a status goes (shown in place by the runtime). */
  errorPayloadFile: (locale: string, status: number) => string;
  /** Render the pages in this many worker threads, which write into `output` themselves (see render-pool.ts). */
  parallel?: { workers: number; serverFile: string; output: RenderWorkerData['output']; check: boolean };
  /** Told of every page rendered, with what it read (an incremental build keeps it, build/incremental/). */
  onPageRendered?: (page: Page, reads: PageReads) => void;
  /** Pages not rendered but carried over from the last build: their classes and rules, for the release stylesheet. */
  carriedCss?: { classes: Iterable<string>; rules: Record<string, string> };
}

export interface RenderAllResult {
  /** Page path → `lastmod` for the sitemap, for the pages whose head() said when they changed. */
  lastModified: Map<string, string>;
  /** Every rule the release stylesheet's renderer holds (for the incremental cache). */
  cssRules: CssRules;
}

export async function renderAll({
  root,
  server,
  setup,
  pages,
  defaultLocale,
  sink,
  stylesheetFile,
  errorPayloadFile,
  parallel,
  onPageRendered,
  carriedCss,
}: RenderAllOptions): Promise<RenderAllResult> {
  const renderer = server.createRenderer(setup, server.modules);
  // The sink queues files and makes this wait only when the disk falls behind.
  const write = (file: string, content: string, styles?: InlineStyles) => sink.write(file, content, styles);

  const rendered = (page: Page, reads: PageReads | undefined) => reads && onPageRendered?.(page, reads);
  let lastModified = new Map<string, string>();
  if (parallel && parallel.workers > 0) {
    const result = await renderInWorkers({
      ...parallel,
      root,
      setup,
      pages,
      onWritten: (written) => sink.record(written),
      onRendered: rendered,
    });
    lastModified = result.lastModified;
    // The release stylesheet has every rule any page used, whichever thread rendered it.
    for (const rules of result.cssRules) renderer.addCssRules(rules);
  } else {
    for (const page of pages) {
      const files = renderPageFiles(renderer, page, root);
      if (files.lastModified) lastModified.set(page.path, files.lastModified);
      for (const { file, content, styles } of files.files) await write(file, content, styles);
      rendered(page, files.reads);
    }
  }
  for (const errorPage of errorPages(setup, defaultLocale)) {
    const errorDocument = guarded(root, errorPage.page, `Rendering the error page ${errorPage.file}`, () =>
      renderer.renderErrorPage(errorPage.page, 404),
    );
    await write(errorPage.file, errorDocument.html, errorDocument.styles);
  }
  for (const { page } of errorPages(setup, defaultLocale).filter((error) => error.page.variant === 'prefixed')) {
    for (const status of ERROR_STATUSES) {
      const rendered = guarded(root, page, `Rendering the ${status} error page for ${page.locale}`, () =>
        renderer.renderErrorPage(page, status),
      );
      await write(errorPayloadFile(page.locale, status), `${JSON.stringify(rendered.payload)}\n`);
    }
  }
  await write(stylesheetFile, renderer.siteCss(carriedCss));
  return { lastModified, cssRules: renderer.cssRules() };
}

/** `404.html` in the default locale, and `{code}/404.html` for every locale. */
function errorPages(setup: RenderSetup, defaultLocale: string): { page: Page; file: string }[] {
  const home = (locale: string, variant: Page['variant']): Page => {
    const pagePath = variant === 'default' ? '/' : `/${locale}/`;
    return { route: '/', module: '', params: {}, locale, variant, defaultPath: '/', path: pagePath, file: pathToFile(pagePath) };
  };
  return [
    { page: home(defaultLocale, 'default'), file: notFoundPageFile() },
    ...setup.locales.map((locale) => ({ page: home(locale.code, 'prefixed'), file: notFoundPageFile(locale.code) })),
  ];
}
