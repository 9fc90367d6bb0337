/**
 * `sitegen serve`'s server in this process, with short limits: clients that never read or never
 * finish their headers are cut off when the options say, and a file it may not read is a 403
 * named to the owner. Running as root, no permission bits make a file unreadable here, so
 * `openSync` answers EACCES for one name (the server's own code, not a copy, decides the rest).
 */
import * as fs from 'node:fs';
import { mkdtemp, readdir, readlink, rm, truncate, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSiteServer, createSiteServer, type SiteServerOptions } from '../../src/serve/create-server.js';
import { openErrorKind } from '../../src/serve/site-folder.js';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const openSync = (file: fs.PathLike, ...rest: unknown[]) => {
    if (String(file).endsWith('locked.txt'))
      throw Object.assign(new Error(`EACCES: permission denied, open '${String(file)}'`), { code: 'EACCES' });
    return (real.openSync as (...args: unknown[]) => number)(file, ...rest);
  };
  const createReadStream = (file: fs.PathLike, options?: { fd?: number }) => {
    if (options?.fd !== undefined) streamsOpened.push(real.readlinkSync(`/proc/self/fd/${options.fd}`));
    return real.createReadStream(file, options);
  };
  return { ...real, default: { ...real, openSync, createReadStream }, openSync, createReadStream };
});

/** The files the server streamed, by their real paths (hashing for the ETag included). */
const streamsOpened: string[] = [];

let dir: string;
let server: Server | undefined;
const warnings: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-connections-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(dir, 'locked.txt'), 'not for the server');
  // Larger than what the loopback's socket buffers take in, so a client that never reads stalls the response.
  await writeFile(path.join(dir, 'big.bin'), '');
  await truncate(path.join(dir, 'big.bin'), 32 * 1024 * 1024);
  warnings.length = 0;
});

afterEach(async () => {
  if (server) await closeSiteServer(server);
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function start(options: Partial<SiteServerOptions> = {}): Promise<{ server: Server; port: number }> {
  server = createSiteServer({ dir, warn: (line) => warnings.push(line), ...options });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Descriptors of this process open on `file`. */
async function descriptorsOn(file: string): Promise<number> {
  let count = 0;
  for (const fd of await readdir('/proc/self/fd')) {
    if ((await readlink(`/proc/self/fd/${fd}`).catch(() => '')) === file) count++;
  }
  return count;
}

describe('a client that never reads its response', () => {
  it('is cut off after the send timeout, its socket and file closed', async () => {
    const { server, port } = await start({ sendTimeoutMs: 1_000 });
    // Read once in full first: the file's ETag is then known, and the response starts at once.
    expect((await (await fetch(`http://127.0.0.1:${port}/big.bin`)).arrayBuffer()).byteLength).toBe(32 * 1024 * 1024);
    const serverSide = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
    const client = await connect(port);
    const socket = await serverSide;
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    client.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
    // The first bytes arrive, then the client reads no more.
    await new Promise((resolve) => client.once('data', resolve));
    client.pause();
    expect(await descriptorsOn(path.join(dir, 'big.bin'))).toBe(1);
    await socketClosed;
    await vi.waitFor(async () => expect(await descriptorsOn(path.join(dir, 'big.bin'))).toBe(0));
    client.destroy();
  }, 20_000);

  it('is closed at once when the server is closed', async () => {
    const { server, port } = await start();
    const serverSide = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
    const client = await connect(port);
    const socket = await serverSide;
    client.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => client.once('data', resolve));
    client.pause();
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    await closeSiteServer(server);
    await socketClosed;
    client.destroy();
  }, 20_000);
});

describe('many clients asking for one large file at once', () => {
  // Each request hashed the file for its ETag: 300 clients and a 200 MB file stopped the server for a minute.
  it('reads it once for its ETag', async () => {
    const { port } = await start();
    streamsOpened.length = 0;
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/big.bin`, { method: 'HEAD' })));
    expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
    expect(streamsOpened.filter((file) => file === path.join(dir, 'big.bin'))).toHaveLength(1);
  }, 20_000);
});

describe('a client that never finishes its headers', () => {
  // Node looked at the limit only every 30 s: 15 s in the code were 29 s on the wire.
  it('is cut off near the headers timeout, not at Node’s next 30-second check', async () => {
    const { port } = await start({ headersTimeoutMs: 500 });
    const client = await connect(port);
    const closed = new Promise((resolve) => client.once('close', resolve));
    client.resume();
    client.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});

describe('a file the server may not read', () => {
  it('is answered 403 with a line naming the file, as nginx does', async () => {
    const { port } = await start();
    const response = await fetch(`http://127.0.0.1:${port}/locked.txt`);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('not for the server');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(path.join(dir, 'locked.txt'));
    expect(warnings[0]).toContain('EACCES');
    expect((await fetch(`http://127.0.0.1:${port}/missing.txt`)).status).toBe(404);
  });

  it.each([
    ['EACCES', 'forbidden'],
    ['EPERM', 'forbidden'],
    ['ENOENT', 'missing'],
    ['ENOTDIR', 'missing'],
    ['EMFILE', 'fault'],
    ['EIO', 'fault'],
  ])('takes an open error %s as %s', (code, kind) => {
    expect(openErrorKind(Object.assign(new Error(code), { code }))).toBe(kind);
  });
});
