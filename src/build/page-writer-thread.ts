/**
 * The page writer's job (page-writer.ts), run in the build's writer thread on a channel of its
 * own (output/file-writer.ts `runInWriterThread`): writes the files of the pages the main thread
 * rendered and works out what the sinks need of each (size, the CSP hashes of its inline CSS, the
 * site check's scan), as a render worker does for its own pages, so the main thread only renders.
 * Loaded by path from sitegen's compiled library (output/thread-module.ts).
 */
import type { MessagePort } from 'node:worker_threads';
import { createFileWriting, type FileWritingOptions } from '../output/write-file.js';
import type { WrittenFile } from '../output/written-file.js';
import type { InlineStyles } from '../render/inline-styles.js';
import { createPageFileWriter } from './write-page-file.js';

export interface PageWriterData extends FileWritingOptions {
  /** Scan each page for the site checks. */
  check: boolean;
}

/** Main thread → thread: the files of a few pages, each page's in the order the main thread would write them. */
export interface PageWriterBatch {
  pages: [file: string, content: string, styles?: InlineStyles][][];
  bytes: number;
}

/** Thread → main thread: what was written of each page of a batch, in order; or why the batch failed. */
export type PageWriterReply =
  { type: 'written'; pages: WrittenFile[][]; bytes: number } | { type: 'failed'; message: string; code?: string; path?: string };

export function run(port: MessagePort, { check, ...options }: PageWriterData): void {
  // Synchronous writes into one reused buffer, as a render worker's: at 3,030 pages ~0.3 s less CPU
  // than promise-based writes with a Buffer per file, and ~30 MB less peak memory (bench/PROFILE.md).
  const write = createPageFileWriter(createFileWriting(options).writeOutputFile, check);
  const reply = (message: PageWriterReply) => port.postMessage(message);
  port.on('message', ({ pages, bytes }: PageWriterBatch) => {
    try {
      reply({ type: 'written', pages: pages.map((files) => files.map(([file, content, styles]) => write(file, content, styles))), bytes });
    } catch (error) {
      const { message, code, path } = error as NodeJS.ErrnoException;
      reply({ type: 'failed', message, code, path });
    }
  });
}
