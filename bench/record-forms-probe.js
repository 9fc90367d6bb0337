#!/usr/bin/env node
// What reading the incremental record costs in its form today (`.sitegen/incremental.json`, JSON whose
// 15,000 pages become ~250,000 objects) against a columnar form of the same data (bench/PROFILE.md,
// "sixth wave"): the pages' numbers in one Float64 buffer, every string in one table, either split on
// read (`columns`) or kept as one string (`lazy`, the bound for a reader that cuts only what it reads).
// Prints the read, the collector's time while reading, one full GC with the form alive, and the heap.
//
//   node bench/record-forms-probe.js SITE write            # writes the columnar form to SITE/.sitegen/probe-*
//   node --expose-gc bench/record-forms-probe.js SITE json|columns|lazy
//
// Run the three forms alternately, several times: one run is noise on a loaded machine.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';

const [site, form] = process.argv.slice(2);
const record = path.join(site, '.sitegen/incremental.json');
const [head, body] = [path.join(site, '.sitegen/probe-head.json'), path.join(site, '.sitegen/probe-body.bin')];

let collecting = 0;
new PerformanceObserver((list) => list.getEntries().forEach((entry) => (collecting += entry.duration))).observe({ entryTypes: ['gc'] });

if (form === 'write') writeColumns();
else read(form);

/** Per page: document, key, css, folder, entry count, entries, file count, then per file its name, bytes, scan (-1: none). */
function writeColumns() {
  const { pages, strings: base, ...rest } = JSON.parse(readFileSync(record, 'utf8'));
  const strings = [...base];
  const index = new Map(strings.map((text, at) => [text, at]));
  const add = (text) => index.get(text) ?? (index.set(text, strings.length), strings.push(text) - 1);
  const numbers = [];
  for (const [file, page] of Object.entries(pages)) {
    numbers.push(add(file), add(page.key), page.css, page.folder ?? -1, page.entries.length, ...page.entries.map(add), page.files.length);
    for (const [name, bytes, , scan] of page.files) numbers.push(name, bytes, scan ? add(scan) : -1);
  }
  writeFileSync(head, JSON.stringify({ ...rest, strings: strings.join('\n'), pages: Object.keys(pages).length }));
  writeFileSync(body, Buffer.from(new Float64Array(numbers).buffer));
  console.log(`${numbers.length} numbers, ${strings.length} strings`);
}

function read(kind) {
  const start = performance.now();
  let kept;
  if (kind === 'json') kept = JSON.parse(readFileSync(record, 'utf8'));
  else {
    kept = JSON.parse(readFileSync(head, 'utf8'));
    if (kind === 'columns') kept.table = kept.strings.split('\n');
    const bytes = readFileSync(body);
    kept.numbers = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.length / 8);
  }
  const read = performance.now() - start;
  globalThis.gc?.();
  const full = performance.now() - start - read;
  const heap = process.memoryUsage().heapUsed / 1e6;
  // The observer reports after the fact: the collector's time while reading is its total less the full GC.
  setTimeout(() => {
    const during = Math.max(0, collecting - full);
    console.log(
      `${kind}: read ${read.toFixed(1)} ms, GC while reading ${during.toFixed(1)} ms, full GC ${full.toFixed(1)} ms, heap ${heap.toFixed(1)} MB`,
    );
  }, 10);
  return kept;
}
