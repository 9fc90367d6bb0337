/**
 * Writes the build's files from a worker thread with synchronous fs calls. Promise-based writes
 * need the main thread between open, write and close, so while React renders they stall; here
 * the disk stays busy on the other core while the main thread renders. Files arrive in batches,
 * and `write` waits when too many bytes are queued, so memory stays flat.
 */
import { Worker } from 'node:worker_threads';
import type { Compression } from '../config/define-config.js';
import { threadModuleFile } from './thread-module.js';
import type { WriterBatch, WriterReply } from './writer-thread.js';

export interface FileWriterOptions {
  dir: string;
  /** Which copies (`.gz`, `.br`) to write beside compressible files of at least 1 KB; false: none. */
  compress: Compression | false;
  /**
   * Where compressed copies of `_sitegen/` files are kept between builds. Those names are
   * content-addressed, so a cached copy is always right, and brotli's slowest, smallest setting
   * is paid once per asset rather than once per build.
   */
  cacheDir?: string;
}

const BATCH_FILES = 8;
const BATCH_BYTES = 256 * 1024;
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

export class FileWriter {
  private readonly worker: Worker;
  private batch: [string, string | Uint8Array][] = [];
  private batchBytes = 0;
  private queuedBytes = 0;
  /** Batches sent and not yet written: counted apart from bytes, so a last batch of empty files (`.nojekyll`) is waited for too. */
  private queuedBatches = 0;
  private failure: Error | undefined;
  private waiters: (() => void)[] = [];

  constructor({ dir, compress, cacheDir }: FileWriterOptions) {
    this.worker = new Worker(threadModuleFile('output/writer-thread'), { workerData: { dir, compress, cacheDir } });
    this.worker.on('message', (reply: WriterReply) => {
      if (reply.type === 'written') {
        this.queuedBytes -= reply.bytes;
        this.queuedBatches--;
      } else this.failure = Object.assign(new Error(reply.message), { code: reply.code, path: reply.path });
      this.wake();
    });
    this.worker.on('error', (error) => {
      this.failure = error;
      this.wake();
    });
  }

  async write(file: string, content: string | Uint8Array): Promise<void> {
    this.throwIfFailed();
    const bytes = typeof content === 'string' ? content.length : content.byteLength;
    this.batch.push([file, content]);
    this.batchBytes += bytes;
    if (this.batch.length >= BATCH_FILES || this.batchBytes >= BATCH_BYTES) this.send();
    while (this.queuedBytes > MAX_QUEUED_BYTES && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
    this.throwIfFailed();
  }

  /** The writer thread's failure, reported to whoever writes next (it may arrive while a write waits). */
  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  /** Waits until every file is on disk, then stops the thread. */
  async close(): Promise<void> {
    this.send();
    while (this.queuedBatches > 0 && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
    await this.worker.terminate();
    if (this.failure) throw this.failure;
  }

  /** Stops without waiting, after a failed build. */
  async abort(): Promise<void> {
    await this.worker.terminate();
  }

  private send(): void {
    if (this.batch.length === 0) return;
    this.queuedBytes += this.batchBytes;
    this.queuedBatches++;
    this.worker.postMessage({ files: this.batch, bytes: this.batchBytes } satisfies WriterBatch);
    this.batch = [];
    this.batchBytes = 0;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
