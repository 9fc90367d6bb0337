/**
 * The built company site under Cloudflare's own local runtime, `wrangler pages dev` (workerd, from
 * the npm package; offline: no login, no metrics, no Request.cf download). Asserts what the README's
 * "Cloudflare Pages" section says works and what differs from the contract (and from nginx).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/fixture.js';

// The newest date the pinned workerd supports; wrangler would otherwise ask for today's and fail.
const COMPATIBILITY_DATE = '2026-04-26';

function resolveWrangler(): string {
  try {
    return createRequire(path.join(REPO_ROOT, 'package.json')).resolve('wrangler/bin/wrangler.js');
  } catch {
    throw new Error('The Cloudflare Pages test needs wrangler, a devDependency: run "npm install" (or "npm ci").');
  }
}

/** A free loopback port from 8788 (wrangler's default) up. */
function freePort(from = 8788): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(freePort(from + 1)));
    server.listen(from, '127.0.0.1', () => server.close(() => resolve(from)));
  });
}

/** Starts `wrangler pages dev` and resolves with its output once it says it is ready. */
function startWrangler(dist: string, port: number, cwd: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(
    process.execPath,
    [resolveWrangler(), 'pages', 'dev', dist, '--port', String(port), '--ip', '127.0.0.1', `--compatibility-date=${COMPATIBILITY_DATE}`],
    {
      cwd,
      // Its own process group, so workerd goes too when the test ends it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        XDG_CONFIG_HOME: path.join(cwd, 'config'),
        NO_COLOR: '1',
      },
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Ready on http://127.0.0.1:${port}`)) resolve({ child, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`wrangler pages dev exited with ${code} before it was ready:\n${output.slice(-2000)}`)));
  });
}

describe('Cloudflare Pages (wrangler pages dev), against the built site', () => {
  let work: string;
  let dist: string;
  let base: string;
  let wrangler: { child: ChildProcess; output: () => string } | undefined;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'sitegen-cloudflare-'));
    dist = path.join(work, 'dist');
    const built = await runCli(['build', '--out', dist], REPO_ROOT);
    if (built.code !== 0) throw new Error(built.stderr);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    wrangler = await startWrangler(dist, port, work);
  }, 180_000);
  afterAll(async () => {
    const child = wrangler?.child;
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await rm(work, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(base + pathname, { redirect: 'manual', headers });
  const csp = () => readFileSync(path.join(dist, '_headers'), 'utf8').match(/^ {2}Content-Security-Policy: (.*)$/m)![1];

  it('serves x/index.html for /x/ as text/html; charset=utf-8, in the right language', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<html lang="de-DE">');
    expect(await (await get('/en/about-us/')).text()).toContain('<html lang="en-US">');
  });

  it('redirects /x to /x/ with 308 (nginx: 301), keeping the query, and never off-site', async () => {
    const redirect = await get('/en/career?ref=mail');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/en/career/?ref=mail');
    expect((await get('//evil.example')).status).toBe(404);
  });

  it('answers unknown paths with the nearest 404.html and status 404, sent no-store', async () => {
    for (const [pathname, text] of [
      ['/nope/', 'Seite nicht gefunden'],
      ['/en/nope/', 'Page Not Found'],
      ['/de/nope/', 'Seite nicht gefunden'],
      ['/en/career/no-such-posting/', 'Page Not Found'],
      ['/_sitegen/chunks/gone-ABC123.js', 'Seite nicht gefunden'],
    ]) {
      const response = await get(pathname!);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain(text);
      expect(response.headers.get('cache-control'), pathname).toBe('no-store');
    }
  });

  it('applies _headers: the security headers on pages, redirects and 404s, and each rule its Cache-Control', async () => {
    for (const pathname of ['/about-us/', '/about-us', '/en/nope/']) {
      const headers = (await get(pathname)).headers;
      expect(headers.get('content-security-policy'), pathname).toBe(csp());
      expect(headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
      expect(headers.get('permissions-policy'), pathname).toContain('camera=()');
    }
    const runtime = (await readFile(path.join(dist, 'index.html'), 'utf8')).match(/\/_sitegen\/runtime-[A-Za-z0-9]+\.js/)![0];
    expect((await get(runtime)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/_sitegen/builds/latest.json')).headers.get('cache-control')).toBe('no-cache');
    // No rule: Pages' default, which revalidates like no-cache.
    expect((await get('/about-us/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/about-us/_payload.json')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses on the fly', async () => {
    const page = await get('/about-us/', { 'accept-encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toBe(await readFile(path.join(dist, 'about-us/index.html'), 'utf8'));
  });

  it("rejects _redirects' 404 lines (written for Netlify) and does not serve _headers or _redirects", async () => {
    expect(wrangler!.output()).toContain('Found 2 invalid redirect rules');
    expect(wrangler!.output()).toContain('Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.');
    for (const pathname of ['/_headers', '/_redirects']) {
      const response = await get(pathname);
      expect(response.status, pathname).not.toBe(200);
      expect(await response.text(), pathname).not.toContain('Content-Security-Policy');
    }
  });

  it('differs from the contract: /404 answers 200, and .nojekyll and the .gz/.br copies are served as files', async () => {
    const notFoundPage = await get('/404');
    expect(notFoundPage.status).toBe(200);
    expect(await notFoundPage.text()).toContain('Seite nicht gefunden');
    expect((await get('/.nojekyll')).status).toBe(200);
    const copy = await get('/index.html.gz', { 'accept-encoding': 'identity' });
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/gzip');
    expect(copy.headers.get('content-encoding')).toBeNull();
  });
});
