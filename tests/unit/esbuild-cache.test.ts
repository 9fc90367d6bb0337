import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedBuild, type CachedBuildOptions } from '../../src/compile/esbuild-cache.js';

describe('cachedBuild: esbuild, remembered until an input changes', () => {
  let dir: string;
  const options = (): CachedBuildOptions => ({
    absWorkingDir: dir,
    entryPoints: [path.join(dir, 'entry.ts')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outfile: path.join(dir, 'out.js'),
    logLevel: 'silent',
  });
  const build = (key?: string) => cachedBuild(options(), { cacheDir: path.join(dir, '.cache'), name: 'test', key });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-esbuild-cache-'));
    await writeFile(path.join(dir, 'entry.ts'), "import { greeting } from './greeting';\nconsole.log(greeting);\n");
    await writeFile(path.join(dir, 'greeting.ts'), "export const greeting = 'Hallo';\n");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('bundles the first time and returns the same output from the cache the second time', async () => {
    const first = await build();
    const second = await build();
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.outputFiles.map((file) => [file.path, file.text])).toEqual(first.outputFiles.map((file) => [file.path, file.text]));
    expect(second.metafile).toEqual(first.metafile);
    expect(second.outputFiles[0]!.text).toContain('Hallo');
  });

  it('bundles again when an imported file changes', async () => {
    await build();
    await writeFile(path.join(dir, 'greeting.ts'), "export const greeting = 'Moin';\n");
    const after = await build();
    expect(after.cached).toBe(false);
    expect(after.outputFiles[0]!.text).toContain('Moin');
    expect((await build()).cached).toBe(true);
  });

  it('bundles again when an input is deleted, so esbuild can report it', async () => {
    await build();
    await rm(path.join(dir, 'greeting.ts'));
    await expect(build()).rejects.toThrow(/Could not resolve "\.\/greeting"/);
  });

  it('bundles again when the options or the caller’s key change', async () => {
    await build('islands: a');
    expect((await build('islands: b')).cached).toBe(false);
    expect(
      (await cachedBuild({ ...options(), minify: true }, { cacheDir: path.join(dir, '.cache'), name: 'test', key: 'islands: b' })).cached,
    ).toBe(false);
  });
});
