/**
 * The contract: two builds of the same sources give byte-identical files wherever they are
 * written. Builds the basic fixture into two output folders of one checkout, and in a second
 * checkout at another absolute path, and compares every file byte for byte.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.js';
import { copyFixture, type Fixture } from '../helpers/fixture.js';

const EPOCH = { SOURCE_DATE_EPOCH: '1764000000' };

/** Every file under a folder, relative path → bytes. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return new Map(await Promise.all(files.sort().map(async (file) => [file, await readFile(path.join(dir, file))] as const)));
}

async function expectSameFiles(a: BuildResult, b: BuildResult): Promise<void> {
  expect(b.buildId).toBe(a.buildId);
  const [treeA, treeB] = await Promise.all([readTree(a.config.outDir), readTree(b.config.outDir)]);
  expect([...treeB.keys()]).toEqual([...treeA.keys()]);
  for (const [file, bytes] of treeA) expect(treeB.get(file)?.equals(bytes), `${file} differs`).toBe(true);
}

describe('builds written to different places', () => {
  let first: Fixture;
  let second: Fixture;
  /** An output folder beside the checkout, as `--out ../b/dist` gives. */
  let outside: string;

  beforeAll(async () => {
    [first, second] = await Promise.all([copyFixture('basic'), copyFixture('basic')]);
    outside = `${first.dir}-b`;
  });
  afterAll(async () => {
    await Promise.all([first?.remove(), second?.remove(), outside && rm(outside, { recursive: true, force: true })]);
  });

  it('gives the same release id and identical files for two output folders', async () => {
    const a = await build({ root: first.dir, outDir: 'a/dist', env: EPOCH, renderWorkers: 0 });
    const b = await build({ root: first.dir, outDir: path.relative(first.dir, path.join(outside, 'dist')), env: EPOCH, renderWorkers: 0 });
    await expectSameFiles(a, b);
  });

  it('gives the same release id and identical files in a checkout at another absolute path', async () => {
    const a = await build({ root: first.dir, env: EPOCH, renderWorkers: 0 });
    const b = await build({ root: second.dir, env: EPOCH, renderWorkers: 0 });
    await expectSameFiles(a, b);
  });
});
