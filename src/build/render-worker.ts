/**
 * A render worker: renders the pages it is sent, writes their files straight into the staging
 * folder, and tells the main thread only what it needs of each file (size, inline style hashes,
 * the site check's scan). The worker imports this module (and so the renderer) from sitegen's
 * compiled library, the main thread's very files, and the site's modules from the bundle the main
 * thread compiled.
 */
import v8 from 'node:v8';
import type { MessagePort } from 'node:worker_threads';
import { isSitegenError } from '../errors.js';
import type { CssRules } from '../render/extract-css.js';
import { createRenderer } from '../render/create-renderer.js';
import type { RenderSetup, SiteModules } from '../render/render-context.js';
import type { Page } from '../shapes.js';
import { renderPageFiles, type PageReads } from './page-files.js';
import { markPageEnd, markPageStart } from './render-watchdog.js';
import { createPageFileWriter } from './write-page-file.js';
import type { WorkerStart } from './worker-pool.js';
import type { WrittenFile } from '../output/written-file.js';
import type { Compression } from '../config/define-config.js';

export interface RenderWorkerSetup {
  /** The site's compiled modules the worker imports (a file URL). */
  serverUrl: string;
  root: string;
  setup: RenderSetup;
  /** Every page of the build; the main thread sends the indexes to render. */
  pages: Page[];
  output: { dir: string; compress: Compression | false; cacheDir?: string };
  /** Scan each page for the site checks. */
  check: boolean;
}

/** The worker's setup and what it was started with (worker-pool.ts). */
export type RenderWorkerData = RenderWorkerSetup & WorkerStart;

/**
 * Main thread → worker: its setup first, once (serialized by `serializeSetup`); then pages, after
 * the worker said it is ready.
 */
export type RenderWorkerTask = { type: 'setup'; data: Uint8Array } | { type: 'render'; pages: number[] } | { type: 'finish' };

/**
 * The setup as every worker of a pool reads it: serialized once, into memory the workers share.
 * postMessage would clone the content (every entry) once per worker, one after the other on the
 * main thread, while the workers wait for it (~160 ms a worker at 15,030 pages, profiled).
 */
export function serializeSetup(setup: RenderWorkerSetup): Uint8Array {
  const bytes = v8.serialize(setup);
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  return shared;
}

/** In the worker: the setup `serializeSetup` made (the same structured clone postMessage makes). */
export function deserializeSetup(data: Uint8Array): RenderWorkerSetup {
  return v8.deserialize(data) as RenderWorkerSetup;
}

/** An error as it crosses to the main thread: a user mistake keeps its location and hint. */
export type SerializedError =
  | { kind: 'sitegen'; message: string; hint?: string; problems: { message: string }[]; location: Record<string, string | undefined> }
  | { kind: 'internal'; message: string; stack?: string; code?: string; path?: string };

/** Worker → main thread. */
export type RenderWorkerReply =
  | { type: 'rendered'; files: WrittenFile[]; lastModified: [string, string][]; reads: [number, PageReads][] }
  | { type: 'ready' }
  | { type: 'done'; css: CssRules }
  | { type: 'failed'; error: SerializedError };

export interface RenderWorkerContext {
  data: RenderWorkerData;
  port: MessagePort;
  modules: SiteModules;
  /** From output/write-file.ts: writes one file, returns its size in bytes. */
  writeOutputFile: (file: string, content: string) => number;
}

/** The worker's work, called by render-worker-thread.ts with the site's modules. */
export function runRenderWorker({ data, port, modules, writeOutputFile }: RenderWorkerContext): void {
  const reply = (message: RenderWorkerReply) => port.postMessage(message);
  try {
    const renderer = createRenderer(data.setup, modules);
    const writePageFile = createPageFileWriter(writeOutputFile, data.check);
    port.on('message', (task: RenderWorkerTask) => {
      try {
        if (task.type === 'setup') return;
        if (task.type === 'finish') {
          reply({ type: 'done', css: renderer.cssRules() });
          return;
        }
        const files: WrittenFile[] = [];
        const lastModified: [string, string][] = [];
        const reads: [number, PageReads][] = [];
        for (const index of task.pages) {
          const page = data.pages[index]!;
          markPageStart(data.clock, data.epoch, index);
          const rendered = renderPageFiles(renderer, page, data.root);
          markPageEnd(data.clock);
          if (rendered.lastModified) lastModified.push([page.path, rendered.lastModified]);
          if (rendered.reads) reads.push([index, rendered.reads]);
          for (const { file, content, styles } of rendered.files) files.push(writePageFile(file, content, styles));
        }
        reply({ type: 'rendered', files, lastModified, reads });
      } catch (error) {
        reply({ type: 'failed', error: serializeError(error) });
      }
    });
    reply({ type: 'ready' });
  } catch (error) {
    reply({ type: 'failed', error: serializeError(error) });
  }
}

function serializeError(error: unknown): SerializedError {
  if (isSitegenError(error))
    return { kind: 'sitegen', message: error.message, hint: error.hint, problems: error.problems, location: { ...error.location } };
  const err = error instanceof Error ? error : new Error(String(error));
  // An fs error keeps its code and path, so the main thread can tell a full disk from a bug.
  const { code, path } = err as NodeJS.ErrnoException;
  return {
    kind: 'internal',
    message: err.message,
    stack: err.stack,
    ...(code === undefined ? {} : { code }),
    ...(path === undefined ? {} : { path }),
  };
}
