#!/usr/bin/env node
// The site check's cost on a built folder, split as a build splits it: `scanPage` per HTML page (in
// the render workers), the scans' trip to the main thread (`clone`: the V8 serializer postMessage
// uses, both ends), `addScannedPage`/`add` per file (main thread, while the workers render), and
// `finish` (main thread, the cross-page rules, after the last page). Reads every file first, so
// the disk is not timed; repeats and prints the minimum and median CPU time of each part (CPU time,
// not wall: on a shared machine another process's load stretches wall time, much less CPU time).
//
//   node scripts/build-lib.js && node bench/check-pass.js DIST [--runs 5] [--site-url URL]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SITEGEN_LIB=/other/lib compares another compiled copy (e.g. main's) on the same files.
const lib = (name) => import(pathToFileURL(path.join(process.env.SITEGEN_LIB ?? path.join(root, 'lib'), name)).href);
const { scanPage } = await lib('check/scan-page.js');
const { SiteChecker } = await lib('check/site-checker.js');
const { inferSiteUrl } = await lib('check/check-site.js');

const args = process.argv.slice(2);
const dir = args[0];
if (!dir) {
  console.error('usage: node bench/check-pass.js DIST [--runs N] [--site-url URL]');
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 5));

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
  .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .sort();
const READ = /(\.html|\.xml|^robots\.txt)$/;
const contents = new Map(files.filter((file) => READ.test(file)).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
const siteUrl = option('--site-url', inferSiteUrl(contents.get('index.html') ?? ''));
const pages = files.filter((file) => file.endsWith('.html'));
const htmlBytes = pages.reduce((sum, file) => sum + contents.get(file).length, 0);
console.log(`${dir}: ${files.length} files, ${pages.length} pages (${(htmlBytes / 2 ** 20).toFixed(1)} MiB of HTML), site ${siteUrl}`);

const times = { scan: [], clone: [], add: [], finish: [] };
let problems;
for (let run = 0; run < runs; run += 1) {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let started = cpuMs();
  const scanned = pages.map((file) => [file, scanPage(contents.get(file))]);
  times.scan.push(cpuMs() - started);
  started = cpuMs();
  const scans = new Map(scanned.map(([file, scan]) => [file, v8.deserialize(v8.serialize(scan))]));
  times.clone.push(cpuMs() - started);
  const checker = new SiteChecker({ siteUrl });
  started = cpuMs();
  for (const file of files) {
    const scan = scans.get(file);
    if (scan) checker.addScannedPage(file, scan);
    else checker.add(file, contents.get(file));
  }
  times.add.push(cpuMs() - started);
  started = cpuMs();
  problems = checker.finish().problems;
  times.finish.push(cpuMs() - started);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [part, values] of Object.entries(times))
  console.log(
    `${part.padEnd(7)} CPU min ${Math.min(...values)
      .toFixed(0)
      .padStart(
        5,
      )} ms (${((1000 * Math.min(...values)) / pages.length).toFixed(1)} µs/page), median ${median(values).toFixed(0).padStart(5)} ms; runs ${values.map((v) => v.toFixed(0)).join(' ')}`,
  );
console.log(`problems: ${problems.length}${problems.length ? ` (first: ${problems[0].file} ${problems[0].message})` : ''}`);
