/**
 * An entry's content hash in two parts (src/content/entry-hash.ts), and the pages an incremental
 * build carries over by them (src/build/incremental/cached-pages.ts findUnchanged): a page that
 * read an entry's front matter is carried when only its Markdown changed, and the other way round.
 */
import { describe, expect, it } from 'vitest';
import { findUnchanged } from '../../src/build/incremental/cached-pages.js';
import { RECORD_FORMAT, type IncrementalCache } from '../../src/build/incremental/incremental-record.js';
import { entryHash, entryHashPart, hashParsedEntry } from '../../src/content/entry-hash.js';
import type { Page } from '../../src/shapes.js';

const entry = (title: string, body: string) => ({ id: 'a', locale: 'en', file: 'content/posts/en/a.md', data: { title }, body });

describe("an entry's content hash", () => {
  it('changes its front matter part with the front matter and its Markdown part with the Markdown', () => {
    const hash = entryHash(entry('A', 'Text.'));
    const edited = entryHash(entry('A', 'Text, edited.'));
    const renamed = entryHash(entry('B', 'Text.'));
    expect(entryHashPart(edited, 'rest')).toBe(entryHashPart(hash, 'rest'));
    expect(entryHashPart(edited, 'body')).not.toBe(entryHashPart(hash, 'body'));
    expect(entryHashPart(renamed, 'rest')).not.toBe(entryHashPart(hash, 'rest'));
    expect(entryHashPart(renamed, 'body')).toBe(entryHashPart(hash, 'body'));
  });
});

describe("a parsed entry's hash, from its file's bytes", () => {
  const parsed = (source: string, bom = false) => {
    const bytes = Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(source)]);
    const entry = { body: source.slice(source.indexOf('\n---\n') + 5) };
    hashParsedEntry(entry, 'content/posts/en/a.md', bytes, source);
    return entryHash(entry as never);
  };

  it('keeps the front matter part when only the body changed, and the other way round, with or without a byte order mark', () => {
    for (const bom of [false, true]) {
      const hash = parsed('---\ntitle: Grün\n---\nText.\n', bom);
      const edited = parsed('---\ntitle: Grün\n---\nText, edited.\n', bom);
      const renamed = parsed('---\ntitle: Blau\n---\nText.\n', bom);
      expect(entryHashPart(edited, 'rest')).toBe(entryHashPart(hash, 'rest'));
      expect(entryHashPart(edited, 'body')).not.toBe(entryHashPart(hash, 'body'));
      expect(entryHashPart(renamed, 'body')).toBe(entryHashPart(hash, 'body'));
      expect(entryHashPart(renamed, 'rest')).not.toBe(entryHashPart(hash, 'rest'));
    }
  });
});

describe('the pages an incremental build carries over', () => {
  const before = entryHash(entry('A', 'Text.'));
  const page = (file: string) => ({ file }) as Page;
  const pages = [page('list/index.html'), page('post/index.html'), page('other/index.html')];
  const cached = (entries: string[]) => ({ key: 'k', entries, css: 0, files: [[0, 10, 0, 0]] as never });
  const cache: IncrementalCache = {
    format: RECORD_FORMAT,
    buildId: 'b',
    outDir: '/site/dist',
    stamp: 's',
    code: 'c',
    checked: true,
    classSets: [''],
    rules: {},
    strings: ['x'],
    pages: {
      'list/index.html': cached(['posts/en/a']),
      'post/index.html': cached(['posts/en/a', 'posts/en/a#body']),
      'other/index.html': cached([]),
    },
    entryHashes: { 'posts/en/a': before },
  };
  const carried = (now: string | undefined) =>
    findUnchanged(pages, cache, 'b', (key) => (key === 'posts/en/a' ? now : undefined)).map(({ page }) => page.file);

  it("carries a list of titles over when only an entry's Markdown changed", () => {
    expect(carried(entryHash(entry('A', 'Text, edited.')))).toEqual(['list/index.html', 'other/index.html']);
  });

  it('renders the list and the entry page when its front matter changed, and both when it is gone', () => {
    expect(carried(entryHash(entry('B', 'Text.')))).toEqual(['other/index.html']);
    expect(carried(undefined)).toEqual(['other/index.html']);
    expect(carried(before)).toEqual(['list/index.html', 'post/index.html', 'other/index.html']);
  });
});
