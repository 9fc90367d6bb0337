/**
 * Large sites render in worker threads that write their own files (src/build/render-pool.ts).
 * Whatever renders a page, the output must be the same bytes, and a mistake must be reported the
 * same way. `--workers` forces the choice, so a small fixture can take both paths.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { expectUserError, hashTree, leftovers } from './cli-helpers.js';

/** Enough posts that two workers each get several batches of pages. */
const POSTS = 60;
/** Enough that the main thread hands its pages to the page writer thread (src/build/page-writer.ts, from 400 pages). */
const MANY_POSTS = 135;
const PINNED = { SOURCE_DATE_EPOCH: '1790000000' };

async function fixtureWithManyPosts(posts = POSTS): Promise<Fixture> {
  const fixture = await copyFixture('basic');
  for (let i = 1; i <= posts; i++) {
    await fixture.write(
      `content/posts/de/post-${i}.md`,
      `---\ntitle: Beitrag ${i}\ndate: 2026-03-${String((i % 28) + 1).padStart(2, '0')}\n---\n\nText **${i}** auf Deutsch.\n`,
    );
    await fixture.write(
      `content/posts/en/post-${i}.md`,
      `---\ntitle: Post ${i}\ndate: 2026-03-${String((i % 28) + 1).padStart(2, '0')}\n---\n\nText **${i}** in English.\n`,
    );
  }
  return fixture;
}

describe('sitegen build --workers', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('writes byte for byte the same site in two render workers as on the main thread', async () => {
    fixture = await fixtureWithManyPosts();
    const onMainThread = await runCli(['build', '--workers', '0'], fixture.dir, PINNED);
    expect(onMainThread.code, onMainThread.stderr).toBe(0);
    const expected = await hashTree(fixture.path('dist'));
    expect(expected.size).toBeGreaterThan(POSTS * 6);

    // --force: the sources did not change, and an incremental build would carry every page over unrendered.
    const inWorkers = await runCli(['build', '--workers', '2', '--force'], fixture.dir, PINNED);
    expect(inWorkers.code, inWorkers.stderr).toBe(0);
    expect(inWorkers.stdout).toBe(onMainThread.stdout.replace(/in \d+ ms/, `in ${/in (\d+) ms/.exec(inWorkers.stdout)?.[1]} ms`));
    // Pages, payloads, the release stylesheet, _headers with its style hashes, sitemap: all equal.
    expect(await hashTree(fixture.path('dist'))).toEqual(expected);
  });

  it('writes the same site when the main thread hands the files of many pages to the page writer thread', async () => {
    fixture = await fixtureWithManyPosts(MANY_POSTS);
    const onMainThread = await runCli(['build', '--workers', '0'], fixture.dir, PINNED);
    expect(onMainThread.code, onMainThread.stderr).toBe(0);
    const expected = await hashTree(fixture.path('dist'));
    expect(expected.size).toBeGreaterThan(MANY_POSTS * 6);

    const inWorkers = await runCli(['build', '--workers', '2', '--force'], fixture.dir, PINNED);
    expect(inWorkers.code, inWorkers.stderr).toBe(0);
    expect(await hashTree(fixture.path('dist'))).toEqual(expected);
  });

  it('reports a page that throws in a render worker with its route and the line of site code, and leaves dist/ as it was', async () => {
    fixture = await fixtureWithManyPosts();
    expect((await runCli(['build'], fixture.dir)).code).toBe(0);
    const before = await hashTree(fixture.path('dist'));
    await fixture.edit('site/pages/post.tsx', (text) =>
      text.replace(
        '<h1>{entry!.data.title}</h1>',
        "<h1>{entry!.id === 'post-42' ? (() => { throw new RangeError('no title for 42'); })() : entry!.data.title}</h1>",
      ),
    );

    const result = await runCli(['build', '--workers', '2'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toMatch(
      /Rendering page \/(de\/|en\/)?posts\/post-42\/ \(locale (de|en), module "post"\) failed: RangeError: no title for 42/,
    );
    expect(result.stderr).toMatch(/thrown at site\/pages\/post\.tsx:\d+:\d+/);
    expect(await hashTree(fixture.path('dist'))).toEqual(before);
    expect(await leftovers(fixture.dir)).toEqual([]);
  });

  // Every post page in all three variants was scanned where it was written, and reported.
  it.each([
    { where: 'the page writer thread scanned', posts: MANY_POSTS, workers: '0' },
    { where: 'rendered in a worker', posts: POSTS, workers: '2' },
  ])('fails the build when a page $where links to a page that does not exist', async ({ posts, workers }) => {
    fixture = await fixtureWithManyPosts(posts);
    await fixture.edit('site/pages/post.tsx', (text) =>
      text.replace('<h1>{entry!.data.title}</h1>', '<h1>{entry!.data.title}</h1><a href="/no-such-page/">more</a>'),
    );

    const result = await runCli(['build', '--workers', workers], fixture.dir);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `de/posts/first-post/index.html and ${(posts + 2) * 3 - 1} other files: link to /no-such-page/ does not resolve`,
    );
  });

  it('refuses a worker count that is not a whole number', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['build', '--workers', 'many'], fixture.dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("option '--workers <n>' argument 'many' is invalid");
  });
});
