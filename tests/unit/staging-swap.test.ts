/**
 * The atomic swap is the one place a build removes a folder: it never moves away what sitegen did
 * not write, and the sweep of leftovers takes only the names sitegen makes.
 */
import { existsSync, watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepLeftovers } from '../../src/output/leftovers.js';
import { folderContents } from '../../src/output/release-folder.js';
import { StagingSink } from '../../src/output/staging-sink.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-swap-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(outDir: string): Promise<void> {
  const sink = await StagingSink.open({ outDir, compress: false });
  await sink.write('index.html', '<h1>new</h1>');
  await sink.write('_sitegen/builds/latest.json', '{"id":"b","timestamp":0}');
  try {
    await sink.commit();
  } catch (error) {
    await sink.discard();
    throw error;
  }
}

describe('the swap of the staging folder into the output folder', () => {
  it('never removes a folder of files sitegen did not write, even when asked to', async () => {
    const outDir = path.join(dir, 'photos');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'holiday.jpg'), 'mine');
    await expect(build(outDir)).rejects.toThrow(`The output folder ${outDir} holds files sitegen did not write: it was left as it was`);
    expect(await readFile(path.join(outDir, 'holiday.jpg'), 'utf8')).toBe('mine');
    expect((await readdir(dir)).sort()).toEqual(['photos']);
  });

  it('replaces a missing, an empty and an earlier output folder', async () => {
    const outDir = path.join(dir, 'dist');
    await build(outDir);
    await build(outDir);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('<h1>new</h1>');
    const empty = path.join(dir, 'empty');
    await mkdir(empty);
    await build(empty);
    expect(folderContents(empty)).toBe('release');
  });
});

describe('folderContents', () => {
  it('tells nothing, an empty folder, a release, a shard folder, a file and someone else’s folder apart', async () => {
    const at = (name: string) => path.join(dir, name);
    await mkdir(at('empty'));
    await mkdir(at('release/_sitegen/builds'), { recursive: true });
    await writeFile(at('release/_sitegen/builds/latest.json'), '{}');
    await mkdir(at('shard'));
    await writeFile(at('shard/_sitegen-shard.json'), '{}');
    await mkdir(at('home'));
    await writeFile(at('home/.bashrc'), '');
    await writeFile(at('file'), '');
    expect(['missing', 'empty', 'release', 'shard', 'home', 'file'].map((name) => folderContents(at(name)))).toEqual([
      'missing',
      'empty',
      'release',
      'release',
      'foreign',
      'file',
    ]);
  });
});

describe('sweepLeftovers', () => {
  it("removes a previous output it made, and leaves a user's folder that only starts like one", async () => {
    const outDir = path.join(dir, 'dist');
    for (const name of ['dist.previous-0badc0de', 'dist.previous-notes', 'dist.staging-draft']) {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, 'file.txt'), 'x');
    }
    const watcher = watch(dir);
    try {
      const removed = new Promise<void>((resolve) =>
        watcher.on('change', () => {
          if (!existsSync(path.join(dir, 'dist.previous-0badc0de'))) resolve();
        }),
      );
      await sweepLeftovers(outDir);
      await removed;
    } finally {
      watcher.close();
    }
    expect((await readdir(dir)).sort()).toEqual(['dist.previous-notes', 'dist.staging-draft']);
  });
});
