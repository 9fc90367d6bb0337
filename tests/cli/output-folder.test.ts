/**
 * A build replaces its output folder whole, so `sitegen build` refuses an output folder that is the
 * project, holds a source or lies in one, or holds files sitegen did not write, before it writes
 * anything; the project is left exactly as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { expectUserError, hashTree } from './cli-helpers.js';

/** Every file of the project but sitegen's caches, which loading the config fills. */
async function sources(dir: string): Promise<Map<string, string>> {
  return new Map([...(await hashTree(dir))].filter(([file]) => !file.split(path.sep).includes('.sitegen')));
}

describe('sitegen build refuses an output folder that would delete the project', () => {
  let fixture: Fixture;
  let project: string;
  let before: Map<string, string>;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    // The project one level down, so `-o ..` names this test's own temp folder.
    project = fixture.path('project');
    const names = await readdir(fixture.dir);
    await mkdir(project);
    for (const name of names) await rename(fixture.path(name), path.join(project, name));
    await symlink(project, path.join(project, 'link-to-project'), 'dir');
    before = await sources(fixture.dir);
  });

  afterAll(() => fixture?.remove());

  it.each([
    ['-o .', ['-o', '.'], 'output folder ./', 'is the project folder'],
    ['-o ./', ['-o', './'], 'output folder ./', 'is the project folder'],
    ['-o site/../', ['-o', 'site/../'], 'output folder ./', 'is the project folder'],
    ['-o ..', ['-o', '..'], 'output folder', 'contains the project folder'],
    ['-o /', ['-o', '/'], 'output folder /', 'contains the project folder'],
    ['-o site', ['-o', 'site'], 'output folder site/', "is the app module's folder (site)"],
    ['-o messages/', ['-o', 'messages/'], 'output folder messages/', 'is the messages folder (messages)'],
    ['-o content', ['-o', 'content'], 'output folder content/', 'contains the folder of collection "posts" (content/posts)'],
    ['-o node_modules', ['-o', 'node_modules'], 'output folder node_modules/', 'is the installed packages'],
    ['-o .sitegen', ['-o', '.sitegen'], 'output folder .sitegen/', "is sitegen's cache folder"],
    ['-o site/public/dist', ['-o', 'site/public/dist'], 'output folder site/public/dist/', 'lies inside the public folder (site/public)'],
    ['-o site/out', ['-o', 'site/out'], 'output folder site/out/', "lies inside the app module's folder (site)"],
    ['a symlink to the project', ['-o', 'link-to-project'], 'output folder link-to-project/', 'is the project folder'],
    ['a shard into the messages', ['--shard', '1/2', '-o', 'messages'], 'output folder messages/', 'is the messages folder'],
  ])('refuses %s, naming the folder, and leaves the project as it was', async (_name, args, folder, why) => {
    const result = await runCli(['build', ...args], project);
    expectUserError(result);
    expect(result.stderr).toContain(folder);
    expect(result.stderr).toContain(why);
    expect(result.stderr).toContain('Build into a folder of its own, e.g. --out dist');
    expect(await sources(fixture.dir)).toEqual(before);
  });

  it("refuses outDir: 'content' in the config", async () => {
    const config = 'project/generator.config.ts';
    await fixture.edit(config, (text) => text.replace("defaultLocale: 'de',", "defaultLocale: 'de',\n  outDir: 'content',"));
    const edited = await sources(fixture.dir);
    try {
      const result = await runCli(['build'], project);
      expectUserError(result);
      expect(result.stderr).toContain('The output folder content/ contains the folder of collection "posts" (content/posts)');
      expect(await sources(fixture.dir)).toEqual(edited);
    } finally {
      await fixture.edit(config, (text) => text.replace("\n  outDir: 'content',", ''));
    }
  });
});

describe('sitegen build and the folder it replaces', () => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
  });

  afterAll(() => fixture?.remove());

  it('refuses a folder of files sitegen did not write, and leaves them', async () => {
    await mkdir(fixture.path('photos'));
    await writeFile(fixture.path('photos/holiday.jpg'), 'not a site');
    const result = await runCli(['build', '-o', 'photos'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('The output folder photos/ holds files sitegen did not write (it has no _sitegen/builds/latest.json)');
    expect(result.stderr).toContain('Empty or remove photos/ if nothing in it is needed');
    expect(await fixture.read('photos/holiday.jpg')).toBe('not a site');
  });

  it('refuses a file where the output folder should be', async () => {
    await writeFile(fixture.path('notes.txt'), 'mine');
    const result = await runCli(['build', '-o', 'notes.txt'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('The output folder notes.txt/ is a file, not a folder');
    expect(await fixture.read('notes.txt')).toBe('mine');
  });

  it('builds into an empty folder, and again into its own output', async () => {
    await mkdir(fixture.path('out'));
    expect((await runCli(['build', '-o', 'out'], fixture.dir)).code).toBe(0);
    expect((await runCli(['build', '-o', 'out'], fixture.dir)).code).toBe(0);
    expect(existsSync(fixture.path('out/index.html'))).toBe(true);
  });

  it('builds into a folder outside the project', async () => {
    const outside = `${fixture.dir}-www`;
    try {
      const result = await runCli(['build', '-o', outside], fixture.dir);
      expect(result.code, result.stderr).toBe(0);
      expect(existsSync(path.join(outside, '_sitegen/builds/latest.json'))).toBe(true);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
