/**
 * An in-place build's check that carried pages still have their files (src/build/incremental/page-folders.ts):
 * one stat of a page's folder when its recorded stamp still matches, else each file looked for, and a
 * settled folder whose files are all there stamped for next time; a folder settled before a cold
 * build's commit is trusted without a stamp of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Carried } from '../../src/build/incremental/cached-pages.js';
import { checkPageFolders, isSettled, SETTLED_MS } from '../../src/build/incremental/page-folders.js';
import type { Page } from '../../src/shapes.js';

let outDir: string;
const strings = ['en/a/index.html', 'en/a/_payload.json', 'index.html', '_payload.json', 'en/b/index.html', 'en/shared/_payload.json'];

function carried(file: string, files: number[], folder?: number): Carried {
  const page = { file } as Page;
  return {
    page,
    cached: { key: 'k', entries: [], css: 0, files: files.map((at) => [at, 1, 0, 0]), ...(folder === undefined ? {} : { folder }) },
  };
}

const ctimeOf = (folder: string) => statSync(path.join(outDir, folder)).ctimeMs;
/** A moment at which every folder made by the test is settled. */
const later = () => Date.now() + SETTLED_MS + 1000;

beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-page-folders-'));
  for (const folder of ['en/a', 'en/b', 'en/shared']) mkdirSync(path.join(outDir, folder), { recursive: true });
  for (const file of strings) writeFileSync(path.join(outDir, file), 'x');
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('the carried pages checked in the output folder', () => {
  it('stamps a settled folder whose files are all there with its ctime, for the page at the root too', () => {
    const [page, root] = [carried('en/a/index.html', [0, 1]), carried('index.html', [2, 3])];
    const { missing, stamped } = checkPageFolders([page, root], outDir, strings, later());
    expect(missing.size).toBe(0);
    expect(stamped).toEqual([page, root]);
    expect([page.cached.folder, root.cached.folder]).toEqual([ctimeOf('en/a'), ctimeOf('')]);
  });

  it('does not stamp a folder changed within the settling time: a later change could leave the same time', () => {
    const page = carried('en/a/index.html', [0, 1]);
    expect(checkPageFolders([page], outDir, strings, ctimeOf('en/a') + 50).stamped).toEqual([]);
    expect(page.cached.folder).toBeUndefined();
  });

  it('waits two seconds for a folder whose time is in whole seconds (a file system that keeps no finer), 100 ms for others', () => {
    expect([isSettled(5000, 6500), isSettled(5000, 7001), isSettled(5000.5, 5050), isSettled(5000.5, 5101)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('does not stamp a page one of whose files is in another folder', () => {
    const page = carried('en/b/index.html', [4, 5]);
    expect(checkPageFolders([page], outDir, strings, later())).toEqual({ missing: new Set(), stamped: [], changed: [page] });
  });

  it('finds a file gone from a folder not stamped, or stamped before it changed, and stamps neither', () => {
    const old = ctimeOf('') - 5000;
    const [fresh, stale] = [carried('en/a/index.html', [0, 1]), carried('index.html', [2, 3], old)];
    unlinkSync(path.join(outDir, 'en/a/_payload.json'));
    unlinkSync(path.join(outDir, 'index.html'));
    const { missing, stamped, changed } = checkPageFolders([fresh, stale], outDir, strings, later());
    expect([...missing]).toEqual([fresh, stale]);
    // Changed: the commit looks through them for files no page has (output/stray-files.ts).
    expect(changed).toEqual([fresh, stale]);
    expect(stamped).toEqual([]);
    expect([fresh.cached.folder, stale.cached.folder]).toEqual([undefined, old]);
  });

  it('trusts a folder whose ctime is the one stamped: its files are not looked for one by one', () => {
    // Only the folder is looked at: files that were never there go unnoticed, which is what saves 30,000 calls.
    const page = carried('en/a/index.html', [2, 3], ctimeOf('en/a'));
    expect(checkPageFolders([page], outDir, strings, later())).toEqual({ missing: new Set(), stamped: [], changed: [] });
  });

  it("trusts a folder settled before a cold build's commit (untouchedBefore) without a stamp of its own, and stamps nothing", () => {
    // Names a file that was never there: only the folder is looked at.
    const page = carried('en/a/index.html', [2, 3]);
    const committed = ctimeOf('en/a') + 1000;
    expect(checkPageFolders([page], outDir, strings, committed + 60_000, committed)).toEqual({
      missing: new Set(),
      stamped: [],
      changed: [],
    });
  });

  it('looks for the files of a folder changed after the commit, or not settled by it, one by one', () => {
    const page = carried('en/a/index.html', [0, 1]);
    unlinkSync(path.join(outDir, 'en/a/_payload.json'));
    // The removal is the folder's last change: a commit before it, or within the settling time after it, vouches for nothing.
    for (const committed of [ctimeOf('en/a') - 1, ctimeOf('en/a') + 50])
      expect([...checkPageFolders([page], outDir, strings, later(), committed).missing]).toEqual([page]);
  });

  it('ignores a commit time later than the clock: a clock set back cannot vouch for changes made since', () => {
    const page = carried('en/a/index.html', [0, 1]);
    unlinkSync(path.join(outDir, 'en/a/_payload.json'));
    const now = ctimeOf('en/a') + 10_000;
    expect([...checkPageFolders([page], outDir, strings, now, now + 3_600_000).missing]).toEqual([page]);
  });

  it('finds the files of a page whose folder is gone', () => {
    const page = carried('en/a/index.html', [0, 1], ctimeOf('en/a'));
    rmSync(path.join(outDir, 'en/a'), { recursive: true });
    expect([...checkPageFolders([page], outDir, strings, later()).missing]).toEqual([page]);
  });
});
