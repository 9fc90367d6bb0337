/**
 * `sitegen serve` on the built basic fixture, over real HTTP on a free loopback port: pages,
 * redirects, 404 pages, caching, precompression, and nothing served from outside the folder.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import type { LatestRelease } from '../../src/shapes.js';
import { startServe, type RunningServer, stopServerAndRemove } from './cli-helpers.js';

const PAGES = ['/', '/about/', '/posts/first-post/', '/posts/second-post/'].flatMap((page) => [page, `/de${page}`, `/en${page}`]);
/** Written beside dist/, where no request may reach it. */
const SECRET = 'secret-outside-the-served-folder';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A request exactly as written: no URL normalisation of `..`, no automatic decompression. */
function request(base: string, rawPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The text a visitor reads, tags removed. */
function visibleText(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

describe('sitegen serve', () => {
  let fixture: Fixture;
  let server: RunningServer | undefined;
  let buildId: string;
  const get = (rawPath: string, options?: Parameters<typeof request>[2]) => request(server!.url, rawPath, options);

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    // With both kinds of copies, as for nginx: the server must send them as they are.
    const built = await runCli(['build', '--compress', 'both'], fixture.dir);
    if (built.code !== 0) throw new Error(built.stderr);
    await writeFile(fixture.path('package.json'), JSON.stringify({ name: SECRET }));
    // A dotfile that ended up in the served folder (an editor's or a deploy tool's) stays private.
    await writeFile(fixture.path('dist/.env'), `TOKEN=${SECRET}\n`);
    buildId = (JSON.parse(await readFile(fixture.path('dist/_sitegen/builds/latest.json'), 'utf8')) as LatestRelease).id;
    server = await startServe([], fixture.dir);
  }, 60_000);

  afterAll(() => stopServerAndRemove(server, fixture));

  describe('pages', () => {
    it.each(PAGES)('serves %s with 200 and text/html', async (pagePath) => {
      const response = await get(pagePath);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('<!doctype html>');
      expect(response.text).toContain(`<link rel="canonical" href="https://fixture.example${pagePath.replace(/^\/de\//, '/')}">`);
    });

    it('serves the English about page in English', async () => {
      const response = await get('/en/about/');
      expect(response.text).toContain('<html lang="en-US">');
      expect(response.text).toContain('<h1>About us</h1>');
    });

    it('serves each page payload as JSON', async () => {
      const response = await get('/en/about/_payload.json');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.text)).toMatchObject({ head: { title: 'About us – Example GmbH & Co. KG' }, islands: [] });
    });
  });

  describe('trailing slash', () => {
    it.each([
      ['/about', '/about/'],
      ['/about?ref=mail&x=1', '/about/?ref=mail&x=1'],
      ['/en', '/en/'],
      ['/en/posts/first-post', '/en/posts/first-post/'],
    ])('answers %s with a permanent redirect to %s', async (from, to) => {
      const response = await get(from);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
    });

    it('never redirects to another host', async () => {
      for (const rawPath of ['//evil.example', '//evil.example/about', '///evil.example/about', '/\\evil.example/about']) {
        const { location } = (await get(rawPath)).headers;
        const target = location === undefined ? undefined : new URL(location, 'http://127.0.0.1/');
        expect(target?.host ?? '127.0.0.1', `${rawPath} → ${location}`).toBe('127.0.0.1');
        expect(location?.startsWith('//') ?? false, `${rawPath} → ${location}`).toBe(false);
      }
    });
  });

  describe('not found', () => {
    it('answers an unknown path with 404 and the German 404 page showing the path', async () => {
      const response = await get('/nope/');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('<html lang="de-DE">');
      expect(response.text).toContain('<h1>Seite nicht gefunden</h1>');
      expect(visibleText(response.text)).toContain('Seite nicht gefunden: /nope/');
    });

    it('answers an unknown path under /en/ with the English 404 page', async () => {
      const response = await get('/en/nope/');
      expect(response.status).toBe(404);
      expect(response.text).toContain('<html lang="en-US">');
      expect(response.text).toContain('<h1>Page Not Found</h1>');
      expect(visibleText(response.text)).toContain('Page not found: /en/nope/');
    });

    it('answers an unknown path under /de/ with the German 404 page linking to /de/', async () => {
      const response = await get('/de/nope/');
      expect(response.status).toBe(404);
      expect(response.text).toContain('<h1>Seite nicht gefunden</h1>');
      expect(response.text).toContain('<a href="/de/">');
    });

    it.each([
      ['/posts/unknown-id/', 'Seite nicht gefunden:'],
      ['/en/posts/unknown-id/', 'Page not found:'],
    ])('answers the unknown posting %s with 404', async (pagePath, notFound) => {
      const response = await get(pagePath);
      expect(response.status).toBe(404);
      expect(visibleText(response.text)).toContain(`${notFound} ${pagePath}`);
    });

    it('shows a requested path as text, never as markup', async () => {
      const response = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E/');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<script>alert(1)');
      expect(response.text).toContain('&lt;script&gt;alert(1)');
    });

    it('does not let a 404 be cached as the page', async () => {
      expect((await get('/nope/')).headers['cache-control']).toBe('no-cache');
    });
  });

  describe('cache headers', () => {
    it('caches an error payload under /_sitegen/, named by the build id, as immutable', async () => {
      const response = await get(`/_sitegen/errors/${buildId}/en-404.json`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toMatch(/immutable/);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    });

    // The build id does not cover entry text, so the manifest (its timestamp) may change under its name.
    it('revalidates the release manifest on every use', async () => {
      const response = await get(`/_sitegen/builds/meta/${buildId}.json`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('revalidates /_sitegen/builds/latest.json on every use, so open tabs see a new release', async () => {
      const response = await get('/_sitegen/builds/latest.json');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect((JSON.parse(response.text) as LatestRelease).id).toBe(buildId);
    });

    it.each(['/about/', '/en/', '/about/_payload.json', '/en/posts/first-post/_payload.json'])(
      'revalidates %s on every use',
      async (pagePath) => {
        const response = await get(pagePath);
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      },
    );
  });

  describe('headers from _headers', () => {
    /** The security headers every response must carry, whatever its status. */
    function expectSecurityHeaders(response: RawResponse, what: string): void {
      const policy = String(response.headers['content-security-policy']);
      expect(policy, what).toContain("default-src 'self'; script-src 'self'; style-src 'self' 'sha256-");
      expect(policy, what).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], what).toContain('camera=()');
      expect(response.headers['x-frame-options'], what).toBe('DENY');
    }

    it('sends the Content-Security-Policy of dist/_headers, without upgrade-insecure-requests over plain HTTP', async () => {
      const written = /Content-Security-Policy: (.*)/.exec(await readFile(fixture.path('dist/_headers'), 'utf8'))![1]!;
      expect(written).toContain('upgrade-insecure-requests');
      const response = await get('/about/');
      expect(response.headers['content-security-policy']).toBe(written.replace('; upgrade-insecure-requests', ''));
    });

    it.each([
      ['a page', '/about/', 200, 'no-cache'],
      ['a payload', '/en/about/_payload.json', 200, 'no-cache'],
      ['the release pointer', '/_sitegen/builds/latest.json', 200, 'no-cache'],
      ['a public file', '/icon.svg', 200, 'public, max-age=3600'],
      ['an unknown page', '/en/nope/', 404, 'no-cache'],
      ['a missing hashed asset', '/_sitegen/chunks/gone-ABC123.js', 404, 'no-cache'],
      ['a path without its slash', '/about', 301, 'public, max-age=3600'],
    ])('answers %s (%s) with %i, Cache-Control %s and the security headers', async (what, rawPath, status, cacheControl) => {
      const response = await get(rawPath);
      expect(response.status).toBe(status);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expectSecurityHeaders(response, what);
    });

    it('answers a hashed asset with immutable caching and the security headers', async () => {
      const runtime = /src="(\/_sitegen\/runtime-[^"]+\.js)"/.exec(await readFile(fixture.path('dist/index.html'), 'utf8'))![1]!;
      const response = await get(runtime, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(response, runtime);
    });

    it('sends the headers with a 304 Not Modified too', async () => {
      const { etag } = (await get('/about/')).headers;
      const response = await get('/about/', { headers: { 'If-None-Match': String(etag) } });
      expect(response.status).toBe(304);
      expectSecurityHeaders(response, '304');
    });

    it('answers a refused method with the security headers', async () => {
      const response = await get('/', { method: 'POST' });
      expect(response.status).toBe(405);
      expectSecurityHeaders(response, '405');
    });

    it.each(['/_headers', '/_redirects'])('never serves the host file %s', async (rawPath) => {
      expect(existsSync(fixture.path(`dist${rawPath}`))).toBe(true);
      const response = await get(rawPath);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('Content-Security-Policy:');
    });

    it('honours a hand edit of dist/_headers on the next request', async () => {
      const original = await readFile(fixture.path('dist/_headers'), 'utf8');
      try {
        await writeFile(fixture.path('dist/_headers'), `${original}\n/about/\n  X-Edited: yes\n`);
        expect((await get('/about/')).headers['x-edited']).toBe('yes');
        expect((await get('/en/about/')).headers['x-edited']).toBeUndefined();
      } finally {
        await writeFile(fixture.path('dist/_headers'), original);
      }
      expect((await get('/about/')).headers['x-edited']).toBeUndefined();
    });

    it('names the file and line of a _headers line a host would ignore when it starts', async () => {
      const original = await readFile(fixture.path('dist/_headers'), 'utf8');
      let second: RunningServer | undefined;
      try {
        await writeFile(fixture.path('dist/_headers'), `${original}\n/about/\n  X-Broken\n`);
        second = await startServe([], fixture.dir);
        await expect
          .poll(() => second!.output())
          .toMatch(/Ignored: dist\/_headers:\d+: "X-Broken" is not a header; write it as Name: value/);
      } finally {
        await second?.stop();
        await writeFile(fixture.path('dist/_headers'), original);
      }
    });
  });

  describe('compression', () => {
    it('has precompressed copies of the pages of 1 KB and more', () => {
      expect(existsSync(fixture.path('dist/about/index.html.br'))).toBe(true);
      expect(existsSync(fixture.path('dist/about/index.html.gz'))).toBe(true);
    });

    it('sends a page brotli-compressed to a browser that accepts br', async () => {
      const response = await get('/about/', { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const { brotliDecompressSync } = await import('node:zlib');
      expect(brotliDecompressSync(response.body).toString('utf8')).toBe(await readFile(fixture.path('dist/about/index.html'), 'utf8'));
    });

    it('sends a page gzip-compressed to a browser that accepts only gzip', async () => {
      const response = await get('/about/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
    });

    it('sends a page uncompressed to a client that accepts no encoding', async () => {
      const response = await get('/about/');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.text).toContain('<h1>Über uns</h1>');
    });
  });

  describe('the folder boundary', () => {
    it.each([
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/about/../../package.json',
      '/.%2e/package.json',
    ])('never serves a file outside the folder for %s', async (rawPath) => {
      const response = await get(rawPath);
      expect(response.text).not.toContain(SECRET);
      expect(response.status).not.toBe(200);
    });

    it('never serves a dotfile in the folder', async () => {
      const response = await get('/.env');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain(SECRET);
    });
  });

  describe('methods', () => {
    it.each(['POST', 'PUT', 'DELETE'])('answers %s with 405 Method Not Allowed', async (method) => {
      const response = await get('/', { method });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });

    it('answers HEAD without a body', async () => {
      const response = await get('/about/', { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(0);
    });
  });

  it('keeps running until stopped', () => {
    expect(server!.child.exitCode).toBeNull();
    expect(server!.output()).toContain('Serving dist/');
  });
});
