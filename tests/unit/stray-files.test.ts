/**
 * An in-place commit (src/output/commit-in-place.ts) leaves the output folder with the release's
 * files only (src/output/stray-files.ts): it looks through the folders of its own files, carried
 * pages' folders that changed and folders no page owns, and removes what the release does not
 * have; a carried page's folder unchanged since its files were last seen is not listed.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitInPlace } from '../../src/output/commit-in-place.js';
import { StraySweep, type PageLayout } from '../../src/output/stray-files.js';

let root: string;
const [outDir, staging] = [() => path.join(root, 'dist'), () => path.join(root, 'staging')];

function put(dir: string, files: string[]): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x');
  }
}

function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)) + (entry.isDirectory() ? '/' : ''))
    .sort();
}

/** Carried pages `a/` (changed since last seen) and `b/` (unchanged), under `pages/`, which no page owns. */
const layout: PageLayout = {
  isFile: (file) => ['pages/a/index.html', 'pages/a/_payload.json'].includes(file),
  holdsPages: (folder) => ['pages/', 'pages/a/', 'pages/b/'].includes(folder),
  isClean: (folder) => folder === 'pages/b/',
};
function strays(suffixes: string[] = []): StraySweep {
  const sweep = new StraySweep(outDir(), layout, suffixes);
  sweep.look(['pages/a/', 'pages/']);
  return sweep;
}
const carried = ['pages/a/index.html', 'pages/a/_payload.json', 'pages/b/index.html', 'pages/b/_payload.json'];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sitegen-strays-'));
  put(outDir(), [...carried, 'sitemap.xml', '_sitegen/builds/latest.json', 'gone/index.html', 'gone/_payload.json']);
  put(staging(), ['sitemap.xml', '_sitegen/builds/latest.json']);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('an in-place commit', () => {
  it('removes what the release does not have from the folders that may hold it, and a removed page with its folder', async () => {
    put(outDir(), ['stray.txt', 'pages/a/stray.txt', 'pages/a/sub/x', 'pages/stray/x', '_sitegen/old.js', 'gone/notes.txt']);
    const removed = ['gone/index.html', 'gone/_payload.json'];

    await commitInPlace({ staging: staging(), outDir: outDir(), compress: false, removed, strays: strays() });

    expect(listing(outDir())).toEqual(
      ['_sitegen/', '_sitegen/builds/', '_sitegen/builds/latest.json', 'pages/', 'pages/a/', 'pages/b/', ...carried, 'sitemap.xml'].sort(),
    );
  });

  it("keeps a carried page's .gz and .br copies, and removes copies of nothing", async () => {
    put(outDir(), ['pages/a/index.html.gz', 'pages/a/index.html.br', 'pages/a/stray.txt.gz']);

    await commitInPlace({ staging: staging(), outDir: outDir(), compress: 'both', removed: [], strays: strays(['.gz', '.br']) });

    expect(readdirSync(path.join(outDir(), 'pages/a')).sort()).toEqual(['_payload.json', 'index.html', 'index.html.br', 'index.html.gz']);
  });

  it("does not list a carried page's folder unchanged since its files were last seen", async () => {
    put(outDir(), ['pages/b/unseen.txt']);

    await commitInPlace({ staging: staging(), outDir: outDir(), compress: false, removed: [], strays: strays() });

    expect(readdirSync(path.join(outDir(), 'pages/b')).sort()).toEqual(['_payload.json', 'index.html', 'unseen.txt']);
  });
});
