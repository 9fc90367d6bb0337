/**
 * `sitegen serve` tried as an attacker would: targets that crashed it, files it must never serve
 * however the path is spelled (dotfiles, host files, symlinks out of the folder), HTTP details of
 * RFC 9110, and a seeded fuzz of the request path. Raw sockets, so targets reach the server as written.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from '../helpers/fixture.js';
import { builtFixture, startServe, type RunningServer, stopServerAndRemove } from './cli-helpers.js';
import { rawRequest, seededRandom, type RawResponse } from './raw-http.js';

/** Planted where no request may reach them: beside dist/, as dotfiles in dist/, behind symlinks. */
const SECRETS = {
  outside: 'secret-outside-3f9a1c',
  dotenv: 'secret-dotenv-7b21e0',
  git: 'secret-git-config-5d8c44',
  nested: 'secret-nested-dotfile-a0e913',
};

describe('sitegen serve under attack', () => {
  let fixture: Fixture;
  let server: RunningServer;
  let hostFiles: string[];
  const get = (target: string | Buffer, options?: Parameters<typeof rawRequest>[2]) => rawRequest(server.url, target, options);

  /** No response body may carry a planted secret or a host file. */
  function expectNothingLeaked(response: RawResponse, what: string): void {
    for (const secret of Object.values(SECRETS)) expect(response.text, what).not.toContain(secret);
    for (const text of hostFiles) expect(response.text === text, what).toBe(false);
    expect(response.text, what).not.toContain('Content-Security-Policy:');
    expect(response.text, what).not.toContain('/en/404.html  404');
  }

  async function expectStillServing(): Promise<void> {
    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await get('/')).status).toBe(200);
  }

  beforeAll(async () => {
    fixture = await builtFixture();
    await writeFile(fixture.path('secret.txt'), SECRETS.outside);
    await mkdir(fixture.path('outside-dir'));
    await writeFile(fixture.path('outside-dir/secret.txt'), SECRETS.outside);
    await writeFile(fixture.path('dist/.env'), `TOKEN=${SECRETS.dotenv}\n`);
    await mkdir(fixture.path('dist/.git'));
    await writeFile(fixture.path('dist/.git/config'), `[core]\n  token = ${SECRETS.git}\n`);
    await mkdir(fixture.path('dist/about/.private'));
    await writeFile(fixture.path('dist/about/.private/notes.txt'), SECRETS.nested);
    // Links planted in the folder: out of it, to a folder out of it, and to a dotfile in it.
    await symlink(fixture.path('secret.txt'), fixture.path('dist/passwd.txt'));
    await symlink(fixture.path('outside-dir'), fixture.path('dist/linked'));
    await symlink(fixture.path('dist/.env'), fixture.path('dist/env.txt'));
    await symlink(fixture.path('dist/.git'), fixture.path('dist/git-link'));
    await symlink('/etc/passwd', fixture.path('dist/etc-passwd.txt'));
    await writeFile(fixture.path('dist/archive.tar.gz'), gzipSync(Buffer.from('a file shipped compressed\n'.repeat(100))));
    const notes = Buffer.from('Opening hours and directions. '.repeat(100));
    await writeFile(fixture.path('dist/notes.txt'), notes);
    await writeFile(fixture.path('dist/notes.txt.gz'), gzipSync(notes));
    await writeFile(fixture.path('dist/notes.txt.br'), brotliCompressSync(notes));
    hostFiles = [await readFile(fixture.path('dist/_headers'), 'utf8'), await readFile(fixture.path('dist/_redirects'), 'utf8')];
    server = await startServe([], fixture.dir);
  }, 60_000);

  // A test that took the server down has failed; the next one gets a fresh server, so each defect shows on its own.
  beforeEach(async () => {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null)) server = await startServe([], fixture.dir);
  });

  afterAll(() => stopServerAndRemove(server, fixture));

  describe('targets that took the server down', () => {
    it.each([
      '//a%2fb',
      '//%',
      '//[',
      '//a:b',
      '/\\',
      '/\\\\evil.example',
      '/\\evil.example/x',
      '//%zz',
      '/%',
      '/%c0%ae%c0%ae/',
      '//a%2fb/',
      '/..',
      '//..',
      '///',
      'http://x//a%2fb',
      '*',
    ])('answers %s and keeps serving', async (target) => {
      const response = await get(target);
      expect(response.status, server.output()).toBeGreaterThan(0);
      expect(response.status).toBeLessThan(500);
      await expectStillServing();
    });
  });

  describe('files never served', () => {
    it.each([
      '/.env',
      '//.env',
      '//.git/config',
      '//.git/config/',
      '///.git/config/',
      '/%2eenv',
      '/%2Eenv',
      '/.git%2fconfig',
      '/about/.private/notes.txt',
      '//about//.private//notes.txt',
      '/_headers',
      '/_headers/',
      '//_headers',
      '/%5fheaders',
      '/_sitegen/../_headers/',
      '/_sitegen/%2e%2e/_headers',
      '/_redirects',
      '/_redirects/',
      '/\\_headers',
      '/\\.env',
      '/x/..%5c.env',
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/about/../../secret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/..%c0%afsecret.txt',
      '/.%2e/secret.txt',
      '/passwd.txt',
      '/etc-passwd.txt',
      '/linked/secret.txt',
      '//linked//secret.txt',
      '/env.txt',
      '/git-link/config',
      'http://127.0.0.1/.env',
      'http://127.0.0.1/..%2fsecret.txt',
    ])('never serves %s', async (target) => {
      const response = await get(target);
      expect(response.status).not.toBe(200);
      expectNothingLeaked(response, target);
    });

    it.each(['/passwd.txt', '/etc-passwd.txt', '/linked/secret.txt', '/env.txt'])(
      'does not follow the symlink %s out of the folder or to a dotfile, compressed or not',
      async (target) => {
        for (const encoding of ['br', 'gzip', 'identity']) {
          const response = await get(target, { headers: { 'Accept-Encoding': encoding } });
          expect(response.status).toBe(404);
          expect(response.text).not.toContain('root:x:0:0');
          expectNothingLeaked(response, target);
        }
      },
    );
  });

  describe('the 404 page', () => {
    it.each([
      ['/x$%60y/', '/x$`y/'],
      ["/x$'y/", "/x$'y/"],
      ['/x$&y/', '/x$&amp;y/'],
      ['/$$/', '/$$/'],
    ])('shows %s once, as text, in one document', async (target, shown) => {
      const response = await get(target);
      expect(response.status).toBe(404);
      expect(response.text.match(/<!doctype html>/gi)).toHaveLength(1);
      expect(response.text.match(/<\/html>/gi)).toHaveLength(1);
      expect(response.text).toContain(`<span data-sitegen-request-path>${shown.replace("'", '&#39;')}</span>`);
      expect(Number(response.headers.get('content-length'))).toBe(response.body.length);
    });
  });

  it.each([
    ['/a%00b/', '/a%00b/'],
    ['/%1b[31mred/', '/%1B[31mred/'],
    ['/x%0d%0ay/', '/x%0D%0Ay/'],
    ['/x%c2%85/', '/x%C2%85/'],
    ['/%ef%bf%bex/', '/%EF%BF%BEx/'],
  ])('shows the control characters of %s percent-encoded, so the 404 page stays valid HTML', async (target, shown) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.text).toContain(`<span data-sitegen-request-path>${shown}</span>`);
    // eslint-disable-next-line no-control-regex -- what must not reach the document
    expect(response.text).not.toMatch(/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\ufffe]/);
  });

  describe('ranges (RFC 9110 §14)', () => {
    let icon: Buffer;
    beforeAll(async () => {
      icon = await readFile(fixture.path('dist/icon.svg'));
    });

    it('answers an unsatisfiable range (last before first) with 416 and keeps serving', async () => {
      const response = await get('/icon.svg', { headers: { Range: 'bytes=5-1' } });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${icon.length}`);
      await expectStillServing();
    });

    it('answers a range starting past the end with 416', async () => {
      expect((await get('/icon.svg', { headers: { Range: `bytes=${icon.length}-` } })).status).toBe(416);
    });

    it('serves a suffix range as the last bytes', async () => {
      const response = await get('/icon.svg', { headers: { Range: 'bytes=-50' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${icon.length - 50}-${icon.length - 1}/${icon.length}`);
      expect(response.body.equals(icon.subarray(icon.length - 50))).toBe(true);
    });

    it('serves a byte range', async () => {
      const response = await get('/icon.svg', { headers: { Range: 'bytes=10-19' } });
      expect(response.status).toBe(206);
      expect(response.body.equals(icon.subarray(10, 20))).toBe(true);
    });

    it.each(['bytes=abc', 'bytes=0-1,5-6', 'pages=1-2'])(
      'answers the unreadable or multiple range %s with the whole file',
      async (range) => {
        const response = await get('/icon.svg', { headers: { Range: range } });
        expect(response.status).toBe(200);
        expect(response.body.equals(icon)).toBe(true);
      },
    );
  });

  describe('conditional requests (RFC 9110 §13)', () => {
    it('gives a strong ETag and answers If-None-Match lists and * with 304', async () => {
      const first = await get('/about/');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect((await get('/about/', { headers: { 'If-None-Match': `"nope", ${etag}` } })).status).toBe(304);
      expect((await get('/about/', { headers: { 'If-None-Match': `W/${etag}` } })).status).toBe(304);
      expect((await get('/about/', { headers: { 'If-None-Match': '*' } })).status).toBe(304);
      expect((await get('/about/', { headers: { 'If-None-Match': '"nope"' } })).status).toBe(200);
    });

    it('answers If-Modified-Since with 304 when the file has not changed since', async () => {
      const lastModified = (await get('/about/')).headers.get('last-modified')!;
      expect((await get('/about/', { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
      expect((await get('/about/', { headers: { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' } })).status).toBe(200);
    });

    it('answers If-Match that names another version with 412', async () => {
      expect((await get('/about/', { headers: { 'If-Match': '"nope"' } })).status).toBe(412);
    });

    it('gives each encoding of a page its own ETag', async () => {
      const tags = new Set<string>();
      for (const encoding of ['br', 'gzip', 'identity'])
        tags.add((await get('/about/', { headers: { 'Accept-Encoding': encoding } })).headers.get('etag')!);
      expect(tags.size).toBe(3);
    });
  });

  describe('content negotiation', () => {
    it.each([
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0', undefined],
      ['gzip, br;q=0.5', 'gzip'],
      ['gzip;q=0.5, br', 'br'],
    ])('honours Accept-Encoding: %s', async (accept, encoding) => {
      const response = await get('/about/', { headers: { 'Accept-Encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    });
  });

  describe('files that are compressed themselves', () => {
    it('sends the precompressed copy it picked with Content-Encoding', async () => {
      const response = await get('/notes.txt', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.body.equals(await readFile(fixture.path('dist/notes.txt.gz')))).toBe(true);
    });

    it.each(['/notes.txt.gz', '/notes.txt.br', '/archive.tar.gz'])(
      'sends %s asked for by name as its own bytes, without Content-Encoding',
      async (target) => {
        const bytes = await readFile(fixture.path(`dist${target}`));
        for (const encoding of ['gzip', 'br', 'gzip, br', 'identity']) {
          const response = await get(target, { headers: { 'Accept-Encoding': encoding } });
          expect(response.status, encoding).toBe(200);
          expect(response.headers.get('content-encoding'), encoding).toBeUndefined();
          expect(response.body.equals(bytes), encoding).toBe(true);
        }
      },
    );
  });

  describe('methods', () => {
    it.each(['/', '/about/', '/icon.svg', '/nope/', '/about', '/.env'])(
      'answers HEAD %s with the headers of GET and no body',
      async (target) => {
        const got = await get(target);
        const head = await get(target, { method: 'HEAD' });
        expect(head.status).toBe(got.status);
        expect(head.body.length).toBe(0);
        for (const name of ['content-type', 'content-length', 'etag', 'cache-control', 'location', 'content-security-policy'])
          expect(head.headers.get(name), name).toBe(got.headers.get(name));
      },
    );

    it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow', async (method) => {
      const response = await get('/', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    });
  });

  describe('beyond the list', () => {
    it.each(['/a%0d%0aSet-Cookie:%20x=1', '/a%0aLocation:%20http://evil.example', '/%0d%0a%0d%0a<script>'])(
      'puts no header or markup from the path %s into a response',
      async (target) => {
        const response = await get(target);
        expect(response.headers.has('set-cookie')).toBe(false);
        const location = response.headers.get('location');
        if (location !== undefined) expect(location).toMatch(/^\/[\x21-\x7e]*$/);
        expect(response.text).not.toContain('<script>');
      },
    );

    it.each([
      '//evil.example',
      '//evil.example/',
      '/%2f%2fevil.example',
      '/%5c%5cevil.example',
      '/\\/evil.example',
      '//evil.example%2f..',
      '/.//evil.example',
    ])('never redirects %s to another host', async (target) => {
      const location = (await get(target)).headers.get('location');
      if (location !== undefined) {
        expect(location).toMatch(/^\/[^/\\]/);
        expect(new URL(location, 'http://127.0.0.1/').host).toBe('127.0.0.1');
      }
    });

    it('encodes the query of a redirect so no header can be added', async () => {
      const response = await get('/about?next=%0d%0aX:1');
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/about/?next=%0d%0aX:1');
      expect(response.headers.has('x')).toBe(false);
    });

    it('refuses headers too large and keeps serving', async () => {
      // Node answers 431 and closes; the reset may reach the client before the answer does.
      const status = await get('/', { headers: { 'X-Big': 'a'.repeat(64 * 1024) } }).then(
        (response) => response.status,
        () => 'reset',
      );
      expect([431, 0, 'reset']).toContain(status);
      await expectStillServing();
    });

    it('keeps answering others while a client sends its headers a byte at a time', async () => {
      const { port } = new URL(server.url);
      const slow = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve, reject) => slow.once('connect', resolve).once('error', reject));
      slow.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a');
      try {
        await expectStillServing();
      } finally {
        slow.destroy();
      }
    });
  });

  it('survives a seeded fuzz of the request path and never leaks a file', async () => {
    const random = seededRandom(12);
    const pieces = [
      '/',
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%',
      '%2f',
      '%2F',
      '%5c',
      '%5C',
      '%00',
      '%2e',
      '%2E',
      '%c0%ae',
      '%c0%af',
      '%e2%80%ae',
      '%ff',
      'ü',
      '%C3%BC',
      '€',
      '?',
      '#',
      ':',
      '@',
      '[',
      ']',
      '$',
      '$&',
      '%60',
      ';',
      '~',
      '+',
      '%20',
      '%0d%0a',
      '.env',
      '.git',
      'config',
      '_headers',
      '_redirects',
      'secret.txt',
      'passwd.txt',
      'etc-passwd.txt',
      'linked',
      'env.txt',
      'git-link',
      'about',
      'en',
      'index.html',
      '404.html',
      '_sitegen',
      'builds',
      'latest.json',
      'icon.svg',
      '.br',
      '.gz',
      '%252e',
      'http://x',
    ];
    const targets = Array.from({ length: 3000 }, () => {
      let target = random() < 0.95 ? '/' : '';
      const length = 1 + Math.floor(random() * 8);
      for (let index = 0; index < length; index++) target += pieces[Math.floor(random() * pieces.length)];
      return Buffer.from(target, 'utf8');
    });
    const encodings = ['', 'br', 'gzip', 'br, gzip'];
    let next = 0;
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (next < targets.length) {
          const index = next++;
          const target = targets[index]!;
          const encoding = encodings[index % encodings.length]!;
          const response = await get(target, encoding ? { headers: { 'Accept-Encoding': encoding } } : {});
          if (response.status === 0 || response.status >= 500) failures.push(`${target.toString('latin1')} → ${response.status}`);
          // Compressed bodies are checked where they can leak: by their files never being chosen (see above).
          if (!response.headers.has('content-encoding')) expectNothingLeaked(response, target.toString('latin1'));
        }
      }),
    );
    expect(failures, server.output()).toEqual([]);
    await expectStillServing();
  }, 60_000);

  describe('_headers values no response can carry', () => {
    it('names the line at start, drops it and serves the page', async () => {
      const original = await readFile(fixture.path('dist/_headers'), 'utf8');
      let second: RunningServer | undefined;
      try {
        await writeFile(fixture.path('dist/_headers'), `${original}\n/about/\n  X-Note: before – after\n  X-Fine: yes\n`);
        const line = original.split('\n').length + 2;
        second = await startServe([], fixture.dir);
        await expect.poll(() => second!.output()).toContain(`Ignored: dist/_headers:${line}: the value of "X-Note" holds "–" (U+2013)`);
        const response = await rawRequest(second.url, '/about/');
        expect(response.status).toBe(200);
        expect(response.headers.get('x-fine')).toBe('yes');
        expect(response.headers.has('x-note')).toBe(false);
        expect(second.child.exitCode).toBeNull();
      } finally {
        await second?.stop();
        await writeFile(fixture.path('dist/_headers'), original);
      }
    });

    it('names the line when the file changes while serving, and keeps serving', async () => {
      const original = await readFile(fixture.path('dist/_headers'), 'utf8');
      try {
        await writeFile(fixture.path('dist/_headers'), `${original}\n/about/\n  X-Note: ✓ done\n`);
        const response = await get('/about/');
        expect(response.status).toBe(200);
        expect(response.headers.has('x-note')).toBe(false);
        await expect.poll(() => server.output()).toMatch(/Ignored: dist\/_headers:\d+: the value of "X-Note" holds "✓" \(U\+2713\)/);
        await expectStillServing();
      } finally {
        await writeFile(fixture.path('dist/_headers'), original);
      }
    });
  });

  it('stops promptly on SIGTERM while a client never reads a large file', async () => {
    await writeFile(fixture.path('dist/large.bin'), Buffer.alloc(32 * 1024 * 1024));
    const { port } = new URL(server.url);
    const client = net.connect(Number(port), '127.0.0.1');
    client.on('error', () => {});
    client.write(`GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    // The first bytes arrive; then the client reads no more, which held server.close() for good.
    await new Promise((resolve) => client.once('data', resolve));
    client.pause();
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      server.child.once('exit', (code, signal) => resolve([code, signal])),
    );
    server.child.kill('SIGTERM');
    // Not SIGKILL from the helper's fallback: the server itself ended, with exit code 0.
    const force = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    expect(await exited).toEqual([0, null]);
    clearTimeout(force);
    client.destroy();
  }, 30_000);

  it('does not hang on a FIFO planted in the folder', async () => {
    try {
      execFileSync('mkfifo', [fixture.path('dist/pipe.txt')]);
    } catch {
      return; // no mkfifo on this system
    }
    expect((await get('/pipe.txt')).status).toBe(404);
    await expectStillServing();
  });
});
