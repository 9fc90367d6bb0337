/**
 * Renders pages in worker threads, one per core, for large sites: each worker renders, writes and
 * scans its pages, so rendering, file writing and the per-page checks run on every core. Pages go
 * out in small batches to whichever worker is free, so the work stays balanced. Small sites render
 * on the main thread, since starting a worker costs more than rendering them.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { SitegenError } from '../errors.js';
import type { CssRules } from '../render/extract-css.js';
import type { RenderSetup } from '../render/render-context.js';
import type { Page } from '../shapes.js';
import {
  serializeSetup,
  type RenderWorkerReply,
  type RenderWorkerSetup,
  type RenderWorkerTask,
  type SerializedError,
} from './render-worker.js';
import { pageTimeoutError, pageTimeoutMs, type PageReads } from './page-files.js';
import { watchPages } from './render-watchdog.js';
import { startWorkerPool, type WorkerPool } from './worker-pool.js';
import type { WrittenFile } from '../output/written-file.js';

/** Below this many pages a build renders on the main thread. */
export const PARALLEL_MIN_PAGES = 400;
/**
 * With two cores, below this many. The main thread's pages already use both: it renders while the
 * writer thread (output/file-writer.ts) creates the files. Two workers pay two start-ups (~120 ms
 * of CPU each: imports, the site's bundle, the renderer) and the scans' trip back, which a few
 * thousand pages do not earn back: at 3,030 pages the main thread took 2.1–2.2 s of user CPU
 * against 2.4–2.6 s and less wall time in every pair; at 6,030 the two were even; at 15,030 the
 * workers won by 1.2 s of CPU and 3–5 s of wall (bench/PROFILE.md, "Fixed costs of a cold build").
 */
export const TWO_CORE_PARALLEL_MIN_PAGES = 5_000;
const MAX_WORKERS = 4;
/** Pages per batch: small enough to balance the workers, large enough that messages stay few. */
const BATCH_PAGES = 48;

/** How many render workers a build of `pageCount` pages uses: 0 means the main thread. */
export function renderWorkerCount(pageCount: number, requested?: number, cores = availableParallelism()): number {
  if (requested !== undefined) return requested;
  const count = Math.min(cores, MAX_WORKERS);
  if (count < 2 || pageCount < (count === 2 ? TWO_CORE_PARALLEL_MIN_PAGES : PARALLEL_MIN_PAGES)) return 0;
  return count;
}

export interface RenderInWorkersOptions {
  workers: number;
  /** The server bundle the main thread compiled; the workers import the same file. */
  serverFile: string;
  root: string;
  setup: RenderSetup;
  pages: Page[];
  output: RenderWorkerSetup['output'];
  check: boolean;
  /** Workers started before the inputs were loaded (prestart-workers.ts); without, the pool starts its own. */
  pool?: WorkerPool;
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
  const { workers, rejects, stopWatching, heapLimits, failures, close } = claimWorkers(options);
  const lastModified = new Map<string, string>();
  const cssRules: CssRules[] = [];
  const order = renderOrder(options.pages);
  const { serverFile, root, setup, pages, output, check } = options;
  let data: Uint8Array | undefined = serializeSetup({ serverUrl: pathToFileURL(serverFile).href, root, setup, pages, output, check });
  let next = 0;
  try {
    const rendered = Promise.all(
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
              if (reply.type === 'ready') assign();
              else if (reply.type === 'rendered') {
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
              reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemoryError(heapLimits.maxOldGenerationSizeMb, error) : error),
            );
            worker.on('exit', (code) => reject(new Error(`A render worker stopped unexpectedly (exit code ${code})`)));
            const failure = failures[index];
            if (failure) reject(failure);
            else send({ type: 'setup', data: data! });
          }),
      ),
    );
    // Every worker has its setup now: the shared bytes (the whole content) need not outlive their reading.
    data = undefined;
    await rendered;
  } finally {
    stopWatching();
    await close();
  }
  return { lastModified, cssRules };
}

/**
 * The workers this build renders with (the prestarted pool's, or new ones; a prestarted worker
 * beyond what the pages need is stopped) and the one watchdog that stops a worker whose page runs
 * past the time limit.
 */
function claimWorkers(options: RenderInWorkersOptions) {
  const count = Math.min(options.workers, Math.ceil(options.pages.length / BATCH_PAGES)) || 1;
  const pool = options.pool ?? startWorkerPool(count, contentBytes(options.setup));
  const workers = pool.workers.slice(0, count);
  for (const extra of pool.workers.slice(count)) void extra.terminate();
  workers.forEach((worker) => worker.ref());
  const rejects: ((error: Error) => void)[] = [];
  // A page that runs past the limit: its worker is stopped and the build fails naming the page.
  const limit = pageTimeoutMs();
  const stopWatching = watchPages(pool.clocks.slice(0, count), pool.epoch, limit, (worker, page) => {
    rejects[worker]?.(pageTimeoutError(options.pages[page]!, limit));
    void workers[worker]!.terminate();
  });
  return { workers, rejects, stopWatching, heapLimits: pool.heapLimits, failures: pool.failures, close: () => pool.close() };
}

/** The content a worker holds a copy of, as UTF-16, for its heap limit (worker-pool.ts). */
function contentBytes(setup: RenderSetup): number {
  let bytes = 0;
  for (const byLocale of Object.values(setup.collections))
    for (const entries of Object.values(byLocale)) for (const entry of entries) bytes += 2 * entry.body.length + 1024;
  return bytes;
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
