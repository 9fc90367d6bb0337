/**
 * A render worker thread's entry, started by path from sitegen's compiled library (worker-pool.ts),
 * often before the build has loaded its inputs: it imports the renderer, then waits for its setup
 * (render-worker.ts), then the file writing of output/write-file.ts and the site's modules from
 * the bundle the main thread compiled.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createFileWriting } from '../output/write-file.js';
import type { SiteModules } from '../render/render-context.js';
import { deserializeSetup, runRenderWorker, type RenderWorkerReply, type RenderWorkerTask } from './render-worker.js';
import type { WorkerStart } from './worker-pool.js';

const port = parentPort!;
const start = workerData as WorkerStart;
// No Node source maps here (nor on the main thread): an error is mapped to the site's source when it is
// reported (compile/user-code-error.ts), so no module's map is read and indexed as it loads.

port.once('message', (task: RenderWorkerTask) => {
  if (task.type !== 'setup') return;
  const data = { ...deserializeSetup(task.data), ...start };
  const { writeOutputFile } = createFileWriting(data.output);
  import(data.serverUrl).then(
    (server: { modules: SiteModules }) => runRenderWorker({ data, port, modules: server.modules, writeOutputFile }),
    (error: Error) => {
      const reply: RenderWorkerReply = {
        type: 'failed',
        error: { kind: 'internal', message: String(error?.message), stack: error?.stack },
      };
      port.postMessage(reply);
    },
  );
});
