/**
 * The public folder as a user fills it: `.well-known/` is published, a name that would add lines
 * to `_headers` or overwrite a generated file fails the build naming the file, and a sitemap that
 * is not XML fails the build and `sitegen check`.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type Fixture } from '../helpers/fixture.js';
import { builtFixture, expectUserError, hashTree } from './cli-helpers.js';

describe('public files', () => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await builtFixture();
  });

  afterAll(() => fixture?.remove());

  /** Puts `file` in the public folder for one build; the build must fail and leave dist/ as it was. */
  async function failsWith(file: string, content: string, says: string[]): Promise<void> {
    const before = await hashTree(fixture.path('dist'));
    await mkdir(fixture.path('site/public', file, '..'), { recursive: true });
    await writeFile(fixture.path('site/public', file), content);
    try {
      const result = await runCli(['build'], fixture.dir);
      expectUserError(result);
      for (const text of says) expect(result.stderr).toContain(text);
      expect(await hashTree(fixture.path('dist'))).toEqual(before);
    } finally {
      await rm(fixture.path('site/public', file.split('/')[0]!), { recursive: true });
    }
  }

  it('publishes .well-known/security.txt and reindex.html', async () => {
    await mkdir(fixture.path('site/public/.well-known'));
    await writeFile(fixture.path('site/public/.well-known/security.txt'), 'Contact: mailto:security@fixture.example\n');
    await writeFile(
      fixture.path('site/public/reindex.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reindex</title><meta name="description" content="A page of its own."></head><body><h1>Reindex</h1></body></html>',
    );
    try {
      const result = await runCli(['build'], fixture.dir);
      expect(result.code, result.stderr).toBe(0);
      expect(await fixture.read('dist/.well-known/security.txt')).toBe('Contact: mailto:security@fixture.example\n');
      expect(existsSync(fixture.path('dist/reindex.html'))).toBe(true);
    } finally {
      await rm(fixture.path('site/public/.well-known'), { recursive: true });
      await rm(fixture.path('site/public/reindex.html'));
    }
  });

  it('refuses a folder whose name holds a line break, naming it', async () => {
    await failsWith('img\n/a.png', 'x', ['site/public/img\\u000a/a.png: its name holds a control character (U+000A)']);
  });

  it('refuses a public 404.html as overwriting the generated one, with no other error', async () => {
    await failsWith('404.html', '<h1>Mine</h1>', [
      'The public files have errors (1 problem)',
      'site/public/404.html: would overwrite the generated 404.html',
    ]);
  });

  it('fails a build whose public sitemap.xml is not XML, naming it', async () => {
    await failsWith('sitemap.xml', 'User-agent: *\n', [
      'Sitemap and robots.txt (1)',
      'sitemap.xml: is not well-formed XML: text outside the root element (line 1)',
    ]);
  });

  it('fails sitegen check on a sitemap.xml that is not XML', async () => {
    expect((await runCli(['check'], fixture.dir)).code).toBe(0);
    await writeFile(fixture.path('dist/sitemap.xml'), 'not a sitemap');
    const result = await runCli(['check'], fixture.dir);
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toContain('sitemap.xml: is not well-formed XML: text outside the root element (line 1)');
  });
});
