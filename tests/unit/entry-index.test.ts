import { describe, expect, it } from 'vitest';
import type { Collections } from '../../src/content/collection-entry.js';
import { indexEntries } from '../../src/content/entry-index.js';
import { withMarkdownHtml } from '../../src/content/markdown.js';
import { NO_MARKDOWN_OPTIONS } from '../../src/content/sanitize-markup.js';
import type { Page } from '../../src/shapes.js';

const entry = (id: string, locale: string) =>
  withMarkdownHtml({ id, locale, file: `content/careers/${locale}/${id}.md`, data: {}, body: `# ${id}` });
const collections: Collections = {
  careers: { de: [entry('electrician', 'de')], en: [entry('electrician', 'en')] },
  news: { de: [] },
};
const routes = [
  { path: '/career/', page: 'career' },
  { path: '/career/{id}/', page: 'career-posting', params: { id: { collection: 'careers' } } },
];
const page = (route: string, locale: string, params: Record<string, string> = {}): Page => ({
  route,
  module: '',
  params,
  locale,
  variant: 'prefixed',
  defaultPath: route,
  path: `/${locale}${route}`,
  file: '',
});
const index = indexEntries({ collections, routes, markdown: NO_MARKDOWN_OPTIONS });

describe('indexEntries', () => {
  it('finds the entry a posting page is about, in its locale', () => {
    expect(index.entry(page('/career/{id}/', 'en', { id: 'electrician' }))).toBe(collections.careers!.en![0]);
  });

  it('finds none for a page whose route has no collection param, or an id with no entry', () => {
    expect(index.entry(page('/career/', 'en'))).toBeUndefined();
    expect(index.entry(page('/career/{id}/', 'en', { id: 'welder' }))).toBeUndefined();
  });

  it("gives a locale's entries of every collection, an empty list where it has none", () => {
    expect(index.content('en')).toEqual({ careers: collections.careers!.en, news: [] });
  });

  it('gives entries that arrive without their html (copied to a render worker) their html again', () => {
    const copied = structuredClone({ careers: { de: [entry('pv', 'de')] } }) as Collections;
    indexEntries({ collections: copied, routes, markdown: NO_MARKDOWN_OPTIONS });
    expect(copied.careers!.de![0]!.html).toContain('<h1');
  });
});
