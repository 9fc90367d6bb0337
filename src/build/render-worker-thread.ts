/**
 * A render worker thread's entry, started by path from sitegen's compiled library (render-pool.ts):
 * the file writing of output/write-file.ts, then render-worker.ts with the site's modules from
 * the bundle the main thread compiled.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createFileWriting } from '../output/write-file.js';
import type { SiteModules } from '../render/render-context.js';
import { runRenderWorker, type RenderWorkerData, type RenderWorkerReply } from './render-worker.js';

const port = parentPort!;
const data = workerData as RenderWorkerData;
// Stack traces of site code point at site/pages/x.tsx, as on the main thread.
process.setSourceMapsEnabled(true);
const { writeOutputFile } = createFileWriting(data.output);

import(data.serverUrl).then(
  (server: { modules: SiteModules }) => runRenderWorker({ data, port, modules: server.modules, writeOutputFile }),
  (error: Error) => {
    const reply: RenderWorkerReply = { type: 'failed', error: { kind: 'internal', message: String(error?.message), stack: error?.stack } };
    port.postMessage(reply);
  },
);
