/**
 * What `sitegen build` writes for static hosts, on the basic fixture: a `_headers` whose
 * Content-Security-Policy hashes every inline style of every built page (and nothing else), and a
 * `_redirects` with the per-locale 404 pages. A public `_headers` must not silently replace it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.js';
import { headersFor, parseHeadersFile } from '../../src/hosting/headers-file.js';
import { cspHash, findInlineStyles } from '../../src/hosting/inline-styles.js';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';

function text(content: string | Uint8Array | undefined, file: string): string {
  if (content === undefined) throw new Error(`${file} was not built`);
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
}

describe('the host files of a build', () => {
  let fixture: Fixture;
  let files: Map<string, string | Uint8Array>;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    files = (await build({ root: fixture.dir, write: false, env: { SOURCE_DATE_EPOCH: '1700000000' } })).files!;
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  const policy = () =>
    headersFor('/', parseHeadersFile(text(files.get('_headers'), '_headers')).rules).get('Content-Security-Policy') ?? '';

  it('lists in style-src exactly the hashes of the inline styles of the built pages', () => {
    const pages = [...files.keys()].filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    const expected = new Set(pages.flatMap((file) => findInlineStyles(text(files.get(file), file)).blocks.map(cspHash)));
    expect(expected.size).toBeGreaterThan(0);
    const listed = policy().match(/'sha256-[^']+'/g) ?? [];
    expect(new Set(listed)).toEqual(expected);
    expect(policy()).not.toContain('unsafe-inline');
  });

  it('gives the public file, the release pointer and the hashed assets their cache rules', () => {
    const rules = parseHeadersFile(text(files.get('_headers'), '_headers')).rules;
    expect(headersFor('/icon.svg', rules).get('Cache-Control')).toBe('public, max-age=3600');
    expect(headersFor('/_sitegen/builds/latest.json', rules).get('Cache-Control')).toBe('no-cache');
    const runtime = [...files.keys()].find((file) => /^_sitegen\/runtime-\w+\.js$/.test(file))!;
    expect(headersFor(`/${runtime}`, rules).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/about/', rules).get('Cache-Control')).toBeUndefined();
  });

  it('writes _redirects with the 404 page of each locale', () => {
    expect(text(files.get('_redirects'), '_redirects')).toContain('/en/*  /en/404.html  404');
    expect(text(files.get('_redirects'), '_redirects')).toContain('/de/*  /de/404.html  404');
  });

  it('writes .nojekyll, without which a GitHub Pages branch deploy drops _sitegen/ and every _payload.json', () => {
    expect(files.get('.nojekyll')).toBe('');
  });

  it('adds the endpoint of the contact form to connect-src and form-action when it is on another origin', async () => {
    await fixture.edit('generator.config.ts', (source) =>
      source.replace("icons: { svg: '/icon.svg' },", "icons: { svg: '/icon.svg' },\n  formTargets: ['https://forms.example.net/send'],"),
    );
    files = (await build({ root: fixture.dir, write: false })).files!;
    expect(policy()).toContain("connect-src 'self' https://forms.example.net;");
    expect(policy()).toContain("form-action 'self' mailto: https://forms.example.net;");
  });

  it('refuses a _headers in the public folder, which would replace the generated one', async () => {
    await fixture.write('site/public/_headers', '/*\n  X-Custom: 1\n');
    const result = await runCli(['build'], fixture.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site/public/_headers');
    expect(result.stderr).toContain('would overwrite the _headers file the build writes');
  });
});
