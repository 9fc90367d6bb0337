import { describe, expect, it } from 'vitest';
import { renderWorkerCount } from '../../src/build/render-pool.js';

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
