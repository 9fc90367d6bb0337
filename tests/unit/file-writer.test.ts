import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWriter, prestartWriterThread } from '../../src/output/file-writer.js';
import { createFileWriting } from '../../src/output/write-file.js';

describe("FileWriter (the build's writer thread)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-writer-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes every file into its folder, creating folders as needed', async () => {
    const writer = new FileWriter({ dir, compress: false });
    for (let i = 0; i < 100; i++) await writer.write(`page-${i}/index.html`, `<h1>${i}</h1>`);
    await writer.close();
    expect(await readFile(path.join(dir, 'page-42/index.html'), 'utf8')).toBe('<h1>42</h1>');
    expect(await readFile(path.join(dir, 'page-99/index.html'), 'utf8')).toBe('<h1>99</h1>');
  });

  it('writes every file whole when more is queued than one thread keeps up with (a second writer thread may start)', async () => {
    const writer = new FileWriter({ dir, compress: false });
    const page = (i: number) => `<p>${String(i).padStart(6, '0').repeat(10_000)}</p>`;
    // 600 pages of ~60 KB, sent without waiting for the disk: 36 MB, several times the queue's limit,
    // and more files than a second thread waits for (a few large files are not worth one).
    await Promise.all(Array.from({ length: 600 }, (_, i) => writer.write(`p/${i % 7}/page-${i}/index.html`, page(i))));
    await writer.close();
    for (const i of [0, 123, 599]) expect(readFileSync(path.join(dir, `p/${i % 7}/page-${i}/index.html`), 'utf8')).toBe(page(i));
    expect((await readdir(path.join(dir, 'p'), { recursive: true })).filter((name) => name.endsWith('.html'))).toHaveLength(600);
  });

  it('writes through a thread started before the output folder was known (sitegen build starts it first)', async () => {
    prestartWriterThread();
    const writer = new FileWriter({ dir, compress: false });
    await writer.write('about/index.html', '<h1>About</h1>');
    await writer.close();
    expect(await readFile(path.join(dir, 'about/index.html'), 'utf8')).toBe('<h1>About</h1>');
  });

  it('writes a batch of only empty files (.nojekyll) before close() returns', async () => {
    const writer = new FileWriter({ dir, compress: false });
    // A batch of nothing but empty files holds no bytes: close() must still wait for it.
    await writer.write('.nojekyll', '');
    await writer.close();
    expect(await readFile(path.join(dir, '.nojekyll'), 'utf8')).toBe('');
  });

  it('writes .gz and .br copies that decompress to the file, for text files of 1 KB or more', async () => {
    const writer = new FileWriter({ dir, compress: 'both' });
    const html = `<p>${'Elektrotechnik '.repeat(200)}</p>`;
    await writer.write('index.html', html);
    await writer.write('small.html', '<p>kurz</p>');
    await writer.write('logo.png', new Uint8Array(4096));
    await writer.close();
    expect(gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).toString()).toBe(html);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString()).toBe(html);
    await expect(readFile(path.join(dir, 'small.html.gz'))).rejects.toThrow();
    await expect(readFile(path.join(dir, 'logo.png.br'))).rejects.toThrow();
  });

  it('writes only the copies asked for: gzip alone, or brotli alone', async () => {
    const html = `<p>${'Elektrotechnik '.repeat(200)}</p>`;
    for (const compress of ['gzip', 'brotli'] as const) {
      await mkdir(path.join(dir, compress));
      const writer = new FileWriter({ dir: path.join(dir, compress), compress });
      await writer.write('index.html', html);
      await writer.close();
    }
    expect(gunzipSync(await readFile(path.join(dir, 'gzip/index.html.gz'))).toString()).toBe(html);
    await expect(readFile(path.join(dir, 'gzip/index.html.br'))).rejects.toThrow();
    expect(brotliDecompressSync(await readFile(path.join(dir, 'brotli/index.html.br'))).toString()).toBe(html);
    await expect(readFile(path.join(dir, 'brotli/index.html.gz'))).rejects.toThrow();
  });

  it('reports a disk error to the build instead of losing it', async () => {
    await writeFile(path.join(dir, 'blocked'), 'a file where a folder should go');
    const writer = new FileWriter({ dir, compress: false });
    await writer.write('blocked/index.html', '<h1>x</h1>');
    await expect(writer.close()).rejects.toThrow(/ENOTDIR|EEXIST|not a directory/i);
  });
});

describe('FileWriter with a compression cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-writer-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reuses compressed copies of content-addressed assets, but never of release files', async () => {
    const cacheDir = path.join(dir, 'cache');
    const asset = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    const release = (time: number) => JSON.stringify({ id: 'abc', timestamp: time, routes: ['/'.repeat(1200)] });
    const first = new FileWriter({ dir: path.join(dir, 'one'), compress: 'both', cacheDir });
    await first.write('_sitegen/runtime-ABC.js', asset);
    await first.write('_sitegen/builds/meta/abc.json', release(1));
    await first.close();
    const second = new FileWriter({ dir: path.join(dir, 'two'), compress: 'both', cacheDir });
    await second.write('_sitegen/runtime-ABC.js', asset);
    await second.write('_sitegen/builds/meta/abc.json', release(2));
    await second.close();
    expect(brotliDecompressSync(await readFile(path.join(dir, 'two/_sitegen/runtime-ABC.js.br'))).toString()).toBe(asset);
    expect(
      (JSON.parse(gunzipSync(await readFile(path.join(dir, 'two/_sitegen/builds/meta/abc.json.gz'))).toString()) as { timestamp: number })
        .timestamp,
    ).toBe(2);
  });

  it('forgets compressed copies no build has used for a week, and keeps the ones in use', async () => {
    const cacheDir = path.join(dir, 'cache');
    const asset = `console.log(${JSON.stringify('y'.repeat(2000))});`;
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    const first = createFileWriting({ dir: path.join(dir, 'one'), compress: 'gzip', cacheDir });
    first.writeOutputFile('_sitegen/used-ABC.js', asset);
    first.writeOutputFile('_sitegen/unused-DEF.js', asset);
    const entries = await readdir(cacheDir);
    expect(entries).toHaveLength(2);
    for (const name of entries) await utimes(path.join(cacheDir, name), days(6), days(6));
    // A build that uses a copy marks it used; one unused for longer than the limit goes when a writer starts.
    createFileWriting({ dir: path.join(dir, 'two'), compress: 'gzip', cacheDir }).writeOutputFile('_sitegen/used-ABC.js', asset);
    const unused = entries.find((name) => name.startsWith('_sitegen__unused'))!;
    await utimes(path.join(cacheDir, unused), days(8), days(8));
    createFileWriting({ dir: path.join(dir, 'three'), compress: 'gzip', cacheDir });
    expect(await readdir(cacheDir)).toEqual(entries.filter((name) => name !== unused));
    expect(readFileSync(path.join(dir, 'two/_sitegen/used-ABC.js.gz')).length).toBeGreaterThan(0);
  });
});
