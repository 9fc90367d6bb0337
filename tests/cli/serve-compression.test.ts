/**
 * `sitegen serve` on a site built without precompressed copies (`--no-compress`): text files of
 * 1 KB and more are compressed on the fly for clients that accept it, as hosts do, each file
 * version once; small files, images and clients without an encoding get the file as it is.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { startServe, type RunningServer, stopServerAndRemove } from './cli-helpers.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without automatic decompression, so the bytes on the wire are what is compared. */
function request(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sitegen serve without precompressed copies', () => {
  let fixture: Fixture;
  let server: RunningServer;
  let page: Buffer;
  const get = (path: string, headers?: Record<string, string>, method?: string) => request(server.url, path, headers, method);

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    const built = await runCli(['build', '--no-compress'], fixture.dir);
    if (built.code !== 0) throw new Error(built.stderr);
    page = await readFile(fixture.path('dist/about/index.html'));
    // Added by hand after the build: a text file and an image of the same size.
    await writeFile(fixture.path('dist/notes.txt'), 'Opening hours and directions. '.repeat(200));
    await writeFile(fixture.path('dist/photo.png'), randomBytes(6000));
    server = await startServe([], fixture.dir);
  }, 60_000);

  afterAll(() => stopServerAndRemove(server, fixture));

  it('has no .br or .gz copies to serve', () => {
    expect(page.length).toBeGreaterThan(1024);
    expect(existsSync(fixture.path('dist/about/index.html.br'))).toBe(false);
    expect(existsSync(fixture.path('dist/about/index.html.gz'))).toBe(false);
  });

  it('sends a page brotli-compressed to a browser that accepts br, varying on Accept-Encoding', async () => {
    const response = await get('/about/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(page.length / 2);
    expect(brotliDecompressSync(response.body).equals(page)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip, and the file itself to one that accepts none', async () => {
    const gzipped = await get('/about/', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(page)).toBe(true);
    const plain = await get('/about/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
  });

  it('gives each encoding its own strong ETag, and answers a matching If-None-Match with 304', async () => {
    const br = await get('/about/', { 'Accept-Encoding': 'br' });
    const gzip = await get('/about/', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/about/');
    const tags = [br, gzip, plain].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    const again = await get('/about/', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the same compressed bytes to every client (compressed once per file version)', async () => {
    // A document: the fixture's payloads are below MIN_COMPRESSIBLE_BYTES since they carry only what differs per page.
    const first = await get('/en/about/', { 'Accept-Encoding': 'br' });
    const second = await get('/en/about/', { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers a range of the compressed representation and HEAD with its length', async () => {
    const whole = await get('/about/', { 'Accept-Encoding': 'br' });
    const part = await get('/about/', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(0, 10))).toBe(true);
    const head = await get('/about/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(Number(head.headers['content-length'])).toBe(whole.body.length);
    expect(head.body.length).toBe(0);
  });

  it('compresses a text file added by hand, but never an image', async () => {
    const notes = await get('/notes.txt', { 'Accept-Encoding': 'br' });
    expect(notes.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(notes.body).toString()).toBe('Opening hours and directions. '.repeat(200));
    const photo = await get('/photo.png', { 'Accept-Encoding': 'br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.equals(await readFile(fixture.path('dist/photo.png')))).toBe(true);
  });

  it('sends a file under 1 KB as it is', async () => {
    await writeFile(fixture.path('dist/small.txt'), 'short');
    const small = await get('/small.txt', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('short');
  });
});
