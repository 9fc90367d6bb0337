#!/usr/bin/env node
// `npm run bench`: the figures of DESIGN.md §3 that can be measured here, as a table.
// Builds the real site cold several times, a synthetic site with 5,000 postings (made in a temp
// folder, never committed), and weighs what a first visit to each page type downloads.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureDevReload } from './dev-reload.js';
import { measureServeLoad } from './serve-load.js';
import { PAYLOAD_FILE_NAME } from '../lib/protocol/output-files.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin/sitegen.js');
const args = new Set(process.argv.slice(2));
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Runs `sitegen build` in a fresh process under GNU time; wall ms, CPU seconds and peak memory in MB. */
function timedBuild(cwd, extraArgs = []) {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%M %U %S', process.execPath, cli, 'build', ...extraArgs], { cwd, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  const [peakKb, user, system] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  const pages = Number(/Built (\d+) pages/.exec(result.stdout)?.[1] ?? NaN);
  return { ms, cpuSeconds: user + system, peakMb: peakKb / 1024, pages, summary: result.stdout.trim() };
}

/** A build after a one-word edit of the first posting, on top of the last build's output and incremental record. */
async function rebuildAfterEdit(dir, extraArgs = []) {
  const folder = path.join(dir, 'site/content/careers', readdirSync(path.join(dir, 'site/content/careers'))[0]);
  const file = path.join(
    folder,
    readdirSync(folder).find((name) => name.endsWith('.md')),
  );
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nEdited for the benchmark.\n`);
  await quietOutput(dir);
  const result = timedBuild(dir, extraArgs);
  return { ...result, reused: Number(/(\d+) unchanged pages reused/.exec(result.summary)?.[1] ?? 0) };
}

/** Waits until the background removal of a previous output (`dist.previous-*`) has finished. */
async function quietOutput(dir) {
  const deadline = Date.now() + 30_000;
  while (readdirSync(dir).some((name) => name.startsWith('dist.previous-')) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A copy of the project's site in a temp folder, so benchmarks never touch the real output. */
function copySite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-'));
  for (const entry of ['site', 'messages', 'generator.config.ts'])
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  // node_modules as an installed site has it: the repository's packages and sitegen itself.
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of readdirSync(path.join(root, 'node_modules')))
    symlinkSync(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  symlinkSync(root, path.join(dir, 'node_modules/sitegen'), 'dir');
  return dir;
}

function addPostings(dir, count) {
  const careers = path.join(dir, 'site/content/careers');
  const template = { de: readTemplate(careers, 'de'), en: readTemplate(careers, 'en') };
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const locale of ['de', 'en']) {
    mkdirSync(path.join(careers, locale), { recursive: true });
    for (let i = 0; i < count; i++) {
      const file = path.join(careers, locale, `synthetic-posting-${i}.md`);
      writeFileSync(file, template[locale].replace(/^title: (["']?)(.*?)\1$/m, `title: $1$2 (${i})$1`));
      // Dated a minute back, as files of a real site are: the entry cache keeps only files not
      // written in the last seconds, so fresh ones would make the rebuild re-read them all.
      utimesSync(file, aMinuteAgo, aMinuteAgo);
    }
  }
}

function readTemplate(careers, locale) {
  const files = execFileSync('ls', [path.join(careers, locale)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  // A posting still open, or every synthetic copy would expire with it and the build render none.
  const open = files
    .map((file) => readFileSync(path.join(careers, locale, file), 'utf8'))
    .filter((text) => (/^validThrough: (\S+)/m.exec(text)?.[1] ?? '9999') >= new Date().toISOString().slice(0, 10));
  return open[0];
}

/** What a first visit downloads: inline CSS and every script the page references, gzip. */
function firstLoad(dist, pagePath) {
  const html = readFileSync(path.join(dist, pagePath.slice(1), 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const modulePreloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const jsFiles = withStaticImports(dist, [...new Set([...scripts, ...modulePreloads])]);
  const js = jsFiles.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(dist, src))).length, 0);
  return { htmlGzip: gzipSync(html).length, cssGzip: gzipSync(css).length, jsGzip: js, scripts: jsFiles.length };
}

/** The scripts and every module they import statically (what the browser fetches before running them). */
function withStaticImports(dist, urls) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(path.join(dist, url), 'utf8');
    // esbuild's chunks import each other by relative path ending in .js.
    for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      visit(new URL(match[1], `http://x${url}`).pathname);
  };
  urls.forEach(visit);
  return [...seen];
}

const rows = [];
const row = (figure, value, budget, verdict) => rows.push({ figure, value, budget, verdict });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// One run of the CLI first, so "cold" measures a build, not the disk cache loading sitegen.
execFileSync(process.execPath, [cli, '--help'], { stdio: 'ignore' });

// --serve-only: just the rows of bench/serve-load.js, on a fresh build of the real site.
if (args.has('--serve-only')) {
  const site = copySite();
  try {
    timedBuild(site);
    await measureServeLoad({ cli, root, dist: path.join(site, 'dist'), row });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
  printRows();
  process.exit(0);
}

const real = copySite();
try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    // Each run starts as a build after an edit would: no deletion of the last output still going on.
    await quietOutput(real);
    // --force: every run renders every page, as a first build does (the others would reuse them).
    runs.push(timedBuild(real, ['--force']));
  }
  const wall = median(runs.map((r) => r.ms));
  row(
    `cold build, real site (${runs[0].pages} pages), median of ${RUNS}`,
    `${Math.round(wall)} ms`,
    '≤ 700 ms',
    wall <= 700 ? 'ok' : 'OVER',
  );
  row('  first of them, before .sitegen/cache existed', `${Math.round(runs[0].ms)} ms`, '', '');
  row('  peak memory', `${Math.round(median(runs.map((r) => r.peakMb)))} MB`, '', '');
  const rebuild = await rebuildAfterEdit(real);
  row(
    `incremental rebuild after editing one posting (${rebuild.reused} of ${rebuild.pages} pages reused)`,
    `${Math.round(rebuild.ms)} ms`,
    '',
    '',
  );
  row('  share of the cold build', `${Math.round((rebuild.ms / wall) * 100)} %`, '', '');
  const reload = await measureDevReload({
    cli,
    dir: real,
    port: 4599,
    edits: [
      { name: 'message', file: 'messages/de.json', change: (text, run) => text.replace('"Über uns"', `"Über uns ${run}"`) },
      { name: 'page module', file: 'site/pages/about-us.tsx', change: (text, run) => `${text}\n// edit ${run}\n` },
    ],
  });
  row(
    'dev: edit one message → reload event, median',
    `${Math.round(reload.message)} ms`,
    '≤ 300 ms',
    reload.message <= 300 ? 'ok' : 'OVER',
  );
  row('  dev: edit a page module → reload event, median', `${Math.round(reload['page module'])} ms`, '', '');
  timedBuild(real);
  const dist = path.join(real, 'dist');
  for (const [name, pagePath] of [
    ['home', '/'],
    ['services', '/services/photovoltaics/'],
    ['posting', `/career/${readdirFirst(path.join(real, 'site/content/careers/de'))}/`],
    ['contact', '/contact/'],
  ]) {
    const weight = firstLoad(dist, pagePath);
    const jsBudget = name === 'contact' ? 85 * 1024 : 5 * 1024;
    row(
      `first-load JS, ${name} (${weight.scripts} files, gzip)`,
      kb(weight.jsGzip),
      `≤ ${kb(jsBudget)}`,
      weight.jsGzip <= jsBudget ? 'ok' : 'OVER',
    );
    row(`first-load CSS, ${name} (inline, gzip)`, kb(weight.cssGzip), '≤ 15.0 KB', weight.cssGzip <= 15 * 1024 ? 'ok' : 'OVER');
    row(`  HTML document, ${name} (gzip)`, kb(weight.htmlGzip), '', '');
  }
  await measureServeLoad({ cli, root, dist, row });
} finally {
  rmSync(real, { recursive: true, force: true });
}

if (!args.has('--quick')) {
  const synthetic = copySite();
  try {
    addPostings(synthetic, POSTINGS);
    for (const compress of [false, true]) {
      // Each build starts on a quiet disk: deleting the last output (hundreds of MB) in the
      // background would slow the writes being timed.
      rmSync(path.join(synthetic, 'dist'), { recursive: true, force: true });
      const result = timedBuild(synthetic, compress ? ['--force'] : ['--force', '--no-compress']);
      const perPage = result.ms / result.pages;
      const label = compress ? 'with .gz/.br' : 'HTML + payload';
      row(`synthetic build, ${POSTINGS} postings (${result.pages} pages), ${label}`, `${(result.ms / 1000).toFixed(2)} s`, '', '');
      row(`  per page, ${label}`, `${perPage.toFixed(3)} ms`, compress ? '' : '≤ 0.5 ms', compress ? '' : perPage <= 0.5 ? 'ok' : 'OVER');
      row(`  CPU time (user + system, all threads), ${label}`, `${result.cpuSeconds.toFixed(1)} s`, '', '');
      row(`  peak memory, ${label}`, `${Math.round(result.peakMb)} MB`, '≤ 700 MB', result.peakMb <= 700 ? 'ok' : 'OVER');
      if (compress) continue;
      const output = outputSize(path.join(synthetic, 'dist'));
      const filesPerPage = output.files / result.pages;
      row(`  files a page, ${label}`, filesPerPage.toFixed(2), '≤ 2.05', filesPerPage <= 2.05 ? 'ok' : 'OVER');
      row(`  bytes a page, ${label}`, `${(output.bytes / result.pages / 1024).toFixed(2)} KB`, '', '');
      // With the cold build's flags: another compression setting is another output, rebuilt whole.
      const rebuild = await rebuildAfterEdit(synthetic, ['--no-compress']);
      const share = rebuild.ms / result.ms;
      row(
        `  incremental rebuild after editing one posting (${rebuild.reused} of ${rebuild.pages} pages reused)`,
        `${(rebuild.ms / 1000).toFixed(2)} s = ${Math.round(share * 100)} %`,
        '≤ 10 %',
        share <= 0.1 ? 'ok' : 'OVER',
      );
    }
    // Measured last, so removing its files cannot slow a timed build.
    const pageBytes = averagePageBytes(path.join(synthetic, 'dist'));
    const floor = diskFloor(synthetic, POSTINGS * 3, pageBytes);
    row(
      `  disk floor: ${POSTINGS * 3} folders × 2 files of this site's size, plain writeFileSync`,
      `${(floor / 1000).toFixed(2)} s`,
      '',
      '',
    );
    row(`  disk floor per page`, `${(floor / (POSTINGS * 3)).toFixed(3)} ms`, '', '');
  } finally {
    rmSync(synthetic, { recursive: true, force: true });
  }
}

/**
 * What this machine's disk alone costs for the synthetic output's shape: one folder and two
 * files per page, of the sizes the build wrote. Tells the generator's own share of the per-page time apart from the disk.
 */
function diskFloor(dir, pages, { html: htmlBytes, payload: payloadBytes }) {
  const target = path.join(dir, 'disk-floor');
  const html = Buffer.alloc(htmlBytes, 'a');
  const payload = Buffer.alloc(payloadBytes, 'b');
  mkdirSync(target);
  const started = process.hrtime.bigint();
  for (let i = 0; i < pages; i++) {
    const folder = path.join(target, `p${i}`);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'index.html'), html);
    writeFileSync(path.join(folder, PAYLOAD_FILE_NAME), payload);
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  rmSync(target, { recursive: true, force: true });
  return ms;
}

/** Files and bytes of an output folder, every file counted (what a static host stores). */
function outputSize(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return { files, bytes };
}

/** The size of one synthetic posting's page and payload, as built. */
function averagePageBytes(dist) {
  const posting = path.join(dist, 'career', 'synthetic-posting-0');
  return { html: statSync(path.join(posting, 'index.html')).size, payload: statSync(path.join(posting, PAYLOAD_FILE_NAME)).size };
}

function readdirFirst(dir) {
  return execFileSync('ls', [dir], { encoding: 'utf8' }).trim().split('\n')[0].replace(/\.md$/, '');
}

printRows();

function printRows() {
  const width = Math.max(...rows.map((r) => r.figure.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  budget      verdict`);
  for (const r of rows) console.log(`${r.figure.padEnd(width)}  ${r.value.padStart(valueWidth)}  ${r.budget.padEnd(10)}  ${r.verdict}`);
  console.log(`\nnode ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
}
