/**
 * The files of the pages the main thread renders, handed to the writer thread, which writes them and
 * works out what the sinks need of each (page-writer-thread.ts), as render workers do for theirs. On
 * the main thread a page's scan, its CSP hashes and two UTF-8 byte counts cost about as much as a
 * third of its render; with them on the other core, which the disk leaves half idle, the main
 * thread renders the next page sooner. The sinks are told of each file by `record`, as of a render
 * worker's, once it is on disk.
 */
import { runInWriterThread, type WriterThreadJob } from '../output/file-writer.js';
import type { WorkerTarget } from '../output/sinks.js';
import type { WrittenFile } from '../output/written-file.js';
import type { PageFiles } from './page-files.js';
import type { PageWriterBatch, PageWriterData, PageWriterReply } from './page-writer-thread.js';

/** From this many pages a main-thread build hands its pages to the thread; fewer do not earn loading its job (scans, CSP hashes). */
export const PAGE_WRITER_MIN_PAGES = 400;
const BATCH_PAGES = 4;
const BATCH_BYTES = 256 * 1024;
/** Characters sent and not yet written past which `write` waits, so memory stays flat when the disk is slow. */
const MAX_QUEUED = 2 * 1024 * 1024;

export class PageWriter {
  private readonly thread: WriterThreadJob;
  private batch: PageWriterBatch = { pages: [], bytes: 0 };
  /** Told of each page sent, in order, once its files are on disk. */
  private readonly done: ((written: WrittenFile[]) => void)[] = [];
  private batchDone: ((written: WrittenFile[]) => void)[] = [];
  private queued = 0;
  private batches = 0;
  private failure: Error | undefined;
  private waiters: (() => void)[] = [];

  constructor(target: WorkerTarget, check: boolean) {
    const data: PageWriterData = { dir: target.dir, compress: target.compress, cacheDir: target.cacheDir, check };
    // The build's writer thread takes the job: a thread of its own would cost ~10 MB more memory.
    this.thread = runInWriterThread(target.dir, 'build/page-writer-thread', data);
    this.thread.port.on('message', (reply: PageWriterReply) => this.replied(reply));
    // The writer thread stopped (its own error reaches the build through the FileWriter).
    this.thread.port.on('close', () => this.fail(new Error('The writer thread stopped before it wrote every page')));
  }

  /** Queues a page's files; `done` is called with what was written of them. Waits while the disk is far behind. */
  async write(files: PageFiles['files'], done: (written: WrittenFile[]) => void): Promise<void> {
    this.throwIfFailed();
    let bytes = 0;
    for (const { content } of files) bytes += content.length;
    this.batch.pages.push(files.map(({ file, content, styles }) => (styles ? [file, content, styles] : [file, content])));
    this.batch.bytes += bytes;
    this.batchDone.push(done);
    if (this.batch.pages.length >= BATCH_PAGES || this.batch.bytes >= BATCH_BYTES) this.send();
    while (this.queued > MAX_QUEUED && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
    this.throwIfFailed();
  }

  /** Waits until every page sent is on disk and its `done` called, then ends the job. */
  async close(): Promise<void> {
    this.send();
    while (this.batches > 0 && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
    await this.terminate();
    this.throwIfFailed();
  }

  /** Ends the job without waiting (a failed build); the writer thread stays the FileWriter's. */
  async terminate(): Promise<void> {
    this.thread.port.removeAllListeners('close');
    await this.thread.close();
  }

  private send(): void {
    if (this.batch.pages.length === 0) return;
    this.queued += this.batch.bytes;
    this.batches++;
    this.done.push(...this.batchDone);
    this.thread.port.postMessage(this.batch);
    this.batch = { pages: [], bytes: 0 };
    this.batchDone = [];
  }

  private replied(reply: PageWriterReply): void {
    if (reply.type === 'failed') return this.fail(Object.assign(new Error(reply.message), { code: reply.code, path: reply.path }));
    this.queued -= reply.bytes;
    this.batches--;
    try {
      for (const written of reply.pages) this.done.shift()!(written);
    } catch (error) {
      this.failure ??= error as Error;
    }
    this.wake();
  }

  /** The thread's failure, reported to whoever writes next (it may arrive while a write waits). */
  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
