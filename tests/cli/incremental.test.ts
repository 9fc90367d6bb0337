/**
 * Incremental rebuilds (src/build/incremental.ts): a rebuild carries over every page whose inputs
 * did not change and renders the rest, and what it writes is byte for byte what a cold build of the
 * same sources writes, whatever changed: an entry's text, a shared message, a page module, an
 * entry deleted or expired. The cache is trusted only for the output folder it describes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { copyExpiringFixture, EXPIRING_POST, LAST_SECOND_OF_FEB_28, MIDNIGHT_AFTER_FEB_28 } from '../helpers/expiring-fixture.js';
import { CLI, copyFixture, runCli, type CliResult, type Fixture } from '../helpers/fixture.js';
import { hashTree } from './cli-helpers.js';

const PINNED = { SOURCE_DATE_EPOCH: '1790000000' };
/** 4 routes × 3 variants. */
const PAGES = 12;

async function build(fixture: Fixture, args: string[] = [], env: NodeJS.ProcessEnv = PINNED): Promise<CliResult> {
  const result = await runCli(['build', ...args], fixture.dir, env);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

/** How many pages the build carried over (0 when it printed none). */
function reused(result: CliResult): number {
  return Number(/(\d+) unchanged pages reused/.exec(result.stdout)?.[1] ?? 0);
}

function releaseOf(result: CliResult): string {
  return /release (\w+)/.exec(result.stdout)![1]!;
}

/** dist/ after the incremental build must equal a cold build of the same sources, written elsewhere. */
async function expectSameAsCold(fixture: Fixture, env: NodeJS.ProcessEnv = PINNED, args: string[] = []): Promise<void> {
  const incremental = await hashTree(fixture.path('dist'));
  await build(fixture, ['--force', '--out', 'cold', ...args], env);
  expect(incremental).toEqual(await hashTree(fixture.path('cold')));
  await rm(fixture.path('cold'), { recursive: true });
}

const editPost = (fixture: Fixture, locale: string, id: string, text: string) =>
  fixture.edit(`content/posts/${locale}/${id}.md`, (source) => `${source}\n${text}\n`);

describe('sitegen build, incremental', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it("after one entry's text changed: renders only the pages that read its text, keeps the release id, and writes a cold build's bytes", async () => {
    fixture = await copyFixture('basic');
    const first = await build(fixture);
    const untouched = await stat(fixture.path('dist/en/about/index.html'));
    const list = await stat(fixture.path('dist/en/index.html'));
    const edited = await stat(fixture.path('dist/en/posts/first-post/index.html'));
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');

    const second = await build(fixture);

    // The English post is rendered again; the English home page lists the posts' titles only, not their text.
    expect(reused(second)).toBe(PAGES - 1);
    expect(releaseOf(second)).toBe(releaseOf(first));
    for (const [file, before] of [
      ['dist/en/about/index.html', untouched],
      ['dist/en/index.html', list],
    ] as const) {
      const after = await stat(fixture.path(file));
      expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    }
    expect((await stat(fixture.path('dist/en/posts/first-post/index.html'))).ino).not.toBe(edited.ino);
    expect(await fixture.read('dist/en/posts/first-post/index.html')).toContain('A new paragraph.');
    await expectSameAsCold(fixture);
  });

  it("after one entry's front matter changed: renders its pages and the pages that list it, as a cold build", async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await fixture.edit('content/posts/en/first-post.md', (source) => source.replace('title: First post', 'title: The first post'));

    // The English post and the English home page, which lists every post's title.
    expect(reused(await build(fixture))).toBe(PAGES - 2);
    expect(await fixture.read('dist/en/index.html')).toContain('The first post');
    await expectSameAsCold(fixture);
  });

  it('after a shared message changed: renders every page, as a cold build', async () => {
    fixture = await copyFixture('basic');
    const first = await build(fixture);
    await fixture.edit('messages/en.json', (text) => text.replace('"About us"', '"About the company"'));

    const second = await build(fixture);

    expect(reused(second)).toBe(0);
    expect(releaseOf(second)).not.toBe(releaseOf(first));
    await expectSameAsCold(fixture);
  });

  it('after a page module changed: renders every page, as a cold build', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await fixture.edit('site/pages/about.tsx', (text) => text.replace('<h1>', '<h1 className="about">'));

    expect(reused(await build(fixture))).toBe(0);
    await expectSameAsCold(fixture);
  });

  it('after an entry was deleted: no trace of it, as a cold build', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    for (const locale of ['de', 'en']) await unlink(fixture.path(`content/posts/${locale}/second-post.md`));

    await build(fixture);

    expect(existsSync(fixture.path('dist/en/posts/second-post'))).toBe(false);
    await expectSameAsCold(fixture);
  });

  it('after edits, a deletion and an addition in turn: each build carries over what the last one recorded, as a cold build', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');
    expect(reused(await build(fixture))).toBe(PAGES - 1);
    await editPost(fixture, 'de', 'second-post', 'Ein neuer Absatz.');
    // German pages have two variants each (at / and at /de/).
    expect(reused(await build(fixture))).toBe(PAGES - 2);
    await expectSameAsCold(fixture);
    await build(fixture);
    for (const locale of ['de', 'en']) await unlink(fixture.path(`content/posts/${locale}/second-post.md`));
    await build(fixture);
    await expectSameAsCold(fixture);
    await build(fixture);
    for (const locale of ['de', 'en'])
      await writeFile(fixture.path(`content/posts/${locale}/third-post.md`), '---\ntitle: Third post\ndate: 2026-02-03\n---\n\nHello.\n');
    await build(fixture);
    await expectSameAsCold(fixture);
    await build(fixture);
    await editPost(fixture, 'en', 'first-post', 'Another paragraph.');

    expect(reused(await build(fixture))).toBe(PAGES - 1);
    await expectSameAsCold(fixture);
    // Twelve builds: at load 11 beside the rest of the suite, over the default 30 s.
  }, 120_000);

  it('builds cold, not wrong, when a part of its record is gone', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');
    await build(fixture);
    await rm(fixture.path('.sitegen/incremental-delta.json'));
    await editPost(fixture, 'en', 'first-post', 'Another paragraph.');

    expect(reused(await build(fixture))).toBe(0);
    await expectSameAsCold(fixture);
  });

  it('after an entry expired (SOURCE_DATE_EPOCH past its validThrough): no trace of it, as a cold build', async () => {
    fixture = await copyExpiringFixture();
    await build(fixture, [], { SOURCE_DATE_EPOCH: LAST_SECOND_OF_FEB_28 });
    expect(existsSync(fixture.path(`dist/en/posts/${EXPIRING_POST}/index.html`))).toBe(true);

    await build(fixture, [], { SOURCE_DATE_EPOCH: MIDNIGHT_AFTER_FEB_28 });

    expect(existsSync(fixture.path(`dist/en/posts/${EXPIRING_POST}`))).toBe(false);
    await expectSameAsCold(fixture, { SOURCE_DATE_EPOCH: MIDNIGHT_AFTER_FEB_28 });
  });

  it('carries the .gz and .br copies along with an unchanged page', async () => {
    fixture = await copyFixture('basic');
    await build(fixture, ['--compress', 'both']);
    await editPost(fixture, 'de', 'first-post', 'Ein neuer Absatz.');

    // The German post, at / and at /de/.
    expect(reused(await build(fixture, ['--compress', 'both']))).toBe(PAGES - 2);
    expect(existsSync(fixture.path('dist/en/about/index.html.br'))).toBe(true);
    await expectSameAsCold(fixture, PINNED, ['--compress', 'both']);
  });

  it('renders every page with --force, rewriting each file', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    expect(reused(await build(fixture))).toBe(PAGES);
    const before = await stat(fixture.path('dist/en/about/index.html'));

    expect(reused(await build(fixture, ['--force']))).toBe(0);
    expect((await stat(fixture.path('dist/en/about/index.html'))).ino).not.toBe(before.ino);
  });

  it.each([
    ['a corrupt cache', (fixture: Fixture) => writeFile(fixture.path('.sitegen/incremental.json'), '{"format": 1, "pages": ')],
    ['a cache of another shape', (fixture: Fixture) => writeFile(fixture.path('.sitegen/incremental.json'), '{"format": 1, "pages": []}')],
    ['a cache of another output folder', async (fixture: Fixture) => void (await build(fixture, ['--out', 'elsewhere']))],
    [
      'an output folder put back from a copy',
      async (fixture: Fixture) => {
        await cp(fixture.path('dist'), fixture.path('copy'), { recursive: true });
        await rm(fixture.path('dist'), { recursive: true });
        await rename(fixture.path('copy'), fixture.path('dist'));
      },
    ],
  ])('ignores %s and builds cold', async (_, spoil) => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await spoil(fixture);
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');

    expect(reused(await build(fixture))).toBe(0);
    await expectSameAsCold(fixture);
  });

  it('leaves the output byte for byte as it was when a check fails on an incremental build, and stays incremental after the fix', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    const before = await hashTree(fixture.path('dist'));
    const page = await stat(fixture.path('dist/en/posts/first-post/index.html'));
    const original = await fixture.read('content/posts/en/first-post.md');
    await editPost(fixture, 'en', 'first-post', 'See [the missing page](/en/nowhere/).');

    const failed = await runCli(['build'], fixture.dir, PINNED);

    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('/en/nowhere/');
    expect(await hashTree(fixture.path('dist'))).toEqual(before);
    expect((await stat(fixture.path('dist/en/posts/first-post/index.html'))).ino).toBe(page.ino);
    await fixture.write('content/posts/en/first-post.md', original);
    expect(reused(await build(fixture))).toBe(PAGES);
    await expectSameAsCold(fixture);
  });

  it('keeps parsed entries by file stamp: unchanged files are not parsed again, an edited one is', async () => {
    fixture = await copyFixture('basic');
    // Files saved moments ago are not kept (their stamp may not show the next save): make them older.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const locale of ['de', 'en'])
      for (const id of ['first-post', 'second-post']) await utimes(fixture.path(`content/posts/${locale}/${id}.md`), anHourAgo, anHourAgo);
    await build(fixture);
    const cache = fixture.path('.sitegen/entries/posts.en.v8');
    const kept = await stat(cache);

    expect(reused(await build(fixture))).toBe(PAGES);
    expect((await stat(cache)).mtimeMs).toBe(kept.mtimeMs);
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');
    expect(reused(await build(fixture))).toBe(PAGES - 1);
    expect(await fixture.read('dist/en/posts/first-post/index.html')).toContain('A new paragraph.');
    await expectSameAsCold(fixture);
  });

  it('ignores a corrupt entry cache: parses the files again, still incremental', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await mkdir(fixture.path('.sitegen/entries'), { recursive: true });
    await writeFile(fixture.path('.sitegen/entries/posts.en.v8'), 'not a cache');
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');

    expect(reused(await build(fixture))).toBe(PAGES - 1);
    await expectSameAsCold(fixture);
  });

  it('renders a page again whose file is gone from the output folder', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await unlink(fixture.path('dist/en/about/_payload.json'));

    expect(reused(await build(fixture))).toBe(PAGES - 1);
    await expectSameAsCold(fixture);
  });

  it("writes the sitemap afresh when a page's lastmod changed, and reuses the last one when none did", async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');
    await build(fixture);
    expect(await fixture.read('dist/sitemap.xml')).toContain('<lastmod>2026-01-02</lastmod>');
    await expectSameAsCold(fixture);
    await fixture.edit('content/posts/en/first-post.md', (text) => text.replace('date: 2026-01-02', 'date: 2026-03-04'));

    await build(fixture);

    expect(await fixture.read('dist/sitemap.xml')).toContain('<lastmod>2026-03-04</lastmod>');
    await expectSameAsCold(fixture);
  });

  it('writes the sitemap afresh when the one in the output folder was changed by hand', async () => {
    fixture = await copyFixture('basic');
    await build(fixture);
    await fixture.edit('dist/sitemap.xml', (text) => text.replace('<urlset', '<!-- edited --><urlset'));
    await editPost(fixture, 'en', 'first-post', 'A new paragraph.');

    expect(reused(await build(fixture))).toBe(PAGES - 1);
    expect(await fixture.read('dist/sitemap.xml')).not.toContain('edited');
    await expectSameAsCold(fixture);
  });
});

describe('sitegen build, incremental, in render workers', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('agrees with the main thread: a worker build carries over what a main-thread build recorded, and back', async () => {
    fixture = await copyFixture('basic');
    for (let i = 1; i <= 30; i++) {
      for (const [locale, word] of [
        ['de', 'Beitrag'],
        ['en', 'Post'],
      ] as const)
        await fixture.write(
          `content/posts/${locale}/post-${i}.md`,
          `---\ntitle: ${word} ${i}\ndate: 2026-03-01\n---\n\n${word} **${i}**.\n`,
        );
    }
    await build(fixture, ['--workers', '2']);
    await editPost(fixture, 'en', 'post-7', 'Edited in a worker build.');
    expect(reused(await build(fixture, ['--workers', '2']))).toBeGreaterThan(90);
    await build(fixture, ['--workers', '0', '--out', 'main-thread', '--force']);
    expect(await hashTree(fixture.path('dist'))).toEqual(await hashTree(fixture.path('main-thread')));
    await rm(fixture.path('main-thread'), { recursive: true });

    // The cache now describes main-thread/ no more: build dist/ again, then take the main-thread path.
    await build(fixture, ['--workers', '2']);
    await editPost(fixture, 'de', 'post-9', 'Auf dem Hauptthread.');
    expect(reused(await build(fixture, ['--workers', '0']))).toBeGreaterThan(90);
    await expectSameAsCold(fixture, PINNED, ['--workers', '2']);
  }, 120_000);
});

describe('sitegen dev', () => {
  it('rebuilds incrementally: an edited entry renders its pages and carries the others over', async () => {
    const fixture = await copyFixture('basic');
    const child = spawn(process.execPath, [CLI, 'dev', '--port', '0'], { cwd: fixture.dir, env: { ...process.env, ...PINNED } });
    let output = '';
    const seen = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const look = () => pattern.test(output) && resolve();
        child.stdout.on('data', (chunk: Buffer) => ((output += chunk.toString()), look()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', () => reject(new Error(`sitegen dev exited:\n${output}`)));
        look();
      });
    try {
      await seen(/sitegen dev at/);
      const rebuilt = seen(/first-post\.md: built 12 pages \(11 unchanged, reused\)/);
      // The watcher may still be starting when the server answers: save until a rebuild follows.
      let saving = true;
      rebuilt.then(
        () => (saving = false),
        () => (saving = false),
      );
      while (saving) {
        await editPost(fixture, 'en', 'first-post', 'Saved while dev runs.');
        await Promise.race([rebuilt, new Promise((resolve) => setTimeout(resolve, 1000))]);
      }
      await rebuilt;
      expect(await fixture.read('.sitegen/dev/en/posts/first-post/index.html')).toContain('Saved while dev runs.');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await fixture.remove();
    }
  });
});
