import { describe, expect, it } from 'vitest';
import type { CollectionEntry, Collections } from '../../src/content/collection-entry.js';
import type { EntryIndex } from '../../src/content/entry-index.js';
import { createPageReads } from '../../src/render/page-reads.js';

const entry = (id: string, locale: string): CollectionEntry => ({
  id,
  locale,
  file: `site/content/jobs/${locale}/${id}.md`,
  data: { title: id },
  body: '',
  html: '',
});
const collections: Collections = { jobs: { de: [entry('a', 'de'), entry('b', 'de')], en: [entry('a', 'en')] } };
const index: EntryIndex = { entry: () => undefined, content: (locale) => ({ jobs: collections.jobs![locale] ?? [] }) };

function recorder() {
  const reads = createPageReads(collections, { key: 'css', inserted: {}, registered: {} });
  return { reads, jobs: (locale: string) => reads.tracked(index).content(locale).jobs! };
}

describe('createPageReads', () => {
  it('records each entry a page reads once, however often the page reads it', () => {
    const { reads, jobs } = recorder();
    reads.begin();
    const [a, b] = jobs('de');
    for (let i = 0; i < 3; i += 1) void a!.data.title;
    void b!.body;
    void jobs('en')[0]!.html;
    expect(reads.end('<p></p>').entries).toEqual(['jobs/de/a', 'jobs/de/b#body', 'jobs/en/a#body']);
  });

  it("records an entry's Markdown (body, html) apart from its front matter, and both for a page that lists its fields", () => {
    const { reads, jobs } = recorder();
    reads.begin();
    const [a, b] = jobs('de');
    void a!.data.title;
    void a!.html;
    void b!.data.title;
    void jobs('en')[0]!.file;
    expect(reads.end('').entries).toEqual(['jobs/de/a', 'jobs/de/a#body', 'jobs/de/b', 'jobs/en/a']);
    reads.begin();
    void { ...jobs('de')[1]! };
    expect('body' in jobs('en')[0]!).toBe(true);
    expect(reads.end('').entries).toEqual(['jobs/de/b', 'jobs/de/b#body', 'jobs/en/a#body']);
  });

  it('does not count reading an id or locale, and starts every page afresh', () => {
    const { reads, jobs } = recorder();
    reads.begin();
    void jobs('de')[0]!.data;
    expect(reads.end('').entries).toEqual(['jobs/de/a']);
    reads.begin();
    const ids = jobs('de').map((job) => `${job.id}.${job.locale}`);
    expect(ids).toEqual(['a.de', 'b.de']);
    expect(reads.end('').entries).toEqual([]);
    reads.begin();
    void jobs('de')[0]!.data;
    expect('data' in jobs('de')[1]!).toBe(true);
    expect(reads.end('').entries).toEqual(['jobs/de/a', 'jobs/de/b']);
  });

  it('records nothing read between pages', () => {
    const { reads, jobs } = recorder();
    void jobs('de')[0]!.data;
    reads.begin();
    expect(reads.end('').entries).toEqual([]);
  });
});
