/**
 * The entry cache's texts in blocks (src/content/entry-blocks.ts): a save after one entry changed
 * keeps every other block as it was, and what is read back is what was saved.
 */
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { BLOCK, encodeBlocks, TextBlocks, type SavedEntry } from '../../src/content/entry-blocks.js';
import type { Blocks } from '../../src/content/entry-block-file.js';

const list = (blocks: Blocks) => Array.from({ length: blocks.length }, (_, at) => blocks.at(at));

const entries = (count: number, edited = -1): SavedEntry[] =>
  Array.from({ length: count }, (_, at) => ({
    data: { title: at === edited ? `Edited ${at}` : `Posting ${at}`, date: new Date(Date.UTC(2026, 0, 1 + (at % 28))) },
    body: `Body of ${at}.`,
  }));

async function saved(list: SavedEntry[], old = TextBlocks.empty()): Promise<TextBlocks> {
  const { data, bodies } = await encodeBlocks(list, old);
  return new TextBlocks(list.length, data, bodies, 'damaged');
}

describe('the entry cache blocks', () => {
  it('gives back each entry as saved, dates included', async () => {
    const list = entries(BLOCK * 2 + 10);
    const blocks = await saved(list);

    expect(blocks.data).toHaveLength(3);
    expect([0, BLOCK, BLOCK * 2 + 9].map((at) => [blocks.dataAt(at), blocks.bodyAt(at)])).toEqual(
      [0, BLOCK, BLOCK * 2 + 9].map((at) => [list[at]!.data, list[at]!.body]),
    );
  });

  it('keeps the blocks whose entries all come from the last save at the same places, and writes the edited one anew', async () => {
    const last = await saved(entries(BLOCK * 3));
    const next = entries(BLOCK * 3, BLOCK + 5).map((entry, at) => (at === BLOCK + 5 ? entry : { ...entry, from: at }));

    const blocks = await saved(next, last);

    expect(list(blocks.data).map((block, at) => block === last.data.at(at))).toEqual([true, false, true]);
    expect(list(blocks.bodies).map((block, at) => block === last.bodies.at(at))).toEqual([true, false, true]);
    expect(blocks.dataAt(BLOCK + 5).title).toBe(`Edited ${BLOCK + 5}`);
  });

  it('writes every block anew once an entry was added before them (the places moved)', async () => {
    const last = await saved(entries(BLOCK * 2));
    const next = [{ data: { title: 'New' }, body: '' }, ...entries(BLOCK * 2).map((entry, at) => ({ ...entry, from: at }))];

    const blocks = await saved(next, last);

    expect(list(blocks.data).some((block, at) => block === last.data.at(at))).toBe(false);
    expect(blocks.dataAt(BLOCK * 2).title).toBe(`Posting ${BLOCK * 2 - 1}`);
  });

  it('throws, naming the fix, on a block that does not hold what the index says', () => {
    const blocks = new TextBlocks(3, [serialize([{ title: 'only one' }])], [serialize(['a', 'b', 'c'])], 'x.v8 is damaged; delete it');

    expect(() => blocks.dataAt(0)).toThrow('x.v8 is damaged; delete it');
  });
});
