/**
 * Render worker threads, started before the build knows what they will render: a worker spends
 * 340–510 ms importing the renderer (react-dom, react-intl, emotion…) before its first page, and
 * started early (prestart-workers.ts) that overlaps the main thread's loading of the content and
 * bundles. The pool (render-pool.ts) sends each worker its setup once the inputs are ready.
 */
import { Worker } from 'node:worker_threads';
import { threadModuleFile } from '../output/thread-module.js';
import { createPageClock, type PageClock } from './render-watchdog.js';

export interface HeapLimits {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

/** What a render worker thread starts with; the rest comes in its setup message (render-worker.ts). */
export interface WorkerStart {
  /** Where the worker marks the page it renders, for the main thread's watchdog (render-watchdog.ts), and that clock's zero (`Date.now()`). */
  clock: PageClock;
  epoch: number;
}

export interface WorkerPool {
  workers: Worker[];
  clocks: PageClock[];
  epoch: number;
  heapLimits: HeapLimits;
  /** Per worker: why it stopped before the build gave it work (it failed to start), if it did. */
  failures: (Error | undefined)[];
  /** Stops every worker; safe to call more than once. */
  close(): Promise<void>;
}

// A pool nobody used (a build that failed before rendering) still stops its workers.
const abandoned = new FinalizationRegistry((workers: Worker[]) => workers.forEach((worker) => void worker.terminate()));

/**
 * Starts `count` workers with room for `contentBytes` of content (entry bodies, as UTF-16). Idle
 * workers do not keep the process alive; the pool refs them when it gives them work.
 */
export function startWorkerPool(count: number, contentBytes: number): WorkerPool {
  const epoch = Date.now();
  const heapLimits = workerHeapLimits(contentBytes);
  const clocks = Array.from({ length: count }, createPageClock);
  const failures: (Error | undefined)[] = [];
  const workers = clocks.map((clock, index) => {
    const workerData: WorkerStart = { clock, epoch };
    const worker = new Worker(threadModuleFile('build/render-worker-thread'), { workerData, resourceLimits: heapLimits });
    worker.unref();
    worker.once('error', (error) => (failures[index] ??= error));
    worker.once('exit', (code) => (failures[index] ??= new Error(`A render worker stopped unexpectedly (exit code ${code})`)));
    return worker;
  });
  const pool: WorkerPool = {
    workers,
    clocks,
    epoch,
    heapLimits,
    failures,
    close: async () => {
      abandoned.unregister(pool);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
  abandoned.register(pool, workers, pool);
  return pool;
}

/**
 * Heap sizes for a render worker. With no limit, V8 lets each worker's heap grow far beyond what it
 * holds (it has the memory), and a few workers would take gigabytes; a limit makes it collect
 * sooner, at a cost of a few percent. The limit leaves room for the worker's copy of the content
 * (a worker of the synthetic site held ~100 MB live for 77 MB of it) and no more: the higher the
 * limit, the further past its live size V8 lets a heap grow. There, 8x the content (872 MB) → the
 * floor of 512 MB took the build's peak from 960–1,000 MB to 890–910 MB, CPU unchanged.
 * A larger young generation suits rendering, whose garbage (strings of each page) dies young: at
 * 15,030 pages, 96 MB took 0.25 s of CPU less than 32 MB (GC was 15 % of a worker's time), for
 * 40–50 MB more peak memory.
 */
function workerHeapLimits(contentBytes: number): HeapLimits {
  return { maxOldGenerationSizeMb: Math.max(512, 256 + Math.ceil((3 * contentBytes) / 2 ** 20)), maxYoungGenerationSizeMb: 96 };
}
