/**
 * A posting whose Markdown carries every kind of attack: whichever thread renders it, its pages and
 * payloads keep the text and lose the code, so the site is safe on a host that sends no CSP.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.js';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';

/** Each line one vector; every dangerous part says "pwned" or names evil.example. */
const HOSTILE_BODY = [
  'Safe text before.',
  '<script>window.pwned1()</script>',
  '<img src="/share.png" alt="Team" onerror="pwned2()">',
  '<iframe src="https://evil.example/pwned3"></iframe>',
  '<form action="https://evil.example/pwned4"><input name="pin"><button>Send</button></form>',
  '[apply](javascript:pwned5())',
  '[details](data:text/html;base64,cHduZWQ2)',
  '![pixel](data:image/png;base64,cHduZWQ3)',
  '<p style="background: url(javascript:pwned8())">styled</p>',
  '<p style="width: expression(pwned9())">expressed</p>',
  '<a href="/about/" onmouseover="pwned10()">about</a>',
  'Safe text after.',
].join('\n\n');

const VECTORS = /pwned|evil\.example|javascript:|data:|onerror|onmouseover|expression\(|<iframe|<form|<input/i;

async function hostileFixture(): Promise<Fixture> {
  const fixture = await copyFixture('basic');
  for (const [locale, title] of [
    ['de', 'Erster Beitrag'],
    ['en', 'First post'],
  ]) {
    await fixture.write(`content/posts/${locale}/first-post.md`, `---\ntitle: ${title}\ndate: 2026-01-02\n---\n\n${HOSTILE_BODY}\n`);
  }
  return fixture;
}

const POSTING_FILES = [
  'posts/first-post/index.html',
  'posts/first-post/_payload.json',
  'de/posts/first-post/index.html',
  'de/posts/first-post/_payload.json',
  'en/posts/first-post/index.html',
  'en/posts/first-post/_payload.json',
];

function expectSanitised(file: string, content: string): void {
  expect(content, file).toContain('Safe text before.');
  expect(content, file).toContain('Safe text after.');
  // The page's own scripts are there; the posting's are not.
  expect(content.match(VECTORS)?.[0], file).toBeUndefined();
  // A payload holds the page's HTML as a JSON string, its quotes escaped.
  const html = file.endsWith('.json') ? content.replace(/\\"/g, '"') : content;
  expect(html, file).toContain('<a>apply</a>');
  expect(html, file).toContain('<img src="/share.png" alt="Team">');
  expect(html, file).toContain('<a href="/about/">about</a>');
}

describe('a posting with script, handlers, iframe, form, javascript: and data: URLs in its Markdown', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await hostileFixture();
  });
  afterAll(() => fixture.remove());

  it('builds pages and payloads without any of them, rendered on the main thread', async () => {
    const result = await build({ root: fixture.dir, write: false, env: { SOURCE_DATE_EPOCH: '1700000000' } });
    for (const file of POSTING_FILES) {
      const content = result.files!.get(file);
      expect(content, file).toBeDefined();
      expectSanitised(file, String(content));
    }
  });

  it('builds pages and payloads without any of them, rendered in a render worker', async () => {
    // Workers import sitegen's compiled lib/, so this one runs the CLI.
    const result = await runCli(['build', '--workers', '1'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    for (const file of POSTING_FILES) expectSanitised(file, await readFile(fixture.path('dist', file), 'utf8'));
  });
});
