/** `sitegen build` options and the `serve` / unknown-command failures a user runs into first. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import type { LatestRelease } from '../../src/shapes.js';
import { expectUserError, hashTree, leftoversAfterCleanUp } from './cli-helpers.js';

describe('sitegen build', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('builds the site into dist/ and prints "Built N pages (… files, …) in … ms"', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['build'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Built 12 pages \(\d+ files, \d+(\.\d)? (B|KB|MB)\) in \d+ ms/);
    expect(result.stderr).toBe('');
    expect(await readFile(fixture.path('dist/index.html'), 'utf8')).toContain('<html lang="de-DE">');
    expect(existsSync(fixture.path('dist/en/about/index.html'))).toBe(true);
    expect(await leftoversAfterCleanUp(fixture.dir)).toEqual([]);
  });

  it('ends quietly when the reader of its output stops reading (sitegen build | head -0)', async () => {
    fixture = await copyFixture('basic');
    const child = spawn(process.execPath, [CLI, 'build'], { cwd: fixture.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('replaces the previous dist/ on a second build, leaving nothing behind', async () => {
    fixture = await copyFixture('basic');
    expect((await runCli(['build'], fixture.dir)).code).toBe(0);
    await fixture.edit('messages/en.json', (json) => json.replace('Who we are.', 'Who we are today.'));
    const result = await runCli(['build'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(fixture.path('dist/en/about/index.html'), 'utf8')).toContain('Who we are today.');
    expect(await leftoversAfterCleanUp(fixture.dir)).toEqual([]);
  });

  it('gives the same files on a rebuild with SOURCE_DATE_EPOCH', async () => {
    fixture = await copyFixture('basic');
    const env = { SOURCE_DATE_EPOCH: '1700000000' };
    expect((await runCli(['build'], fixture.dir, env)).code).toBe(0);
    const first = await hashTree(fixture.path('dist'));
    expect((await runCli(['build'], fixture.dir, env)).code).toBe(0);
    expect(await hashTree(fixture.path('dist'))).toEqual(first);
    expect((JSON.parse(await readFile(fixture.path('dist/_sitegen/builds/latest.json'), 'utf8')) as LatestRelease).timestamp).toBe(
      1_700_000_000_000,
    );
  });

  it('writes to the folder given with --out', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['build', '--out', 'other'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('other/');
    expect(existsSync(fixture.path('other/index.html'))).toBe(true);
    expect(existsSync(fixture.path('other/en/posts/first-post/_payload.json'))).toBe(true);
    expect(existsSync(fixture.path('dist'))).toBe(false);
  });

  it('builds canonical and alternate URLs from --site-url', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['build', '--site-url', 'https://x.example'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(fixture.path('dist/en/about/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://x.example/en/about/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://x.example/about/">');
    expect(html).not.toContain('fixture.example');
  });

  // The option overrides a validated config key, so it must meet the same rule; otherwise every
  // canonical link becomes "not-a-url/about/" and search engines get broken URLs.
  it('rejects a --site-url that is not an absolute http(s) URL and leaves dist/ untouched', async () => {
    fixture = await copyFixture('basic');
    expect((await runCli(['build'], fixture.dir)).code).toBe(0);
    const before = await hashTree(fixture.path('dist'));
    const result = await runCli(['build', '--site-url', 'not-a-url'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('--site-url');
    expect(result.stderr).toContain('not-a-url');
    expect(await hashTree(fixture.path('dist'))).toEqual(before);
  });

  // CI and hosts pass settings as environment variables; a reader expects SITE_URL to be one.
  it('takes the site URL from SITE_URL, with --site-url first and the config last', async () => {
    const site = (fixture = await copyFixture('basic'));
    const canonical = async () =>
      (await readFile(site.path('dist/en/about/index.html'), 'utf8')).match(/rel="canonical" href="([^"]*)"/)?.[1];
    expect((await runCli(['build'], fixture.dir, { SITE_URL: 'https://env.example/' })).code).toBe(0);
    expect(await canonical()).toBe('https://env.example/en/about/');
    expect(await readFile(fixture.path('dist/robots.txt'), 'utf8')).toContain('Sitemap: https://env.example/sitemap.xml');
    expect((await runCli(['build', '--site-url', 'https://flag.example'], fixture.dir, { SITE_URL: 'https://env.example' })).code).toBe(0);
    expect(await canonical()).toBe('https://flag.example/en/about/');
    expect((await runCli(['build'], fixture.dir, { SITE_URL: '' })).code).toBe(0);
    expect(await canonical()).toMatch(/^https:\/\/fixture\.example\//);
  });

  it('rejects a SITE_URL that is not an absolute http(s) URL, naming SITE_URL', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['build'], fixture.dir, { SITE_URL: 'www.example.com' });
    expectUserError(result);
    expect(result.stderr).toContain('SITE_URL "www.example.com" is not an absolute http(s) URL');
    expect(result.stderr).not.toContain('--site-url "');
    expect(existsSync(fixture.path('dist'))).toBe(false);
  });

  it('writes a page and its payload only, no .gz/.br copies, unless asked for', async () => {
    fixture = await copyFixture('basic');
    expect((await runCli(['build'], fixture.dir)).code).toBe(0);
    const files = [...(await hashTree(fixture.path('dist'))).keys()];
    expect(files.filter((file) => /\.(gz|br)$/.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('en/about/'))).toEqual(['en/about/_payload.json', 'en/about/index.html']);
  });

  it('writes the copies --compress names: gzip, brotli or both', async () => {
    fixture = await copyFixture('basic');
    for (const [kind, extensions] of [
      ['gzip', ['.gz']],
      ['brotli', ['.br']],
      ['both', ['.br', '.gz']],
    ] as const) {
      const result = await runCli(['build', '--compress', kind], fixture.dir);
      expect(result.code, result.stderr).toBe(0);
      const copies = [...(await hashTree(fixture.path('dist'))).keys()]
        .filter((file) => file.startsWith('about/index.html.'))
        .map((file) => file.slice('about/index.html'.length));
      expect(copies.sort(), kind).toEqual(extensions);
    }
  });

  it('names --compress and its kinds when given another, and leaves dist/ untouched', async () => {
    fixture = await copyFixture('basic');
    expect((await runCli(['build'], fixture.dir)).code).toBe(0);
    const before = await hashTree(fixture.path('dist'));
    const result = await runCli(['build', '--compress', 'zstd'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('--compress zstd');
    expect(result.stderr).toContain('--compress gzip, --compress brotli or --compress both');
    expect(await hashTree(fixture.path('dist'))).toEqual(before);
  });

  it('says where to create a config when there is none', async () => {
    fixture = await copyFixture('basic');
    const { rm } = await import('node:fs/promises');
    await rm(fixture.path('generator.config.ts'));
    const result = await runCli(['build'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('No sitegen config found');
    expect(result.stderr).toContain('generator.config.ts');
  });

  it('reads another config file with --config', async () => {
    fixture = await copyFixture('basic');
    await fixture.write(
      'staging.config.ts',
      (await fixture.read('generator.config.ts')).replace('https://fixture.example', 'https://staging.example'),
    );
    const result = await runCli(['build', '--config', 'staging.config.ts'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(fixture.path('dist/about/index.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://staging.example/about/">',
    );
  });

  it('names a --config file that does not exist', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['build', '--config', 'missing.config.ts'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('missing.config.ts not found');
    expect(result.stderr).toContain('--config');
  });
});

describe('sitegen serve', () => {
  let fixture: Fixture | undefined;
  let blocker: net.Server | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    blocker = undefined;
  });

  it('refuses a folder without a built site and says to run sitegen build', async () => {
    fixture = await copyFixture('basic');
    await mkdir(fixture.path('empty-folder'));
    const result = await runCli(['serve', '--dir', 'empty-folder'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('empty-folder');
    expect(result.stderr).toContain('sitegen build');
  });

  it('names the port when it is already taken', async () => {
    fixture = await copyFixture('basic');
    expect((await runCli(['build'], fixture.dir)).code).toBe(0);
    const server = net.createServer();
    blocker = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const result = await runCli(['serve', '--port', String(port), '--host', '127.0.0.1'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain(`Port ${port}`);
    expect(result.stderr).toContain('already in use');
    expect(result.stderr).toContain('--port');
  });

  it('rejects a port that is not a number', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['serve', '--port', 'eighty'], fixture.dir);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('port number');
  });
});

describe('sitegen with an unknown command', () => {
  it('exits non-zero and says the command is unknown', async () => {
    const fixture = await copyFixture('basic');
    try {
      const result = await runCli(['deploy'], fixture.dir);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/unknown command 'deploy'/);
      expect(result.stderr).not.toMatch(/^ {4}at /m);
    } finally {
      await fixture.remove();
    }
  });
});
