/**
 * The incremental record's delta (src/build/incremental/record-delta.ts): applied to its base, it
 * gives the record the build wrote, however many builds changed entries since that base.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT, type IncrementalCache } from '../../src/build/incremental/incremental-record.js';
import { applyDelta, makeDelta } from '../../src/build/incremental/record-delta.js';

const page = (key: string) => ({ key, entries: ['posts/en/a'], css: 0, files: [] });
const base: IncrementalCache = {
  format: RECORD_FORMAT,
  buildId: 'b1',
  outDir: '/site/dist',
  stamp: 's',
  code: 'c',
  checked: true,
  classSets: [''],
  rules: {},
  strings: ['x'],
  pages: { 'a/index.html': page('k1'), 'b/index.html': page('k2') },
  entryHashes: { 'posts/en/a': 'h1', 'posts/en/b': 'h2', 'posts/en/c': 'h3' },
  generation: 'g1',
};
/** The base as the next build reads it: a fresh copy, as from the file. */
const read = (delta: ReturnType<typeof makeDelta>) => applyDelta(structuredClone(base), structuredClone(delta))!;

describe('the record delta', () => {
  it('carries only the entry hashes that changed, and gives the whole table back', () => {
    const next = { ...structuredClone(base), entryHashes: { 'posts/en/a': 'h1', 'posts/en/b': 'h9', 'posts/en/d': 'h4' } };
    const delta = makeDelta(read(undefined), next, ['a/index.html'])!;
    expect(delta.entryHashes).toEqual({ 'posts/en/b': 'h9', 'posts/en/c': null, 'posts/en/d': 'h4' });
    expect(read(delta).entryHashes).toEqual(next.entryHashes);
  });

  it('keeps what earlier deltas changed since the base, also when an entry is changed back', () => {
    const first = { ...structuredClone(base), entryHashes: { 'posts/en/a': 'h1', 'posts/en/b': 'h9', 'posts/en/c': 'h3' } };
    const last = read(makeDelta(read(undefined), first, ['a/index.html']));
    const second = { ...structuredClone(base), entryHashes: { 'posts/en/a': 'h5', 'posts/en/b': 'h2', 'posts/en/c': 'h3' } };
    const delta = makeDelta(last, second, ['b/index.html'])!;
    expect(read(delta).entryHashes).toEqual(second.entryHashes);
    expect(read(delta).touched).toEqual(['a/index.html', 'b/index.html']);
  });

  it('is not made when the base has no entry hashes to change: the record is written whole', () => {
    const withoutHashes = { ...structuredClone(base), entryHashes: undefined };
    expect(makeDelta(withoutHashes, structuredClone(base), ['a/index.html'])).toBeUndefined();
  });
});
