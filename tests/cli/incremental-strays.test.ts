/**
 * An incremental build's output is a cold build's, name for name (CONTRACT: incremental builds):
 * a build that leaves its unchanged pages in the output folder removes whatever else is there, as
 * a cold build, which writes the whole folder afresh, would not have it: a file or folder put
 * there by hand (in the output folder, in `_sitegen/`, in a carried page's folder, in a folder no
 * page owns), and what is left of a deleted page's folder.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type CliResult, type Fixture } from '../helpers/fixture.js';
import { hashTree } from './cli-helpers.js';

const PINNED = { SOURCE_DATE_EPOCH: '1790000000' };

async function build(fixture: Fixture, args: string[] = []): Promise<CliResult> {
  const result = await runCli(['build', ...args], fixture.dir, PINNED);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

const reused = (result: CliResult) => Number(/(\d+) unchanged pages reused/.exec(result.stdout)?.[1] ?? 0);

/** Every file and folder under `dir`, by relative name. */
async function entries(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found.map((entry) => `${path.relative(dir, path.join(entry.parentPath, entry.name))}${entry.isDirectory() ? '/' : ''}`).sort();
}

/** dist/ holds exactly what a cold build of the same sources writes, byte for byte. */
async function expectSameAsCold(fixture: Fixture): Promise<void> {
  await build(fixture, ['--force', '--out', 'cold']);
  expect(await entries(fixture.path('dist'))).toEqual(await entries(fixture.path('cold')));
  expect(await hashTree(fixture.path('dist'))).toEqual(await hashTree(fixture.path('cold')));
  await rm(fixture.path('cold'), { recursive: true });
}

async function put(fixture: Fixture, file: string): Promise<void> {
  await mkdir(path.dirname(fixture.path('dist', file)), { recursive: true });
  await writeFile(fixture.path('dist', file), 'put here by hand\n');
}

describe('sitegen build, incremental, in place: what a cold build would not write', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  const strays = [
    'stray.txt',
    'stray-folder/deeper/file.txt',
    '_sitegen/stray.js',
    '_sitegen/builds/stray/old.json',
    'en/about/stray.html',
    'en/about/stray-folder/file.txt',
    'en/posts/stray.txt',
    'en/about/index.html.gz',
  ];

  it('removes a stray file and folder wherever they are: the output folder, _sitegen/, a carried page folder, a folder no page owns', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    for (const file of strays) await put(fixture, file);

    const second = await build(fixture);

    expect(reused(second)).toBeGreaterThan(0);
    for (const file of strays) expect(existsSync(fixture.path('dist', file)), file).toBe(false);
    expect(existsSync(fixture.path('dist/stray-folder'))).toBe(false);
    expect(existsSync(fixture.path('dist/en/about/stray-folder'))).toBe(false);
    await expectSameAsCold(fixture);
  });

  it('removes strays beside a page it renders again, and in its folder', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await put(fixture, 'en/posts/first-post/stray.txt');
    await put(fixture, 'en/stray.txt');
    await fixture.edit('content/posts/en/first-post.md', (source) => `${source}\nA new paragraph.\n`);

    expect(reused(await build(fixture))).toBeGreaterThan(0);

    expect(existsSync(fixture.path('dist/en/posts/first-post/stray.txt'))).toBe(false);
    expect(existsSync(fixture.path('dist/en/stray.txt'))).toBe(false);
    await expectSameAsCold(fixture);
  });

  // Which pages exist is part of the build id, so this rebuild is a cold one: the folder goes all the same.
  it("removes a deleted page's folder with what was put in it", async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await put(fixture, 'en/posts/second-post/notes.txt');
    await put(fixture, 'en/posts/second-post/images/photo.jpg');
    for (const locale of ['de', 'en']) await unlink(fixture.path(`content/posts/${locale}/second-post.md`));

    await build(fixture);

    expect(existsSync(fixture.path('dist/en/posts/second-post'))).toBe(false);
    await expectSameAsCold(fixture);
  });

  it('keeps removing strays build after build, as the folders it stamped change again', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await put(fixture, 'en/about/first.txt');
    await build(fixture);
    await put(fixture, 'en/about/second.txt');
    await put(fixture, 'stray.txt');

    expect(reused(await build(fixture))).toBeGreaterThan(0);

    expect(await readdir(fixture.path('dist/en/about'))).toEqual(['_payload.json', 'index.html']);
    await expectSameAsCold(fixture);
  });
});
