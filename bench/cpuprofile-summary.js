#!/usr/bin/env node
// Summarises V8 CPU profiles (`node --cpu-prof --cpu-prof-dir=DIR bin/sitegen.js build`, one
// .cpuprofile per thread: the main thread and each render worker) as plain text:
//
//   node bench/cpuprofile-summary.js DIR [--top 25] [--phases fn1,fn2,…]
//
// Per profile: its span, the top functions by self time (grouped by function, file and line, so the
// same function reached from many places is one row), time by package/folder (node internals, GC,
// sitegen's lib/<folder>, node_modules/<package>), and the inclusive time under each named phase
// function (default: the build's steps), counted once per sample even when the function recurses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const dir = args[0];
if (!dir) {
  console.error('usage: node bench/cpuprofile-summary.js DIR [--top N] [--phases a,b,c]');
  process.exit(2);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const TOP = Number(option('--top', 25));
const PHASES = option(
  '--phases',
  'main,build,runBuild,loadConfig,loadInputs,loadMessages,loadCollections,compileServer,bundleClient,renderAll,renderInWorkers,renderPageFiles,scanPage,addScannedPage,finish,swapInto,runRenderWorker,writeOutputFile',
).split(',');

const files = readdirSync(dir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .sort();
for (const name of files) summarise(path.join(dir, name));

function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Sample i lasts timeDeltas[i + 1] (the delta before the next sample); the last one ~ the mean.
  const deltas = profile.timeDeltas;
  const sampleMs = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    sampleMs.set(profile.samples[i], (sampleMs.get(profile.samples[i]) ?? 0) + ms);
  }
  const spanMs = (profile.endTime - profile.startTime) / 1000;
  const self = new Map();
  const byPlace = new Map();
  const phase = new Map(PHASES.map((name) => [name, 0]));
  let idle = 0;
  for (const [id, ms] of sampleMs) {
    const node = nodes.get(id);
    const frame = node.callFrame;
    if (frame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    const key = `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const place = placeOf(frame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const fn = nodes.get(at).callFrame.functionName;
      if (phase.has(fn) && !seen.has(fn)) {
        seen.add(fn);
        phase.set(fn, phase.get(fn) + ms);
      }
    }
  }
  const busy = spanMs - idle;
  // When each phase function was first and last on the stack (ms from the profile's start).
  const times = [];
  let at = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += deltas[i] / 1000;
    times.push(at);
  }
  const window = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const fn = nodes.get(id).callFrame.functionName;
      if (!phase.has(fn)) continue;
      const w = window.get(fn);
      if (w) w[1] = times[i];
      else window.set(fn, [times[i], times[i]]);
    }
  }
  console.log(`\n## ${path.basename(file)}: span ${spanMs.toFixed(0)} ms, busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`);
  console.log(`\nTop ${TOP} by self time:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`);
  console.log('\nBy place (self time):');
  for (const [key, ms] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`);
  console.log('\nInclusive time under phase functions:');
  for (const [name, ms] of phase) {
    if (ms === 0) continue;
    const [first, last] = window.get(name);
    console.log(
      `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name.padEnd(18)} on stack ${first.toFixed(0)}–${last.toFixed(0)} ms`,
    );
  }
}

function shortUrl(url) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) return url.slice(modules + 'node_modules/'.length);
  const lib = url.indexOf('/lib/');
  if (lib !== -1) return url.slice(lib + 1);
  return url.replace(/^file:\/\//, '');
}

function placeOf(frame) {
  const name = frame.functionName;
  if (name === '(garbage collector)' || name === '(program)') return name;
  const url = frame.url;
  if (!url) return '(native / builtins)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    if (parts[0] === 'sitegen') return `sitegen ${parts[1]}/${parts[2] ?? ''}`;
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const lib = url.indexOf('/lib/');
  if (lib !== -1) return `sitegen lib/${url.slice(lib + 5).split('/')[0]}`;
  if (url.includes('/.sitegen/')) return 'site bundle (.sitegen/cache)';
  return url;
}
