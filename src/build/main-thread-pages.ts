/**
 * Pages rendered on the main thread, under the page time limit. The main thread cannot be
 * terminated, so a page that loops forever is stopped by `vm`'s timeout, whose watchdog thread
 * Node starts and joins once per call (~50 µs quiet, ~0.5 ms under load). So one call renders a
 * run of pages: it starts pages until it has run for half the limit (or `RUN_PAGES` pages), and its
 * timeout is 1.5 × the limit, so every page it starts gets at least the full limit, and the page it
 * is on when the timeout strikes is the one named.
 */
import vm from 'node:vm';
import { performance } from 'node:perf_hooks';
import type { Renderer } from '../render/create-renderer.js';
import type { PageReads } from '../render/page-reads.js';
import type { Page } from '../shapes.js';
import { pageTimeoutError, pageTimeoutMs, renderPageFiles, type PageFiles } from './page-files.js';

/**
 * At most this many pages a call: their writes are awaited after the call, so the sink's
 * back-pressure (it makes a write wait while the disk falls behind) comes at most this late.
 */
const RUN_PAGES = 64;

export interface MainThreadPages {
  /** Called as soon as a page is rendered, inside the time limit: hands its files to the sink, returns the writes. */
  write(page: Page, files: PageFiles): Promise<void>[];
  /**
   * Called once the page's writes are done, in page order, with what the page read. Its files are
   * not kept till then: a run's content, held for the whole run, outlived two scavenges and went to
   * the old generation as garbage (3,030 pages: 50 → 27 MB promoted, peak RSS −15 MB).
   */
  written(page: Page, reads: PageReads | undefined): void;
}

interface RenderedPage {
  page: Page;
  reads: PageReads | undefined;
  writes: Promise<void>[];
}

/** Renders `pages` in order; the first failure (a page's render, or an earlier page's write) fails it. */
export async function renderOnMainThread(renderer: Renderer, pages: Page[], root: string, each: MainThreadPages): Promise<void> {
  const limit = pageTimeoutMs();
  let next = 0;
  while (next < pages.length) {
    const run: RenderedPage[] = [];
    let failure: { error: unknown } | undefined;
    try {
      next = renderRun(pages, next, limit, (page) => {
        const files = renderPageFiles(renderer, page, root);
        const writes = each.write(page, files);
        // Several writes wait at once now: one failing while an earlier one is awaited must not go unhandled.
        for (const write of writes) write.catch(() => {});
        run.push({ page, reads: files.reads, writes });
      });
    } catch (error) {
      failure = { error };
    }
    // The pages before a failed one are written first, so a write's failure is reported before it, as one page at a time would.
    await writtenInOrder(run, each);
    if (failure) throw failure.error;
  }
}

const timeLimited = vm.createContext({ task: undefined as (() => void) | undefined });
const runTask = new vm.Script('task()');

/** One `vm` call: renders pages from `from` on until half the limit has passed; returns the index of the next page. */
function renderRun(pages: Page[], from: number, limit: number, render: (page: Page) => void): number {
  let index = from;
  let current = pages[from]!;
  timeLimited.task = () => {
    const started = performance.now();
    do {
      current = pages[index]!;
      render(current);
      index++;
    } while (index < pages.length && index - from < RUN_PAGES && performance.now() - started < limit / 2);
  };
  try {
    runTask.runInContext(timeLimited, { timeout: Math.min(Math.ceil(limit * 1.5), 0xffff_ffff) });
    return index;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    throw pageTimeoutError(current, limit);
  } finally {
    timeLimited.task = undefined;
  }
}

async function writtenInOrder(run: RenderedPage[], each: MainThreadPages): Promise<void> {
  for (const { page, reads, writes } of run) {
    for (const write of writes) await write;
    each.written(page, reads);
  }
}
