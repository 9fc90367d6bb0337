/**
 * The public folder is copied as it is, `.well-known/` included; a name that `_headers` cannot
 * carry or that would overwrite a generated file fails the build naming the file.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicNameProblem } from '../../src/build/public-file-names.js';
import { readPublicFiles } from '../../src/build/public-files.js';
import type { ResolvedConfig } from '../../src/config/define-config.js';
import { formatError } from '../../src/errors.js';

const context = { localeCodes: ['de', 'en'], files: new Set<string>() };

describe('publicNameProblem', () => {
  it.each(['img\n/x', 'a\rb.png', 'tab\there.txt', 'bell\u0007.txt', 'del\u007f.txt', 'c1\u0085.txt'])(
    'refuses a control character in %j',
    (file) => {
      expect(publicNameProblem(file, context)).toMatch(
        /^its name holds a control character \(U\+00[0-9A-F]{2}\) at character \d+.*_headers.*rename it$/,
      );
    },
  );

  it('refuses names the _headers file takes as patterns', () => {
    expect(publicNameProblem('*', context)).toContain('takes as a pattern');
    expect(publicNameProblem('img/:slug/a.png', context)).toContain('takes as a pattern');
  });

  it('refuses what would overwrite a generated file, each with its reason', () => {
    expect(publicNameProblem('404.html', context)).toBe(
      "would overwrite the generated 404.html; the 404 pages are rendered from the app's ErrorPage and messages, so remove it and change those instead",
    );
    expect(publicNameProblem('en/404.html', context)).toContain('would overwrite the generated en/404.html');
    expect(publicNameProblem('about/index.html', context)).toContain('would overwrite the index.html of a page');
    expect(publicNameProblem('_payload.json', context)).toContain('would overwrite the _payload.json of a page');
    expect(publicNameProblem('_sitegen/builds/latest.json', context)).toContain('would overwrite a file under _sitegen/');
    for (const file of ['_headers', '_redirects']) expect(publicNameProblem(file, context)).toContain(`would overwrite the ${file} file`);
    expect(publicNameProblem('sitemap-1.xml', context)).toContain('would overwrite a part of the sitemap');
  });

  it('accepts reindex.html, a 404.html of no locale, and the documented replacements robots.txt and sitemap.xml', () => {
    for (const file of [
      'reindex.html',
      'docs/myindex.html',
      'fr/404.html',
      '404.html.txt',
      'robots.txt',
      'sitemap.xml',
      '.well-known/security.txt',
    ])
      expect(publicNameProblem(file, context), file).toBeUndefined();
    expect(publicNameProblem('sitemap-1.xml', { ...context, files: new Set(['sitemap.xml']) })).toBeUndefined();
  });
});

describe('readPublicFiles', () => {
  let root: string;
  let config: ResolvedConfig;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-public-'));
    config = { root, publicDir: path.join(root, 'public'), locales: [{ code: 'de' }, { code: 'en' }] } as ResolvedConfig;
    await mkdir(config.publicDir);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const put = async (file: string, content = 'x') => {
    await mkdir(path.dirname(path.join(config.publicDir, file)), { recursive: true });
    await writeFile(path.join(config.publicDir, file), content);
  };
  const names = async () => (await readPublicFiles(config)).map(({ file }) => file);
  const failure = () =>
    readPublicFiles(config).then(
      () => 'no error',
      (error: unknown) => formatError(error),
    );

  it('copies .well-known/ and leaves other dot files out', async () => {
    await put('.well-known/security.txt', 'Contact: mailto:security@example.com');
    await put('.DS_Store');
    await put('.git/config');
    await put('img/.hidden.png');
    await put('reindex.html');
    expect(await names()).toEqual(['.well-known/security.txt', 'reindex.html']);
  });

  it('copies what a symbolic link inside the project points to', async () => {
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'assets/logo.svg'), '<svg/>');
    await symlink(path.join(root, 'assets/logo.svg'), path.join(config.publicDir, 'logo.svg'));
    await symlink(path.join(root, 'assets'), path.join(config.publicDir, 'shared'));
    const files = await readPublicFiles(config);
    expect(files.map(({ file, content }) => [file, content.toString()])).toEqual([
      ['logo.svg', '<svg/>'],
      ['shared/logo.svg', '<svg/>'],
    ]);
  });

  it('fails naming a link that leads out of the project, to nothing, or in a circle', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'sitegen-outside-'));
    try {
      await writeFile(path.join(outside, 'secret.txt'), 'x');
      await symlink(path.join(outside, 'secret.txt'), path.join(config.publicDir, 'secret.txt'));
      await symlink(path.join(root, 'missing.png'), path.join(config.publicDir, 'gone.png'));
      await symlink(config.publicDir, path.join(config.publicDir, 'loop'));
      const text = await failure();
      expect(text).toContain(`public/secret.txt: is a symbolic link to ${outside}/secret.txt, outside the project`);
      expect(text).toContain('public/gone.png: is a symbolic link to nothing');
      expect(text).toContain('public/loop: is a symbolic link to a folder that holds it');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('fails naming a folder whose name holds a line break, shown escaped', async () => {
    await put('img\n/a.png');
    const text = await failure();
    expect(text).toContain('public/img\\u000a/a.png: its name holds a control character (U+000A) at character 4');
    expect(text.split('\n')[1]).toContain('img\\u000a/a.png');
  });

  it('fails naming a public 404.html as overwriting the generated one', async () => {
    await put('404.html', '<h1>Mine</h1>');
    expect(await failure()).toContain('public/404.html: would overwrite the generated 404.html');
  });
});
