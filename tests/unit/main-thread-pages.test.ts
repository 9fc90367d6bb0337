/**
 * The main thread renders many pages to one time-limited `vm` call (build/main-thread-pages.ts):
 * pages and their files still go out in page order, a page is reported written only once its
 * files are, an earlier page's failed write is reported before a later page's own failure, and a
 * page that never finishes is the one named.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Renderer } from '../../src/render/create-renderer.js';
import type { Page } from '../../src/shapes.js';
import { renderOnMainThread } from '../../src/build/main-thread-pages.js';
import { payloadFile } from '../../src/protocol/output-files.js';

const pages: Page[] = Array.from({ length: 150 }, (_, index) => ({
  route: '/p/{n}/',
  module: 'post',
  params: { n: String(index) },
  locale: 'en',
  variant: 'default',
  defaultPath: `/p/${index}/`,
  path: `/p/${index}/`,
  file: `p/${index}/index.html`,
}));

function renderer(renderPage: (page: Page) => void = () => {}): Renderer {
  return {
    renderPage: (page: Page) => {
      renderPage(page);
      return { html: `<h1>${page.path}</h1>`, payload: { path: page.path } } as unknown as ReturnType<Renderer['renderPage']>;
    },
    // No page here renders a collection entry.
    entryFile: () => undefined,
  } as unknown as Renderer;
}

describe('pages rendered on the main thread', () => {
  afterEach(() => {
    delete process.env.SITEGEN_PAGE_TIMEOUT_MS;
  });

  it('hands every page’s files on in page order and reports each page once its files are written', async () => {
    const events: string[] = [];
    await renderOnMainThread(renderer(), pages, '/site', {
      write: (page, files) => files.files.map(({ file }) => (events.push(`write ${file}`), Promise.resolve())),
      written: (page) => events.push(`written ${page.path}`),
    });
    const writes = events.filter((event) => event.startsWith('write '));
    expect(writes).toEqual(pages.flatMap((page) => [`write ${page.file}`, `write ${payloadFile(page.file)}`]));
    expect(events.filter((event) => event.startsWith('written '))).toEqual(pages.map((page) => `written ${page.path}`));
    for (const page of pages) expect(events.indexOf(`written ${page.path}`)).toBeGreaterThan(events.indexOf(`write ${page.file}`));
  });

  it('reports an earlier page’s failed write before a later page’s render error', async () => {
    const failing = renderer((page) => {
      if (page.path === '/p/3/') throw new Error('page three is broken');
    });
    const done = renderOnMainThread(failing, pages, '/site', {
      write: (page) => [page.path === '/p/1/' ? Promise.reject(new Error('disk full')) : Promise.resolve()],
      written: () => {},
    });
    await expect(done).rejects.toThrow('disk full');
  });

  it('names the page a render error came from', async () => {
    const failing = renderer((page) => {
      if (page.path === '/p/70/') throw new Error('page seventy is broken');
    });
    const done = renderOnMainThread(failing, pages, '/site', { write: () => [Promise.resolve()], written: () => {} });
    await expect(done).rejects.toThrow(/Rendering page \/p\/70\/ \(locale [a-z]+, module "post"\) failed: page seventy is broken/);
  });

  it('stops a page that never finishes after the time limit and names that page, not the first of its run', async () => {
    process.env.SITEGEN_PAGE_TIMEOUT_MS = '300';
    const looping = renderer((page) => {
      if (page.path === '/p/5/') for (;;);
    });
    const done = renderOnMainThread(looping, pages, '/site', { write: () => [Promise.resolve()], written: () => {} });
    await expect(done).rejects.toThrow('Page /p/5/ (locale en, module "post") took longer than 0.3 s to render and was stopped');
  });
});
