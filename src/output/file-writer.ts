/**
 * Writes the build's files from a worker thread with synchronous fs calls. Promise-based writes
 * need the main thread between open, write and close, so while React renders they stall; here
 * the disk stays busy on the other core while the main thread renders. Files arrive in batches,
 * and `write` waits when too many bytes are queued, so memory stays flat. When the queue grows
 * past half that, the disk is behind the renderer, and a second writer thread starts: creating a
 * file is mostly the kernel's time (on ext4 without a journal, more so just after the last
 * output was deleted), which two threads spend on two cores, as two render workers would.
 * `sitegen build` starts the first thread before it loads its own modules (prestartWriterThread):
 * a thread's start-up (~70 ms of CPU, Node's internals loaded anew) then overlaps the build's
 * instead of holding back the first files.
 */
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import type { Compression } from '../config/define-config.js';
import { threadModuleFile } from './thread-module.js';
import type { WriterBatch, WriterJob, WriterReply, WriterThreadData } from './writer-thread.js';

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
/** KB sent and not yet on disk past which another writer thread starts, up to MAX_THREADS. */
const MORE_THREADS_KB = MAX_QUEUED_BYTES / 2 / 1024;
/**
 * Files sent before a second thread may start: creating files is what it shares, so a few large
 * ones (an incremental build's two 7 MB lists) are not worth a thread's start-up (~100 ms of CPU).
 */
const MORE_THREADS_MIN_FILES = 400;
const MAX_THREADS = 2;

/** A writer thread started before any build asked for one, unref'd until a FileWriter takes it. */
let prestarted: { worker: Worker; failed: boolean } | undefined;
/** The FileWriter writing each folder, whose first thread may take on another job (`runInWriterThread`). */
const writers = new Map<string, FileWriter>();

/** Starts the writer thread the next FileWriter will take; a process that never takes it exits regardless. */
export function prestartWriterThread(): void {
  if (prestarted) return;
  const thread = { worker: startWriterThread({ warmIntl: true }), failed: false };
  // A thread that failed to start is replaced by a fresh one, whose failure the FileWriter then reports.
  thread.worker.once('error', () => (thread.failed = true));
  thread.worker.unref();
  prestarted = thread;
}

/** The prestarted writer thread, if any and alive, else a new one. */
function takeWorker(): Worker {
  const thread = prestarted;
  prestarted = undefined;
  if (!thread || thread.failed) return startWriterThread();
  thread.worker.ref();
  return thread.worker;
}

/**
 * A writer thread. Its young generation is kept small: it mostly waits on the disk, and with
 * V8's default (16 MB semi-spaces) the page writer's job (page-writer.ts) grew its heap by ~30 MB.
 */
function startWriterThread(workerData?: { warmIntl: boolean }): Worker {
  return new Worker(threadModuleFile('output/writer-thread'), {
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: WRITER_YOUNG_MB },
  });
}
const WRITER_YOUNG_MB = 8;

/** A job running in a writer thread on a channel of its own (`runInWriterThread`). */
export interface WriterThreadJob {
  port: MessagePort;
  /** Closes the job's channel (and the thread, if the job started its own). */
  close(): Promise<void>;
}

/**
 * Runs `run(port, data)`, exported by sitegen's module `module`, in the first thread of the
 * FileWriter writing `dir`, on a channel of its own: the page writer's job (page-writer.ts), so a
 * build keeps one thread that writes, not two (each ~10 MB of memory and ~70 ms of CPU to start).
 * Without a FileWriter for `dir`, in a writer thread of its own.
 */
export function runInWriterThread(dir: string, module: string, data: unknown): WriterThreadJob {
  const shared = writers.get(dir)?.firstThread();
  const worker = shared ?? startWriterThread();
  const { port1, port2 } = new MessageChannel();
  worker.postMessage({ job: threadModuleFile(module), port: port2, data } satisfies WriterJob, [port2]);
  return {
    port: port1,
    close: async () => {
      port1.close();
      if (!shared) await worker.terminate();
    },
  };
}

interface WriterThread {
  worker: Worker;
  /** KB (rounded up per batch) sent to this thread; what it has written is in `written`, at its index. */
  sentKb: number;
}

export class FileWriter {
  private readonly threads: WriterThread[] = [];
  private batch: [string, string | Uint8Array][] = [];
  private batchBytes = 0;
  private sentFiles = 0;
  private queuedBytes = 0;
  /** Batches sent and not yet written: counted apart from bytes, so a last batch of empty files (`.nojekyll`) is waited for too. */
  private queuedBatches = 0;
  private failure: Error | undefined;
  private waiters: (() => void)[] = [];
  /**
   * KB each thread has written, counted by the thread itself: read without waiting for its
   * messages, which this thread takes in only when its event loop turns (rendering, it may not
   * for several MB).
   */
  private readonly written = new Int32Array(new SharedArrayBuffer(4 * MAX_THREADS));

  constructor(private readonly options: FileWriterOptions) {
    this.startThread();
    writers.set(options.dir, this);
  }

  /** The thread a job shares (`runInWriterThread`). */
  firstThread(): Worker {
    return this.threads[0]!.worker;
  }

  private startThread(): void {
    const { dir, compress, cacheDir } = this.options;
    const data: WriterThreadData = { dir, compress, cacheDir, written: this.written, index: this.threads.length };
    const thread: WriterThread = { worker: takeWorker(), sentKb: 0 };
    thread.worker.postMessage(data);
    thread.worker.on('message', (reply: WriterReply) => {
      if (reply.type === 'written') {
        this.queuedBytes -= reply.bytes;
        this.queuedBatches--;
      } else this.failure = Object.assign(new Error(reply.message), { code: reply.code, path: reply.path });
      this.wake();
    });
    thread.worker.on('error', (error) => {
      this.failure = error;
      this.wake();
    });
    this.threads.push(thread);
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
    await this.abort();
    if (this.failure) throw this.failure;
  }

  /** Stops without waiting, after a failed build. */
  async abort(): Promise<void> {
    if (writers.get(this.options.dir) === this) writers.delete(this.options.dir);
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
  }

  private send(): void {
    if (this.batch.length === 0) return;
    const behind = this.threads.map((thread, index) => thread.sentKb - Atomics.load(this.written, index));
    this.sentFiles += this.batch.length;
    const lagging = behind.reduce((sum, kb) => sum + kb, 0) > MORE_THREADS_KB && this.sentFiles >= MORE_THREADS_MIN_FILES;
    if (lagging && this.threads.length < MAX_THREADS) {
      this.startThread();
      behind.push(0);
    }
    // The batch goes to the thread with the least still to write.
    const index = behind.indexOf(Math.min(...behind));
    const kb = Math.ceil(this.batchBytes / 1024);
    this.threads[index]!.sentKb += kb;
    this.queuedBytes += this.batchBytes;
    this.queuedBatches++;
    this.threads[index]!.worker.postMessage({ files: this.batch, bytes: this.batchBytes, kb } satisfies WriterBatch);
    this.batch = [];
    this.batchBytes = 0;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
