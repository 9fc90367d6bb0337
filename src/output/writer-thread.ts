/**
 * The writer thread (file-writer.ts): writes each batch it is sent, its files at once, then says
 * how many bytes are done, or why it failed (with the fs error's code and path, for output-error.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createFileWriting, type FileWritingOptions } from './write-file.js';

export interface WriterBatch {
  files: [string, string | Uint8Array][];
  bytes: number;
  /** The batch's size as file-writer.ts counts it in `written`. */
  kb: number;
}

export interface WriterThreadData extends FileWritingOptions {
  /** KB written by each writer thread, this one's at `index` (file-writer.ts reads it to see how far the disk is behind). */
  written: Int32Array;
  index: number;
}

export type WriterReply = { type: 'written'; bytes: number } | { type: 'failed'; message: string; code?: string; path?: string };

const port = parentPort!;
const { written, index, ...options } = workerData as WriterThreadData;
const { writeOutputFileAsync } = createFileWriting(options);
const reply = (message: WriterReply) => port.postMessage(message);

port.on('message', ({ files, bytes, kb }: WriterBatch) => {
  new Promise((resolve) => resolve(Promise.all(files.map(([file, content]) => writeOutputFileAsync(file, content))))).then(
    () => {
      Atomics.add(written, index, kb);
      reply({ type: 'written', bytes });
    },
    (error: NodeJS.ErrnoException) => reply({ type: 'failed', message: error.message, code: error.code, path: error.path }),
  );
});
