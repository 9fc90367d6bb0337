/**
 * The writer thread (file-writer.ts): told its output folder in its first message (it may start
 * before the build knows it: prestartWriterThread), then writes each batch it is sent, its files
 * at once, and says how many bytes are done, or why it failed (with the fs error's code and path,
 * for output-error.ts).
 */
import { pathToFileURL } from 'node:url';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { createFileWriting, type FileWritingOptions } from './write-file.js';

export interface WriterBatch {
  files: [string, string | Uint8Array][];
  bytes: number;
  /** The batch's size as file-writer.ts counts it in `written`. */
  kb: number;
}

/** The first message a writer thread gets: where and how to write. */
export interface WriterThreadData extends FileWritingOptions {
  /** KB written by each writer thread, this one's at `index` (file-writer.ts reads it to see how far the disk is behind). */
  written: Int32Array;
  index: number;
}

/** Another job for this thread (file-writer.ts `runInWriterThread`): `run(port, data)` of the module at `job`, on its own channel. */
export interface WriterJob {
  job: string;
  port: MessagePort;
  data: unknown;
}

export type WriterReply = { type: 'written'; bytes: number } | { type: 'failed'; message: string; code?: string; path?: string };

const port = parentPort!;
const reply = (message: WriterReply) => port.postMessage(message);
let writeBatch: ((batch: WriterBatch) => void) | undefined;

port.on('message', (message: WriterThreadData | WriterBatch | WriterJob) => {
  if ('job' in message) runJob(message);
  else if (writeBatch) writeBatch(message as WriterBatch);
  else writeBatch = openWriting(message as WriterThreadData);
});

// ICU's tables of the locales each Intl service supports belong to the process and are built on
// first use (~10-25 ms of CPU): react-intl's createIntl and every IntlMessageFormat ask for them. A
// prestarted thread, idle until the build's first files, builds them for the threads that render.
if ((workerData as { warmIntl?: boolean } | null)?.warmIntl) {
  Intl.NumberFormat.supportedLocalesOf('en');
  Intl.DateTimeFormat.supportedLocalesOf('en');
}

function openWriting({ written, index, ...options }: WriterThreadData): (batch: WriterBatch) => void {
  const { writeOutputFileAsync } = createFileWriting(options);
  return ({ files, bytes, kb }) => {
    new Promise((resolve) => resolve(Promise.all(files.map(([file, content]) => writeOutputFileAsync(file, content))))).then(
      () => {
        Atomics.add(written, index, kb);
        reply({ type: 'written', bytes });
      },
      (error: NodeJS.ErrnoException) => reply({ type: 'failed', message: error.message, code: error.code, path: error.path }),
    );
  };
}

/** A job's module is loaded when the job comes (a small site's build has none); its port holds messages until it listens. */
function runJob({ job, port: jobPort, data }: WriterJob): void {
  import(pathToFileURL(job).href).then(
    (module: { run: (port: MessagePort, data: unknown) => void }) => module.run(jobPort, data),
    (error: Error) => jobPort.postMessage({ type: 'failed', message: error.message }),
  );
}
