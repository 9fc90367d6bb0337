import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageWriter } from '../../src/build/page-writer.js';
import { FileWriter } from '../../src/output/file-writer.js';
import type { WrittenFile } from '../../src/output/written-file.js';

describe("the page writer (the main thread's pages, written by the build's writer thread)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-page-writer-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes pages through the writer thread of the build's folder, which writes the build's other files after", async () => {
    const files = new FileWriter({ dir, compress: false });
    const pages = new PageWriter({ dir, compress: false }, false);
    const written: WrittenFile[][] = [];
    await pages.write([{ file: 'about/index.html', content: '<h1>About</h1>' }], (page) => written.push(page));
    await pages.close();
    await files.write('robots.txt', 'User-agent: *\n');
    await files.close();
    expect(written).toEqual([[expect.objectContaining({ file: 'about/index.html', bytes: 14 })]]);
    expect(await readFile(path.join(dir, 'about/index.html'), 'utf8')).toBe('<h1>About</h1>');
    expect(await readFile(path.join(dir, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
  });

  it('writes pages in a writer thread of its own when no FileWriter writes the folder', async () => {
    const pages = new PageWriter({ dir, compress: false }, false);
    await pages.write([{ file: 'index.html', content: '<h1>Home</h1>' }], () => {});
    await pages.close();
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
  });

  it('fails instead of waiting forever when the writer thread it shares stops', async () => {
    const files = new FileWriter({ dir, compress: false });
    const pages = new PageWriter({ dir, compress: false }, false);
    await files.abort();
    await pages.write([{ file: 'index.html', content: '<h1>Home</h1>' }], () => {}).catch(() => {});
    await expect(pages.close()).rejects.toThrow('The writer thread stopped before it wrote every page');
  });
});
