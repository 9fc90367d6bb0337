#!/usr/bin/env node
// The render path's CPU per page, in one thread and without the disk: renders the pages of a setup
// saved by bench/capture-render-setup.js as a render worker does (renderPageFiles), then describes
// each file as the worker does before replying (write-page-file.ts: CSP hashes and the check's
// scan; the file itself is not written), then clones the descriptions as postMessage would. Prints
// CPU time (not wall: on a shared machine load stretches wall time far more) per part and page.
//
//   NODE_ENV=production node bench/render-pass.js SETUP [--every N] [--runs R]
//   SITEGEN_LIB=/other/lib …   compares another compiled lib/ (e.g. main's). The site's bundle imports
//   `sitegen` through the site's node_modules/sitegen, which must be that same package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = (name) => import(pathToFileURL(path.join(process.env.SITEGEN_LIB ?? path.join(root, 'lib'), name)).href);
const { createRenderer } = await lib('render/create-renderer.js');
const { renderPageFiles } = await lib('build/page-files.js');
const { createPageFileWriter } = await lib('build/write-page-file.js');

const args = process.argv.slice(2);
if (!args[0]) {
  console.error('usage: NODE_ENV=production node bench/render-pass.js SETUP [--every N] [--runs R]');
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const data = v8.deserialize(readFileSync(args[0]));
const pages = data.pages.filter((_, index) => index % option('--every', 1) === 0);
const server = await import(data.serverUrl);
const renderer = createRenderer(data.setup, server.modules);
const describe = createPageFileWriter((file, content) => content.length, true);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const times = { render: [], describe: [], clone: [] };
let chars = 0;
for (let run = 0; run < option('--runs', 3); run += 1) {
  const rendered = [];
  let started = cpuMs();
  for (const page of pages) rendered.push(renderPageFiles(renderer, page, data.root));
  times.render.push(cpuMs() - started);
  started = cpuMs();
  const written = rendered.flatMap(({ files }) => files.map(({ file, content, styles }) => describe(file, content, styles)));
  times.describe.push(cpuMs() - started);
  started = cpuMs();
  v8.deserialize(v8.serialize(written));
  times.clone.push(cpuMs() - started);
  chars = rendered.reduce((sum, { files }) => sum + files.reduce((size, { content }) => size + content.length, 0), 0);
}
console.log(`${args[0]}: ${pages.length} pages, ${(chars / pages.length / 1024).toFixed(1)} K characters a page (HTML and payload)`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [part, values] of Object.entries(times)) {
  const perPage = (ms) => ((1000 * ms) / pages.length).toFixed(1);
  console.log(
    `${part.padEnd(8)} CPU min ${perPage(Math.min(...values))} µs/page, median ${perPage(median(values))}; runs (ms) ${values.map((v) => v.toFixed(0)).join(' ')}`,
  );
}
