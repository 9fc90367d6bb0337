/**
 * One page → the files it is made of (its document and its payload). Shared by the main thread and
 * the render workers, so both write exactly the same bytes. No I/O.
 */
import { SitegenError } from '../errors.js';
import type { InlineStyles } from '../render/inline-styles.js';
import { payloadFile } from '../protocol/output-files.js';
import type { Page } from '../shapes.js';
import type { Renderer } from '../render/create-renderer.js';
import type { PageReads } from '../render/page-reads.js';

export type { PageReads };
import { userCodeError } from '../compile/user-code-error.js';

export interface PageFiles {
  /** `styles`: the document's inline CSS, as the renderer wrote it. */
  files: { file: string; content: string; styles?: InlineStyles }[];
  /** The page's `lastmod` for the sitemap, when its head() gave one. */
  lastModified?: string;
  /** What the page's bytes depend on beyond the build id, and its classes for the release stylesheet. */
  reads?: PageReads;
}

/**
 * How long one page may render: default 30 s, `SITEGEN_PAGE_TIMEOUT_MS` to change it. Rendering
 * is synchronous, so no timer on the same thread can stop a page that loops forever. On the main
 * thread a run of pages goes through one `vm` call with a timeout (main-thread-pages.ts); a render
 * worker instead marks the page it is on, and the main thread terminates a worker whose page has
 * run past the limit (render-watchdog.ts): one watchdog for the whole build.
 */
export function pageTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SITEGEN_PAGE_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : 30_000;
}

/** A page stopped after `limit` ms, named for the user; the same from the main thread's `vm` and a worker's watchdog. */
export function pageTimeoutError(page: Page, limit: number): SitegenError {
  return new SitegenError(
    `Page ${page.path} (locale ${page.locale}, module "${page.module}") took longer than ${limit / 1000} s to render and was stopped`,
    {
      route: page.path,
      locale: page.locale,
      hint: `Look for a loop that never ends, or work too slow for a build, in the page module "${page.module}" or the components it renders. If the page really needs longer, raise the limit with SITEGEN_PAGE_TIMEOUT_MS=<ms>.`,
    },
  );
}

/** Renders one page; the caller watches the time (main-thread-pages.ts, or the main thread watching a render worker). */
export function renderPageFiles(renderer: Renderer, page: Page, root: string): PageFiles {
  const rendered = guarded(
    root,
    page,
    `Rendering page ${page.path} (locale ${page.locale}, module "${page.module}")`,
    () => renderer.renderPage(page),
    () => renderer.entryFile(page),
  );
  return {
    files: [
      { file: page.file, content: rendered.html, styles: rendered.styles },
      { file: payloadFile(page.file), content: `${JSON.stringify(rendered.payload)}\n` },
    ],
    lastModified: rendered.lastModified,
    reads: rendered.reads,
  };
}

/** Runs a render step of site code; anything it throws is reported as the site's mistake. */
export function guarded<T>(root: string, page: Page, doing: string, render: () => T, content?: () => string | undefined): T {
  try {
    return render();
  } catch (error) {
    throw userCodeError(error, { root, doing, route: page.path, locale: page.locale, content: content?.() });
  }
}
