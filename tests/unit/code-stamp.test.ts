/**
 * The stamp scripts/build-lib.js writes into lib/ stands for sitegen's code in the caches
 * (build/code-stamp.ts) only while the folder is what it stamped; otherwise the build stamps the
 * folder's listing itself.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_STAMP_FILE, writtenCodeStamp } from '../../src/build/code-stamp.js';

let dir: string;
const made: string[] = [];
afterEach(() => made.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function newFolder(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'sitegen-code-stamp-'));
  made.push(dir);
  return dir;
}

/** A folder with two files and a stamp written after them, as build-lib leaves lib/. */
function stampedFolder(): string {
  newFolder();
  writeFileSync(path.join(dir, 'a.js'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'b.js'), 'export const b = 2;\n');
  const past = new Date(Date.now() - 60_000);
  for (const name of ['a.js', 'b.js']) utimesSync(path.join(dir, name), past, past);
  writeFileSync(path.join(dir, CODE_STAMP_FILE), JSON.stringify({ stamp: 'abc123', sizes: { 'a.js': 20, 'b.js': 20 } }));
  return dir;
}

describe('writtenCodeStamp', () => {
  it('takes the stamp of a folder as build-lib left it', () => {
    expect(writtenCodeStamp(stampedFolder())).toBe('abc123');
  });

  it('gives none for a folder without a stamp (src/, run from source)', () => {
    expect(writtenCodeStamp(newFolder())).toBeUndefined();
  });

  it('gives none once a file was edited by hand after the stamp, even to the same size', () => {
    stampedFolder();
    const stampedAt = new Date(Date.now() - 30_000);
    utimesSync(path.join(dir, CODE_STAMP_FILE), stampedAt, stampedAt);
    writeFileSync(path.join(dir, 'a.js'), 'export const a = 3;\n');
    expect(writtenCodeStamp(dir)).toBeUndefined();
  });

  it('gives none when a stamped file changed its size or is gone', () => {
    stampedFolder();
    const later = new Date(Date.now() - 120_000);
    writeFileSync(path.join(dir, 'a.js'), 'export const a = 10;\n');
    utimesSync(path.join(dir, 'a.js'), later, later);
    expect(writtenCodeStamp(dir)).toBeUndefined();
    stampedFolder();
    rmSync(path.join(dir, 'b.js'));
    expect(writtenCodeStamp(dir)).toBeUndefined();
  });
});

describe('scripts/build-lib.js', () => {
  it('writes into lib/ a stamp that holds for the folder it compiled', () => {
    const lib = path.resolve('lib');
    const written = JSON.parse(readFileSync(path.join(lib, CODE_STAMP_FILE), 'utf8')) as { stamp: string };
    expect(writtenCodeStamp(lib)).toBe(written.stamp);
  });
});
