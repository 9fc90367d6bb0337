/**
 * `sitegen serve` keeps the small files it sent in memory: what is on disk still decides every
 * answer. A file edited, replaced, removed, given a precompressed copy or turned into a link out
 * of the folder under a running server shows on the next request.
 */
import { rm, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../helpers/fixture.js';
import { builtFixture, startServe, type RunningServer, stopServerAndRemove } from './cli-helpers.js';
import { rawRequest } from './raw-http.js';

const SECRET = 'secret-beside-the-folder-8c1e57';

describe('sitegen serve while files change under it', () => {
  let fixture: Fixture;
  let server: RunningServer;
  const get = (target: string, headers: Record<string, string> = {}) => rawRequest(server.url, target, { headers });
  /** Asked twice, so the second answer may come from memory. */
  const getTwice = async (target: string, headers: Record<string, string> = {}) => (await get(target, headers), get(target, headers));

  beforeAll(async () => {
    fixture = await builtFixture();
    await writeFile(fixture.path('secret.txt'), SECRET);
    server = await startServe([], fixture.dir);
  }, 60_000);

  afterAll(() => stopServerAndRemove(server, fixture));

  it('serves a file edited by hand with the new bytes and a new ETag', async () => {
    await writeFile(fixture.path('dist/notes.txt'), 'Opening hours: 8 to 17');
    const before = await getTwice('/notes.txt');
    expect(before.text).toBe('Opening hours: 8 to 17');
    // Same size, and the old modification time put back: the change of inode time still tells.
    await writeFile(fixture.path('dist/notes.txt'), 'Opening hours: 9 to 18');
    const mtime = new Date(Date.parse(before.headers.get('last-modified')!));
    await utimes(fixture.path('dist/notes.txt'), mtime, mtime);
    const after = await get('/notes.txt');
    expect(after.text).toBe('Opening hours: 9 to 18');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('answers 404 once a file it sent is removed', async () => {
    await writeFile(fixture.path('dist/leaflet.txt'), 'Spring offer');
    expect((await getTwice('/leaflet.txt')).status).toBe(200);
    await unlink(fixture.path('dist/leaflet.txt'));
    const response = await get('/leaflet.txt');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('Spring offer');
  });

  it('sends a precompressed copy added after the file itself was sent', async () => {
    const text = 'Directions from the station. '.repeat(100);
    await writeFile(fixture.path('dist/directions.txt'), text);
    expect((await getTwice('/directions.txt', { 'Accept-Encoding': 'identity' })).text).toBe(text);
    await writeFile(fixture.path('dist/directions.txt.gz'), gzipSync(text));
    const response = await get('/directions.txt', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(text);
    expect((await get('/directions.txt', { 'Accept-Encoding': 'identity' })).text).toBe(text);
  });

  it('never serves a file it sent once its name links out of the folder', async () => {
    await writeFile(fixture.path('dist/price-list.txt'), 'Prices 2026');
    expect((await getTwice('/price-list.txt')).text).toBe('Prices 2026');
    await rm(fixture.path('dist/price-list.txt'));
    await symlink(fixture.path('secret.txt'), fixture.path('dist/price-list.txt'));
    const response = await get('/price-list.txt');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(SECRET);
  });
});
