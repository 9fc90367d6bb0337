/**
 * Renders pages in worker threads, one per core, for large sites: each worker renders, writes and
 * scans its pages, so rendering, file writing and the per-page checks run on every core. Pages go
 * out in small batches to whichever worker is free, so the work stays balanced. Small sites render
 * on the main thread, since starting a worker costs more than rendering them.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SitegenError } from '../errors.js';
import type { CssRules } from '../render/extract-css.js';
import type { RenderSetup } from '../render/render-context.js';
import type { Page } from '../shapes.js';
import { type RenderWorkerData, type RenderWorkerReply, type RenderWorkerTask, type SerializedError } from './render-worker.js';
import { threadModuleFile } from '../output/thread-module.js';
import { pageTimeoutError, pageTimeoutMs, type PageReads } from './page-files.js';
import { createPageClock, watchPages } from './render-watchdog.js';
import type { WrittenFile } from '../output/written-file.js';

/** Below this many pages a build renders on the main thread. */
export const PARALLEL_MIN_PAGES = 400;
const MAX_WORKERS = 4;
/** Pages per batch: small enough to balance the workers, large enough that messages stay few. */
const BATCH_PAGES = 48;

/** How many render workers a build of `pageCount` pages uses: 0 means the main thread. */
export function renderWorkerCount(pageCount: number, requested?: number): number {
  if (requested !== undefined) return requested;
  if (pageCount < PARALLEL_MIN_PAGES) return 0;
  const count = Math.min(availableParallelism(), MAX_WORKERS);
  return count > 1 ? count : 0;
}

export interface RenderInWorkersOptions {
  workers: number;
  /** The server bundle the main thread compiled; the workers import the same file. */
  serverFile: string;
  root: string;
  setup: RenderSetup;
  pages: Page[];
  output: RenderWorkerData['output'];
  check: boolean;
  /** Called for every file a worker wrote, in the order the workers report them. */
  onWritten: (file: WrittenFile) => void;
  /** Called for every page a worker rendered, with what it read. */
  onRendered?: (page: Page, reads: PageReads) => void;
}

export interface RenderInWorkersResult {
  lastModified: Map<string, string>;
  /** The emotion rules each worker's pages used, for the release stylesheet; in worker order. */
  cssRules: CssRules[];
}

export async function renderInWorkers(options: RenderInWorkersOptions): Promise<RenderInWorkersResult> {
  const { workers, rejects, stopWatching, resourceLimits } = startWorkers(options);
  const lastModified = new Map<string, string>();
  const cssRules: CssRules[] = [];
  const order = renderOrder(options.pages);
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker, index) =>
          new Promise<void>((resolve, reject) => {
            rejects[index] = reject;
            let inFlight = 0;
            const send = (task: RenderWorkerTask) => worker.postMessage(task);
            // Two batches in flight: a worker starts the next while the main thread takes in the last.
            const assign = () => {
              while (inFlight < 2 && next < options.pages.length) {
                send({ type: 'render', pages: order.slice(next, next + BATCH_PAGES) });
                next += BATCH_PAGES;
                inFlight += 1;
              }
              if (inFlight === 0) send({ type: 'finish' });
            };
            worker.on('message', (reply: RenderWorkerReply) => {
              if (reply.type === 'rendered') {
                inFlight -= 1;
                reply.files.forEach(options.onWritten);
                for (const [path, date] of reply.lastModified) lastModified.set(path, date);
                for (const [page, reads] of reply.reads) options.onRendered?.(options.pages[page]!, reads);
                assign();
              } else if (reply.type === 'done') {
                cssRules[index] = reply.css;
                resolve();
              } else reject(deserializeError(reply.error));
            });
            worker.on('error', (error: NodeJS.ErrnoException) =>
              reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemoryError(resourceLimits.maxOldGenerationSizeMb, error) : error),
            );
            worker.on('exit', (code) => reject(new Error(`A render worker stopped unexpectedly (exit code ${code})`)));
            assign();
          }),
      ),
    );
  } finally {
    stopWatching();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return { lastModified, cssRules };
}

/** The workers, each with its page clock, and the one watchdog that stops a worker whose page runs past the time limit. */
function startWorkers(options: RenderInWorkersOptions) {
  const epoch = Date.now();
  const data: Omit<RenderWorkerData, 'clock'> = {
    serverUrl: pathToFileURL(options.serverFile).href,
    root: options.root,
    setup: options.setup,
    pages: options.pages,
    output: options.output,
    check: options.check,
    epoch,
  };
  const resourceLimits = workerHeapLimits(options.setup);
  const count = Math.min(options.workers, Math.ceil(options.pages.length / BATCH_PAGES)) || 1;
  const clocks = Array.from({ length: count }, createPageClock);
  const workers = clocks.map(
    (clock) => new Worker(threadModuleFile('build/render-worker-thread'), { workerData: { ...data, clock }, resourceLimits }),
  );
  const rejects: ((error: Error) => void)[] = [];
  // A page that runs past the limit: its worker is stopped and the build fails naming the page.
  const limit = pageTimeoutMs();
  const stopWatching = watchPages(clocks, epoch, limit, (worker, page) => {
    rejects[worker]?.(pageTimeoutError(options.pages[page]!, limit));
    void workers[worker]!.terminate();
  });
  return { workers, rejects, stopWatching, resourceLimits };
}

/**
 * Heap sizes for a render worker. With no limit, V8 lets each worker's heap grow far beyond what it
 * holds (it has the memory), and a few workers would take gigabytes; a limit makes it collect
 * sooner, at a cost of a few percent. The limit leaves room for the worker's copy of the content.
 * A larger young generation suits rendering, whose garbage (strings of each page) dies young.
 */
function workerHeapLimits(setup: RenderSetup): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  let contentBytes = 0;
  for (const byLocale of Object.values(setup.collections))
    for (const entries of Object.values(byLocale)) for (const entry of entries) contentBytes += 2 * entry.body.length + 1024;
  return { maxOldGenerationSizeMb: Math.max(512, 256 + Math.ceil((8 * contentBytes) / 2 ** 20)), maxYoungGenerationSizeMb: 32 };
}

/**
 * Page indexes with the locale variants of each page next to each other, so they go to the same
 * worker one after the other and share what they have in common (an entry's rendered Markdown).
 */
function renderOrder(pages: Page[]): number[] {
  return pages.map((_, index) => index).sort((a, b) => compare(pages[a]!.defaultPath, pages[b]!.defaultPath) || a - b);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function outOfMemoryError(limitMb: number, cause: Error): SitegenError {
  return new SitegenError(`A render worker ran out of memory (its heap is limited to ${limitMb} MB)`, {
    hint: 'Build with fewer workers (sitegen build --workers 1), or on the main thread, which has no such limit (--workers 0).',
    cause,
  });
}

function deserializeError(error: SerializedError): Error {
  if (error.kind === 'sitegen') return new SitegenError(error.message, { ...error.location, hint: error.hint, problems: error.problems });
  return Object.assign(new Error(error.message), { stack: error.stack, code: error.code, path: error.path });
}
