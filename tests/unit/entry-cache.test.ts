/**
 * The entry cache (src/content/entry-cache.ts) as loadCollections uses it: an unchanged file is
 * taken from the cache with its content hash, unread; an edited one is parsed again; a file saved
 * moments ago is not kept; a corrupt cache counts as none.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EntryCacheSaves } from '../../src/content/entry-cache.js';
import { entryHash } from '../../src/content/entry-hash.js';
import { loadCollections } from '../../src/content/load-collections.js';

const collections = (root: string) => ({
  posts: { dir: path.join(root, 'posts'), schema: z.object({ title: z.string(), date: z.coerce.date() }) },
});
const locales = [{ code: 'en', language: 'en-US', name: 'English', catchAll: false }];

async function site(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitegen-entry-cache-'));
  await mkdir(path.join(root, 'posts/en'), { recursive: true });
  for (const id of ['first', 'second']) await writePost(root, id, `Post ${id}`, true);
  return root;
}

/** `settled`: dated an hour back, as a file saved long before the build. */
async function writePost(root: string, id: string, title: string, settled: boolean): Promise<void> {
  const file = path.join(root, `posts/en/${id}.md`);
  await writeFile(file, `---\ntitle: ${title}\ndate: 2026-03-01\n---\n\nText of ${id}.\n`);
  if (settled) await utimes(file, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
}

const load = (root: string, later?: EntryCacheSaves) =>
  loadCollections({ root, collections: collections(root), locales, cache: { root, key: 'config-1', later } }).then(
    (loaded) => loaded.posts!.en!,
  );

describe('the entry cache', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = undefined;
  });

  it('gives back every entry as parsed, dates included, with the same content hash', async () => {
    root = await site();
    const parsed = await load(root);
    const cached = await load(root);

    expect(cached.map((entry) => ({ ...entry }))).toEqual(parsed.map((entry) => ({ ...entry })));
    expect(cached[0]!.data.date).toBeInstanceOf(Date);
    expect(cached.map(entryHash)).toEqual(parsed.map(entryHash));
    expect(cached[1]!.html).toContain('Text of second.');
  });

  it('takes every entry a first load parsed from the cache the next time, unread (their data read on first use)', async () => {
    root = await site();
    await load(root);

    const cached = await load(root);

    expect(cached.map((entry) => typeof Object.getOwnPropertyDescriptor(entry, 'data')?.get)).toEqual(['function', 'function']);
  });

  it('parses an edited file again, and keeps a file saved moments ago out of the cache', async () => {
    root = await site();
    await load(root);
    await writePost(root, 'first', 'Edited', false);

    const [first] = await load(root);

    expect(first!.data.title).toBe('Edited');
    expect((await load(root))[0]!.data.title).toBe('Edited');
  });

  it('counts a corrupt cache, or one made with another config, as none', async () => {
    root = await site();
    await load(root);
    await writeFile(path.join(root, '.sitegen/entries/posts.en.v8'), 'not a cache');
    expect((await load(root)).map((entry) => entry.data.title)).toEqual(['Post first', 'Post second']);

    await writePost(root, 'second', 'Changed under another config', true);
    const other = await loadCollections({ root, collections: collections(root), locales, cache: { root, key: 'config-2' } });
    expect(other.posts!.en![1]!.data.title).toBe('Changed under another config');
  });

  it('is written when a build starts the saves it held (while its pages render), not while the entries load', async () => {
    root = await site();
    const file = path.join(root, '.sitegen/entries/posts.en.v8');
    const saves = new EntryCacheSaves();
    const parsed = await load(root, saves);
    expect(existsSync(file)).toBe(false);

    await saves.start();

    expect(existsSync(file)).toBe(true);
    expect((await load(root)).map(entryHash)).toEqual(parsed.map(entryHash));
  });
});
