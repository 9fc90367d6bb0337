/**
 * Renders every page and the error pages and hands each file to the sink as soon as it is ready;
 * large sites render in worker threads (render-pool.ts), which write their files themselves; on
 * the main thread, a large site's pages are written by the page writer thread (page-writer.ts).
 */
import type { InlineStyles } from '../render/inline-styles.js';
import type { Page, ReleaseBoot } from '../shapes.js';
import type { ErrorPage } from '../routes/error-pages.js';
import { createRenderer, type Renderer } from '../render/create-renderer.js';
import type { RenderSetup } from '../render/render-context.js';
import type { ServerModule } from './compile-server.js';
import type { OutputSink } from '../output/sinks.js';
import { guarded, type PageFiles, type PageReads } from './page-files.js';
import { renderOnMainThread } from './main-thread-pages.js';
import { PAGE_WRITER_MIN_PAGES, PageWriter } from './page-writer.js';
import type { CarriedCss, CssRules } from '../render/extract-css.js';
import { renderInWorkers } from './render-pool.js';
import type { RenderWorkerSetup } from './render-worker.js';
import type { WorkerPool } from './worker-pool.js';

export interface RenderAllOptions {
  root: string;
  server: ServerModule;
  setup: RenderSetup;
  pages: Page[];
  /** The 404 documents and error payloads (routes/error-pages.ts), rendered after the pages. */
  errorPages: ErrorPage[];
  sink: OutputSink;
  /** Where the release stylesheet goes, e.g. `_sitegen/styles/<buildId>.css`. */
  stylesheetFile: string;
  /** Render the pages in this many worker threads, which write into `output` themselves (see render-pool.ts). */
  parallel?: { workers: number; serverFile: string; output: RenderWorkerSetup['output']; check: boolean; pool?: WorkerPool };
  /** Told of every page rendered, with what it read (an incremental build keeps it, incremental.ts). */
  onPageRendered?: (page: Page, reads: PageReads) => void;
  /** Pages an incremental build carried over unrendered: their classes and rules, for the release stylesheet. */
  carriedCss?: CarriedCss;
}

export interface RenderAllResult {
  /** Page path → `lastmod` for the sitemap, for the pages whose head() said when they changed. */
  lastModified: Map<string, string>;
  /** Every rule the release stylesheet's renderer holds (for the incremental cache). */
  cssRules: CssRules;
  /** The boot data every page shares, for the release manifest. */
  releaseBoot: ReleaseBoot;
}

export async function renderAll({
  root,
  server,
  setup,
  pages,
  errorPages,
  sink,
  stylesheetFile,
  parallel,
  onPageRendered,
  carriedCss,
}: RenderAllOptions): Promise<RenderAllResult> {
  // The sink queues files and makes this wait only when the disk falls behind.
  const write = (file: string, content: string, styles?: InlineStyles) => sink.write(file, content, styles);

  const rendered = (page: Page, reads: PageReads | undefined) => reads && onPageRendered?.(page, reads);
  // Workers get their setup first (renderInWorkers posts it at once); this thread's renderer, for
  // the error pages and the release stylesheet, is made while they start.
  const inWorkers =
    parallel && parallel.workers > 0
      ? renderInWorkers({ ...parallel, root, setup, pages, onWritten: (written) => sink.record(written), onRendered: rendered })
      : undefined;
  const renderer = await createdAfter(inWorkers, () => createRenderer(setup, server.modules));
  let lastModified = new Map<string, string>();
  if (inWorkers) {
    const result = await inWorkers;
    lastModified = result.lastModified;
    // The release stylesheet has every rule any page used, whichever thread rendered it.
    for (const rules of result.cssRules) renderer.addCssRules(rules);
  } else {
    // Workers started early for a build that turned out small (or incremental) are not needed.
    await parallel?.pool?.close();
    lastModified = await renderHere(renderer, { root, pages, sink, parallel, rendered });
  }
  for (const { page, status, file, kind } of errorPages) {
    const doing = kind === 'document' ? `Rendering the error page ${file}` : `Rendering the ${status} error page for ${page.locale}`;
    const rendered = guarded(root, page, doing, () => renderer.renderErrorPage(page, status));
    if (kind === 'document') await write(file, rendered.html, rendered.styles);
    else await write(file, `${JSON.stringify(rendered.payload)}\n`);
  }
  await write(stylesheetFile, renderer.siteCss(carriedCss));
  return { lastModified, cssRules: renderer.cssRules(), releaseBoot: renderer.releaseBoot() };
}

interface RenderHereOptions extends Pick<RenderAllOptions, 'root' | 'pages' | 'sink' | 'parallel'> {
  rendered: (page: Page, reads: PageReads | undefined) => void;
}

/**
 * The pages rendered on this thread. From PAGE_WRITER_MIN_PAGES on, a build to disk hands their
 * files to the page writer thread (page-writer.ts), which tells the sinks of them as a render worker
 * would; a page is done once its files are on disk. Returns the pages' `lastmod`s.
 */
async function renderHere(renderer: Renderer, { root, pages, sink, parallel, rendered }: RenderHereOptions): Promise<Map<string, string>> {
  const lastModified = new Map<string, string>();
  const writer = parallel && pages.length >= PAGE_WRITER_MIN_PAGES ? new PageWriter(parallel.output, parallel.check) : undefined;
  const toThread = (thread: PageWriter, page: Page, { files, reads }: PageFiles) =>
    thread.write(files, (written) => {
      for (const file of written) sink.record(file);
      rendered(page, reads);
    });
  try {
    await renderOnMainThread(renderer, pages, root, {
      write: (page, files) => {
        if (files.lastModified) lastModified.set(page.path, files.lastModified);
        if (writer) return [toThread(writer, page, files)];
        return files.files.map(({ file, content, styles }) => sink.write(file, content, styles));
      },
      written: (page, reads) => {
        if (!writer) rendered(page, reads);
      },
    });
    await writer?.close();
  } finally {
    await writer?.terminate();
  }
  return lastModified;
}

/**
 * `create()`, once the workers are started: if it throws, the workers (which make the same
 * renderer, so fail the same way at once) are let finish first, so none is left running.
 */
function createdAfter<T>(workers: Promise<unknown> | undefined, create: () => T): T | Promise<T> {
  try {
    return create();
  } catch (error) {
    if (!workers) throw error;
    return workers.then(
      () => Promise.reject(error as Error),
      () => Promise.reject(error as Error),
    );
  }
}
