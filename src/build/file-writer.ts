/**
 * Writes the build's files from a worker thread with synchronous fs calls. Promise-based writes
 * need the main thread between open, write and close, so while React renders they stall; here
 * the disk stays busy on the other core while the main thread renders. Files arrive in batches,
 * and `write` waits when too many bytes are queued, so memory stays flat.
 */
import { Worker } from 'node:worker_threads';

export interface FileWriterOptions {
  dir: string;
  /** Also write `.gz` and `.br` beside compressible files of at least 1 KB. */
  compress: boolean;
  /**
   * Where compressed copies of `_sitegen/` files are kept between builds. Those names are
   * content-addressed, so a cached copy is always right, and brotli's slowest, smallest setting
   * is paid once per asset rather than once per build.
   */
  cacheDir?: string;
}

type Reply = { type: 'written'; bytes: number } | { type: 'failed'; message: string; code?: string };

const BATCH_FILES = 32;
const BATCH_BYTES = 512 * 1024;
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

export class FileWriter {
  private readonly worker: Worker;
  private batch: [string, string | Uint8Array][] = [];
  private batchBytes = 0;
  private queuedBytes = 0;
  private failure: Error | undefined;
  private waiters: (() => void)[] = [];

  constructor({ dir, compress, cacheDir }: FileWriterOptions) {
    this.worker = new Worker(WRITER_THREAD, { eval: true, workerData: { dir, compress, cacheDir } });
    this.worker.on('message', (reply: Reply) => {
      if (reply.type === 'written') this.queuedBytes -= reply.bytes;
      else this.failure = Object.assign(new Error(reply.message), { code: reply.code });
      this.wake();
    });
    this.worker.on('error', (error) => {
      this.failure = error;
      this.wake();
    });
  }

  async write(file: string, content: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    const bytes = typeof content === 'string' ? content.length : content.byteLength;
    this.batch.push([file, content]);
    this.batchBytes += bytes;
    if (this.batch.length >= BATCH_FILES || this.batchBytes >= BATCH_BYTES) this.send();
    while (this.queuedBytes > MAX_QUEUED_BYTES && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.failure) throw this.failure;
  }

  /** Waits until every file is on disk, then stops the thread. */
  async close(): Promise<void> {
    this.send();
    while (this.queuedBytes > 0 && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
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
    this.worker.postMessage({ files: this.batch, bytes: this.batchBytes });
    this.batch = [];
    this.batchBytes = 0;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * The writer thread's code. A plain string (CommonJS, Node built-ins only) rather than a
 * function, so no bundler can rewrite it: it runs the same from source, tests and the CLI bundle.
 */
const WRITER_THREAD = `
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { parentPort, workerData } = require('node:worker_threads');
const { dir, compress, cacheDir } = workerData;
const compressible = /\\.(html|json|js|css|svg|xml|txt|webmanifest)$/;
const created = new Set([dir]);
const ensureDir = (folder) => {
  if (!created.has(folder)) {
    fs.mkdirSync(folder, { recursive: true });
    created.add(folder);
  }
};
/** Compressed bytes of a content-addressed asset, from the cache when an earlier build made them. */
const cached = (file, extension, make) => {
  // builds/*.json keep their names across rebuilds while their timestamp changes: never cached.
  if (!cacheDir || !file.startsWith('_sitegen/') || file.startsWith('_sitegen/builds/')) return make();
  const entry = path.join(cacheDir, file.replace(/[\\/]/g, '__') + extension);
  try {
    return fs.readFileSync(entry);
  } catch {
    const bytes = make();
    ensureDir(cacheDir);
    fs.writeFileSync(entry, bytes);
    return bytes;
  }
};
parentPort.on('message', ({ files, bytes }) => {
  try {
    for (const [file, content] of files) {
      const target = path.join(dir, file);
      ensureDir(path.dirname(target));
      const data = typeof content === 'string' ? Buffer.from(content) : content;
      fs.writeFileSync(target, data);
      if (compress && data.byteLength >= 1024 && compressible.test(file)) {
        // Assets are few and cached for a year: squeeze them; pages are many: stay fast.
        const quality = file.startsWith('_sitegen/') ? 11 : 5;
        fs.writeFileSync(target + '.gz', cached(file, '.gz', () => zlib.gzipSync(data, { level: 9 })));
        fs.writeFileSync(target + '.br', cached(file, '.br', () => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } })));
      }
    }
    parentPort.postMessage({ type: 'written', bytes });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: error.message, code: error.code });
  }
});
`;
