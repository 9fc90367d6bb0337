/**
 * Where a build's files go, behind one interface: memory (`build({ write: false })` and tests) or a
 * staging folder swapped into place only when the whole build succeeded (staging-sink.ts). Sinks
 * in front of another (the site checker, the hosting recorder) pass everything on (`PassThroughSink`).
 */
import type { Compression } from '../config/define-config.js';
import type { InlineStyleHashList } from '../hosting/inline-styles.js';
import type { InlineStyles } from '../render/inline-styles.js';
import type { WrittenFile } from './written-file.js';

/** Where render workers write a build's files themselves: the folder, and how (write-file.ts). */
export interface WorkerTarget {
  dir: string;
  compress: Compression | false;
  cacheDir?: string;
}

export interface OutputSink {
  /** `styles`: an HTML document's inline CSS, when its renderer knows it (else it is found in the content). */
  write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void>;
  /** Takes note of a file a render worker already wrote into `workerTarget()`. */
  record(written: WrittenFile): void;
  /** Takes note of the files an incremental build carried over (or left in place), at once. */
  recordCarried(carried: CarriedFiles): void;
  /** Waits for every file, then puts the output in place; before it, nothing the user sees has changed. */
  commit(): Promise<void>;
  /** After a failed build: drops what was written, so the previous output stays as it was. */
  discard(): Promise<void>;
  /** Where render workers may write themselves; undefined when every file must come through `write` (memory). */
  workerTarget(): WorkerTarget | undefined;
  /** The error a failed build reports: a refusal of this sink's disk said plainly (output-error.ts), anything else as it is. */
  explainError(error: unknown): unknown;
  /** Every file written, when the sink keeps them in memory. */
  readonly files?: Map<string, string | Uint8Array>;
  /** Number of files and bytes written (not counting compressed copies). */
  readonly stats: { files: number; bytes: number };
}

/**
 * Files an incremental build carried over unrendered, as the sinks need them: sums, names, the
 * distinct CSP hash lists of the documents, and each file only for a checker that runs
 * (build/incremental/carried-files.ts). Like `record`, as if each file had been recorded in order.
 */
export interface CarriedFiles {
  readonly count: number;
  readonly bytes: number;
  names(): string[];
  styles(): InlineStyleHashList[];
  files(): Iterable<WrittenFile>;
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  readonly stats = { files: 0, bytes: 0 };
  write(file: string, content: string | Uint8Array): Promise<void> {
    this.files.set(file, content);
    this.stats.files += 1;
    this.stats.bytes += byteLength(content);
    return Promise.resolve();
  }

  record(): void {
    throw new Error('Render workers write to disk; a build into memory renders on the main thread');
  }

  recordCarried(): void {
    throw new Error('A build into memory carries nothing over: it has no output folder');
  }

  commit(): Promise<void> {
    return Promise.resolve();
  }

  discard(): Promise<void> {
    return Promise.resolve();
  }

  workerTarget(): undefined {
    return undefined;
  }

  explainError(error: unknown): unknown {
    return error;
  }
}

/** A sink in front of another: passes every call on; subclasses look at `write` and `record` on the way. */
export class PassThroughSink implements OutputSink {
  constructor(protected readonly next: OutputSink) {}

  get stats(): OutputSink['stats'] {
    return this.next.stats;
  }

  get files(): OutputSink['files'] {
    return this.next.files;
  }

  write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void> {
    return this.next.write(file, content, styles);
  }

  record(written: WrittenFile): void {
    this.next.record(written);
  }

  recordCarried(carried: CarriedFiles): void {
    this.next.recordCarried(carried);
  }

  commit(): Promise<void> {
    return this.next.commit();
  }

  discard(): Promise<void> {
    return this.next.discard();
  }

  workerTarget(): WorkerTarget | undefined {
    return this.next.workerTarget();
  }

  explainError(error: unknown): unknown {
    return this.next.explainError(error);
  }
}

export function byteLength(content: string | Uint8Array): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}
