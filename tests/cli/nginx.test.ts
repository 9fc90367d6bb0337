/**
 * The nginx deployment (deploy/): nginx-headers.mjs turns `_headers` into nginx directives, and
 * deploy/test-nginx.sh runs real nginx with deploy/nginx.conf against the built company site
 * (never skipped: nginx is installed from Debian when missing and we run as root, else the test fails saying how).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/fixture.js';
import { ensureSystemCommand } from '../helpers/system-command.js';

const GENERATOR = path.join(REPO_ROOT, 'deploy/nginx-headers.mjs');

function run(command: string, args: string[], cwd = REPO_ROOT): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** A free loopback port of at least 4400 (the range kept for nginx tests here). */
function freePort(from = 4400): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(freePort(from + 1)));
    server.listen(from, '127.0.0.1', () => server.close(() => resolve(from)));
  });
}

describe('deploy/nginx-headers.mjs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-nginx-headers-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function generate(headers: string) {
    await writeFile(path.join(dir, '_headers'), headers);
    return run(process.execPath, [GENERATOR, path.join(dir, '_headers')]);
  }

  it('sends the /* headers at server level, and repeats them in each location, which drops inherited ones', async () => {
    const { code, output } = await generate(
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n\n/_sitegen/chunks/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/favicon.svg\n  Cache-Control: public, max-age=3600\n",
    );
    expect(code, output).toBe(0);
    expect(output).toContain(
      '\nadd_header X-Frame-Options "DENY" always;\nadd_header Content-Security-Policy "default-src \'self\'" always;\nadd_header Cache-Control "no-cache" always;\n',
    );
    expect(output).toContain(
      'location ^~ /_sitegen/chunks/ {\n  try_files $sitegen_file =404;\n  add_header X-Frame-Options "DENY" always;\n  add_header Content-Security-Policy "default-src \'self\'" always;\n  add_header Cache-Control "public, max-age=31536000, immutable" always;\n}',
    );
    expect(output).toContain('location = /favicon.svg {');
  });

  it('stops with the line of a pattern nginx cannot express', async () => {
    const { code, output } = await generate('/*\n  X-A: 1\n/blog/:slug/\n  X-B: 2\n');
    expect(code).toBe(1);
    expect(output).toMatch(/_headers:3: the pattern "\/blog\/:slug\/" has no nginx equivalent/);
  });

  it('says how to get a _headers when there is none', async () => {
    const { code, output } = await run(process.execPath, [GENERATOR, path.join(dir, 'missing/_headers')]);
    expect(code).toBe(1);
    expect(output).toContain('build the site first');
  });
});

describe('nginx with deploy/nginx.conf, against the built site', () => {
  let out: string;
  beforeAll(async () => {
    ensureSystemCommand({ command: 'nginx', versionArgs: ['-v'], debianPackage: 'nginx', purpose: 'the nginx deployment test' });
    out = await mkdtemp(path.join(os.tmpdir(), 'sitegen-nginx-dist-'));
    const built = await runCli(['build', '--out', path.join(out, 'dist')], REPO_ROOT);
    if (built.code !== 0) throw new Error(built.stderr);
  }, 120_000);
  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
  });

  it('passes every check of deploy/test-nginx.sh: pages, redirects, 404 per locale, headers, caching, precompression', async () => {
    const { code, output } = await run('bash', [
      path.join(REPO_ROOT, 'deploy/test-nginx.sh'),
      path.join(out, 'dist'),
      String(await freePort()),
    ]);
    expect(output).toMatch(/^\d+ passed, 0 failed$/m);
    expect(output).not.toContain('FAIL');
    expect(code, output).toBe(0);
  }, 60_000);
});
