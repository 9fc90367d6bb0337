/**
 * The entry cache's blocks file (src/content/entry-block-file.ts): blocks read back by position
 * as written; a file that is not the one the index describes counts as none; blocks opened before
 * a save replaced the file still read the old file's.
 */
import { mkdtemp, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBlocks, writeBlocks } from '../../src/content/entry-block-file.js';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const text = (block: Uint8Array | undefined) => (block ? Buffer.from(block).toString() : undefined);

describe('the entry cache blocks file', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads each block back by position, data and bodies apart', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitegen-blocks-'));
    const file = path.join(dir, 'posts.en.blocks');
    const layout = await writeBlocks(file, [bytes('data 0'), bytes('data one')], [bytes('body 0'), bytes('')]);
    const blocks = openBlocks(file, layout)!;

    expect([0, 1].map((at) => text(blocks.data.at(at)))).toEqual(['data 0', 'data one']);
    expect([0, 1].map((at) => text(blocks.bodies.at(at)))).toEqual(['body 0', '']);
    expect(blocks.data.at(2)).toBeUndefined();
  });

  it('counts a file of another save, or a cut one, as none', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitegen-blocks-'));
    const file = path.join(dir, 'posts.en.blocks');
    const first = await writeBlocks(file, [bytes('a')], [bytes('b')]);
    const second = await writeBlocks(file, [bytes('a')], [bytes('b')]);

    expect(openBlocks(file, first)).toBeUndefined();
    await truncate(file, 17);
    expect(openBlocks(file, second)).toBeUndefined();
    expect(openBlocks(path.join(dir, 'missing.blocks'), second)).toBeUndefined();
  });

  it('keeps reading the file it opened when a save replaces it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitegen-blocks-'));
    const file = path.join(dir, 'posts.en.blocks');
    const opened = openBlocks(file, await writeBlocks(file, [bytes('old data')], [bytes('old body')]))!;
    await writeBlocks(file, [bytes('new data, longer')], [bytes('new body')]);

    expect([text(opened.data.at(0)), text(opened.bodies.at(0))]).toEqual(['old data', 'old body']);
  });
});
