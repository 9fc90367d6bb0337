// Who allocates on the main thread (not who keeps: the objects the collector freed are counted too),
// by phase function and by function: what the collector's time follows. A preload:
//
//   node --import /path/to/bench/allocation-profile.js node_modules/.bin/sitegen build
//
// writes $ALLOCATION_PROFILE (default /tmp/allocation.heapprofile, loadable in Chrome's DevTools) and
// prints the megabytes allocated under each phase function and the functions that allocate most.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const PHASES = new Set([
  'loadCollections',
  'planBuild',
  'expandPages',
  'readIncrementalCache',
  'findUnchanged',
  'carryOver',
  'checkPageFolders',
  'renderAll',
  'knownVerdict',
  'writeSiteFiles',
  'recordPages',
  'writeIncrementalCache',
  'finish',
]);

if (isMainThread) {
  const session = new Session();
  session.connect();
  session.post('HeapProfiler.enable');
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  // The inspector answers synchronously within the same thread, so this runs to the end on exit.
  process.on('exit', () =>
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (error) return console.error(error);
      writeFileSync(process.env.ALLOCATION_PROFILE ?? '/tmp/allocation.heapprofile', JSON.stringify(result.profile));
      summarize(result.profile.head);
    }),
  );
}

function summarize(head) {
  const byPhase = new Map();
  const byFunction = new Map();
  let total = 0;
  const walk = (node, phases) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const here = PHASES.has(functionName) ? new Set([...phases, functionName]) : phases;
    const bytes = node.selfSize ?? 0;
    total += bytes;
    const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + bytes);
    for (const phase of here) byPhase.set(phase, (byPhase.get(phase) ?? 0) + bytes);
    for (const child of node.children ?? []) walk(child, here);
  };
  walk(head, new Set());
  const lines = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, bytes]) => `  ${(bytes / 1e6).toFixed(1).padStart(6)} MB  ${name}`);
  console.error(
    [
      `allocated, sampled: ${(total / 1e6).toFixed(1)} MB`,
      'under phase:',
      ...lines(byPhase, 20),
      'by function:',
      ...lines(byFunction, 20),
    ].join('\n'),
  );
}
