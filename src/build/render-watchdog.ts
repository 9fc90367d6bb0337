/**
 * One watchdog for all render workers, instead of a `vm` timeout around every page (which starts
 * and joins a watchdog thread per call, 24–38 % of a worker's time in profiles). Each worker marks
 * the page it is rendering and when it started in a small shared buffer; the main thread, idle
 * while the workers render, looks at the buffers a few times per time limit and reports a page
 * that has run past it, so the pool can stop that worker and name the page.
 */

/** Per worker: [page index + 1, or 0 when idle; start, in ms since the pool's epoch]. */
export type PageClock = Int32Array;

export function createPageClock(): PageClock {
  return new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
}

/** In the worker: `index` starts rendering now. The start is stored first, so a reader that sees the page sees its start. */
export function markPageStart(clock: PageClock, epoch: number, index: number): void {
  Atomics.store(clock, 1, Date.now() - epoch);
  Atomics.store(clock, 0, index + 1);
}

/** In the worker: no page is rendering. */
export function markPageEnd(clock: PageClock): void {
  Atomics.store(clock, 0, 0);
}

/**
 * In the main thread: checks every clock every `limitMs / 10` ms (at least 50 ms, at most 1 s) and
 * calls `onTimeout` once with the worker and page whose render has run longer than `limitMs`.
 * Returns the function that stops watching.
 */
export function watchPages(
  clocks: PageClock[],
  epoch: number,
  limitMs: number,
  onTimeout: (worker: number, page: number) => void,
): () => void {
  const every = Math.max(50, Math.min(1000, Math.floor(limitMs / 10)));
  const timer = setInterval(() => {
    const now = Date.now() - epoch;
    for (const [worker, clock] of clocks.entries()) {
      const page = Atomics.load(clock, 0);
      if (page !== 0 && now - Atomics.load(clock, 1) > limitMs) {
        clearInterval(timer);
        onTimeout(worker, page - 1);
        return;
      }
    }
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
