/**
 * One page → the files it is made of (its document and its payload). Shared by the main thread and
 * the render workers, so both write exactly the same bytes. No I/O.
 */
import type { InlineStyles } from '../render/inline-styles.js';
import type { Page } from '../shapes.js';
import type { ServerModule } from './compile-server.js';
import { userCodeError } from './user-code-error.js';

export type Renderer = ReturnType<ServerModule['createRenderer']>;

export interface PageFiles {
  /** `styles`: the document's inline CSS, as the renderer wrote it. */
  files: { file: string; content: string; styles?: InlineStyles }[];
  /** The page's `lastmod` for the sitemap, when its head() gave one. */
  lastModified?: string;
}

export function renderPageFiles(renderer: Renderer, page: Page, root: string): PageFiles {
  const rendered = guarded(root, page, `Rendering page ${page.path} (module "${page.module}")`, () => renderer.renderPage(page));
  return {
    files: [
      { file: page.file, content: rendered.html, styles: rendered.styles },
      { file: payloadFile(page.file), content: `${JSON.stringify(rendered.payload)}\n` },
    ],
    lastModified: rendered.lastModified,
  };
}

/** Runs a render step of site code; anything it throws is reported as the site's mistake. */
export function guarded<T>(root: string, page: Page, doing: string, render: () => T): T {
  try {
    return render();
  } catch (error) {
    throw userCodeError(error, { root, doing, route: page.path, locale: page.locale });
  }
}

function payloadFile(htmlFile: string): string {
  return htmlFile.replace(/index\.html$/, '_payload.json');
}
