/**
 * Builds past one machine (src/build/shards.ts): three `sitegen build --shard i/3` folders joined
 * by `sitegen merge` give a single build's bytes; merge refuses an incomplete or mixed set of
 * shards with a message naming the folder, and runs the cross-page checks the shards left out.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type CliResult, type Fixture } from '../helpers/fixture.js';
import { expectUserError, hashTree } from './cli-helpers.js';

const PINNED = { SOURCE_DATE_EPOCH: '1790000000' };
const SHARDS = ['shard-1', 'shard-2', 'shard-3'];

async function run(fixture: Fixture, args: string[]): Promise<CliResult> {
  const result = await runCli(args, fixture.dir, PINNED);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

async function buildShards(fixture: Fixture, extra: string[] = []): Promise<void> {
  for (const [at, folder] of SHARDS.entries()) await run(fixture, ['build', '--shard', `${at + 1}/3`, '-o', folder, ...extra]);
}

describe('sitegen build --shard and sitegen merge', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('three shards, merged, are byte for byte a single build; each page is in one shard with all its variants', async () => {
    fixture = await copyFixture('basic');
    await run(fixture, ['build', '--force', '-o', 'single']);
    await buildShards(fixture);
    const shardPages = await Promise.all(
      SHARDS.map(async (folder) => {
        const manifest = JSON.parse(await fixture!.read(`${folder}/_sitegen-shard.json`)) as { record: { pages: object } };
        return Object.keys(manifest.record.pages);
      }),
    );
    // 4 routes × 3 variants, each in exactly one shard, its variants together.
    expect(shardPages.flat().sort()).toHaveLength(12);
    expect(new Set(shardPages.flat()).size).toBe(12);
    const withVariants = shardPages.find((pages) => pages.includes('about/index.html'))!;
    expect(withVariants).toEqual(expect.arrayContaining(['de/about/index.html', 'en/about/index.html']));
    // A shard is not a site: no release, sitemap or host files of its own.
    expect((await hashTree(fixture.path('shard-1'))).has('sitemap.xml')).toBe(false);
    expect((await hashTree(fixture.path('shard-1'))).has('_headers')).toBe(false);

    const merged = await run(fixture, ['merge', ...SHARDS]);
    expect(merged.stdout).toMatch(/Merged 12 pages from 3 shards/);
    expect(await hashTree(fixture.path('dist'))).toEqual(await hashTree(fixture.path('single')));
  });

  it('refuses --shard values that are no share i/N', async () => {
    fixture = await copyFixture('basic');
    for (const spec of ['0/3', '4/3', 'x/y']) {
      const result = await runCli(['build', '--shard', spec], fixture.dir, PINNED);
      expectUserError(result);
      expect(result.stderr).toContain(`--shard ${spec}`);
      expect(result.stderr).toContain('--shard 1/3');
    }
  });

  it('fails merge, leaving the output as it was, when a shard is missing, doubled, of another build, or not a shard', async () => {
    fixture = await copyFixture('basic');
    await run(fixture, ['build']);
    const before = await hashTree(fixture.path('dist'));
    await buildShards(fixture);

    const missing = await runCli(['merge', 'shard-1', 'shard-3'], fixture.dir, PINNED);
    expectUserError(missing);
    expect(missing.stderr).toContain('shard 2/3 missing');

    const doubled = await runCli(['merge', 'shard-1', 'shard-2', 'shard-2', 'shard-3'], fixture.dir, PINNED);
    expectUserError(doubled);
    expect(doubled.stderr).toContain('shard-2 and shard-2 are both shard 2/3');

    const notShard = await runCli(['merge', 'shard-1', 'shard-2', 'dist'], fixture.dir, PINNED);
    expectUserError(notShard);
    expect(notShard.stderr).toContain('dist is not a shard folder');

    // Shard 3 built again after a message changed: another build id than shards 1 and 2.
    await fixture.edit('messages/en.json', (text) => text.replace('An error occurred.', 'An error occurred (edited).'));
    await run(fixture, ['build', '--shard', '3/3', '-o', 'shard-3']);
    const mixed = await runCli(['merge', ...SHARDS], fixture.dir, PINNED);
    expectUserError(mixed);
    expect(mixed.stderr).toMatch(/shard-3 is shard 3\/3 of build \w+, but shard-1 is shard 1\/3 of build \w+/);

    // Shards of the old sources, merged in a checkout of the new ones.
    await buildShards(fixture);
    await fixture.edit('messages/en.json', (text) => text.replace('An error occurred (edited).', 'An error occurred.'));
    const stale = await runCli(['merge', ...SHARDS], fixture.dir, PINNED);
    expectUserError(stale);
    expect(stale.stderr).toMatch(/the shards are of build \w+, these sources and options make build \w+/);

    expect(await hashTree(fixture.path('dist'))).toEqual(before);
  });

  it('fails merge when a shard folder lost a page', async () => {
    fixture = await copyFixture('basic');
    await buildShards(fixture);
    const file = fixture.path('shard-1', '_sitegen-shard.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { record: { pages: Record<string, unknown> } };
    const [dropped] = Object.keys(manifest.record.pages);
    delete manifest.record.pages[dropped!];
    await writeFile(file, JSON.stringify(manifest));
    const result = await runCli(['merge', ...SHARDS], fixture.dir, PINNED);
    expectUserError(result);
    expect(result.stderr).toMatch(/1 page\(s\) are in no shard: \//);
  });

  it('runs the cross-page checks at merge: a link to a page no shard rendered fails there, not in the shard', async () => {
    fixture = await copyFixture('basic');
    await fixture.edit('site/pages/about.tsx', (source) =>
      source.replace(
        '<h1><FormattedMessage id="about.title" /></h1>',
        '<><h1><FormattedMessage id="about.title" /></h1><a href="/nowhere/">x</a></>',
      ),
    );
    await buildShards(fixture);
    const result = await runCli(['merge', ...SHARDS], fixture.dir, PINNED);
    expectUserError(result);
    expect(result.stderr).toContain('/nowhere/');
  });
});
