import { describe, expect, it } from 'vitest';
import { renderWorkerCount } from '../../src/build/render-pool.js';
import { likelyPageCount } from '../../src/build/prestart-workers.js';
import type { ResolvedConfig } from '../../src/config/define-config.js';

describe('renderWorkerCount', () => {
  it.each([
    // [pages, cores, workers]
    [60, 2, 0],
    [3_030, 2, 0],
    [4_999, 2, 0],
    [5_000, 2, 2],
    [15_030, 2, 2],
    [399, 4, 0],
    [400, 4, 4],
    [3_030, 8, 4],
    [15_030, 1, 0],
  ])('renders %i pages on %i cores in %i workers (0: on the main thread beside the writer thread)', (pages, cores, workers) => {
    expect(renderWorkerCount(pages, undefined, cores)).toBe(workers);
  });

  it('takes --workers as given, whatever the page count and cores', () => {
    expect(renderWorkerCount(60, 2, 2)).toBe(2);
    expect(renderWorkerCount(15_030, 0, 4)).toBe(0);
  });
});

describe('likelyPageCount (prestarting workers before the entries are read)', () => {
  const locales = [{ code: 'de' }, { code: 'en' }] as ResolvedConfig['locales'];
  const routes = [
    { path: '/', page: 'home' },
    { path: '/career/{id}/', page: 'posting', params: { id: { collection: 'postings' } } },
  ];

  it.each([
    [2_000, 3_000],
    [10_000, 15_000],
  ])('guesses %i entry files in two locales make %i pages (the default locale twice)', (files, pages) => {
    expect(likelyPageCount({ routes, locales }, files)).toBe(pages);
  });
});
