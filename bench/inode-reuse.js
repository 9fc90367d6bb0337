#!/usr/bin/env node
// The kernel's cost of creating a site's output right after the previous output was deleted, without
// sitegen: creates PAGES folders with FILES files each (sitegen's layout: `<lang>/posts/<slug>/`,
// `index.html` and `_payload.json`), measures this process's CPU (user, system) and wall time, deletes
// the tree, optionally waits, and does it again. On ext4 without a journal, an inode allocation passes
// every free inode of its block group deleted in the last 60 s (6 min while its inode-table block is
// dirty), one buffer-cache lookup each: the rounds after the first cost several times its system time,
// however the files are made (bench/PROFILE.md, "Creating files after a deletion").
//
//   node bench/inode-reuse.js DIR [--pages 15000] [--files 2] [--rounds 3] [--wait 0]
//
// DIR: a folder on the disk under test (the tree goes to DIR/out, removed at the end). --wait: seconds
// between a deletion and the next round (past 60 s the first round's cost comes back).
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const dir = args[0];
if (!dir || dir.startsWith('--')) {
  console.error('usage: node bench/inode-reuse.js DIR [--pages N] [--files 1|2] [--rounds N] [--wait SECONDS]');
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const pages = option('--pages', 15000);
const files = option('--files', 2);
const rounds = option('--rounds', 3);
const wait = option('--wait', 0);

const out = path.join(dir, 'out');
const html = Buffer.alloc(6000, 'h');
const payload = Buffer.alloc(1500, 'p');
const LANGS = ['en', 'de', 'fr'];

function createTree() {
  for (let i = 0; i < pages; i++) {
    const folder = path.join(out, LANGS[i % 3], 'posts', `post-${i}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
    if (files > 1) writeFileSync(path.join(folder, '_payload.json'), payload);
  }
}

rmSync(out, { recursive: true, force: true });
for (let round = 1; round <= rounds; round++) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  createTree();
  const { user, system } = process.cpuUsage(cpu);
  const wall = (performance.now() - start) / 1000;
  const inodes = pages * (1 + files);
  const first = statSync(path.join(out, 'en/posts/post-0/index.html')).ino;
  console.log(
    `round ${round}: ${inodes} inodes, wall ${wall.toFixed(2)} s, user ${(user / 1e6).toFixed(2)} s, ` +
      `sys ${(system / 1e6).toFixed(2)} s (${(system / inodes).toFixed(0)} µs an inode), first page's inode ${first}`,
  );
  rmSync(out, { recursive: true, force: true });
  if (wait > 0 && round < rounds) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
}
