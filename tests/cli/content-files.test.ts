/**
 * What the content and message loaders accept and what they name: a byte order mark (written by
 * some Windows editors) is dropped, and files they do not read are listed in a warning.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.js';
import { mkdir } from 'node:fs/promises';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';

const BOM = '\uFEFF';

describe('loading content and messages', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('accepts a message file and a posting that start with a byte order mark, and drops it', async () => {
    fixture = await copyFixture('basic');
    for (const file of ['messages/de.json', 'content/posts/de/first-post.md']) await fixture.edit(file, (text) => BOM + text);
    const result = await build({ root: fixture.dir, write: false, check: false });
    const page = String(result.files!.get('posts/first-post/index.html'));
    expect(page).toContain('<h1>Erster Beitrag</h1>');
    expect(page).toContain('Hallo <strong>Welt</strong>.');
    expect(String(result.files!.get('about/index.html'))).toContain('Über uns');
    expect([...result.files!.values()].some((content) => String(content).includes(BOM))).toBe(false);
  });

  it('names every file in a collection folder that it does not read, in a warning, and still builds', async () => {
    fixture = await copyFixture('basic');
    const post = await fixture.read('content/posts/de/first-post.md');
    await fixture.write('content/posts/de/third-post.MD', post);
    await fixture.write('content/posts/en/third-post.markdown', post);
    await fixture.write('content/posts/de/notes.txt', 'todo');
    await fixture.write('content/posts/de/.DS_Store', '');
    await mkdir(fixture.path('content/posts/fr'));
    await fixture.write('content/posts/fr/first-post.md', post);
    await fixture.write('content/posts/README.md', '# Posts');
    const result = await runCli(['build'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Content files not read (5)');
    expect(result.stderr).toContain(
      '  - content/posts/README.md: warning: posts entries live in one folder per locale, content/posts/{locale}/README.md',
    );
    expect(result.stderr).toContain(
      '  - content/posts/fr/: warning: "fr" is not a locale of the site (de, en); rename the folder to one of them, or add the locale to the config',
    );
    expect(result.stderr).toContain(
      '  - content/posts/de/notes.txt: warning: only .md files are posts entries; move it out of content/posts/de/',
    );
    expect(result.stderr).toContain(
      '  - content/posts/de/third-post.MD: warning: entries are read from .md files; rename it to third-post.md',
    );
    expect(result.stderr).toContain(
      '  - content/posts/en/third-post.markdown: warning: entries are read from .md files; rename it to third-post.md',
    );
    expect(result.stderr).not.toContain('DS_Store');
  });

  it('refuses 10,000 nested block quotes in a posting, naming the file and its line, not the site code', async () => {
    fixture = await copyFixture('basic');
    await fixture.write(
      'content/posts/en/first-post.md',
      `---\ntitle: First post\ndate: 2026-01-02\n---\n\nIntro\n\n${'>'.repeat(10_000)} deep\n`,
    );
    const started = Date.now();
    const result = await runCli(['build'], fixture.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/posts/en/first-post.md, locale "en": Markdown nests 10000 levels deep at line 8 (block quotes and lists); sitegen renders at most 100, so flatten them there',
    );
    expect(result.stderr).not.toMatch(/Maximum call stack|site code|Internal error/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('names the posting whose Markdown the parser cannot render (10,000 nested emphasis markers)', async () => {
    fixture = await copyFixture('basic');
    const stars = '*'.repeat(10_000);
    await fixture.write('content/posts/en/first-post.md', `---\ntitle: First post\ndate: 2026-01-02\n---\n\n${stars}a${stars}\n`);
    const result = await runCli(['build'], fixture.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/posts/en/first-post.md: the Markdown body could not be rendered (Maximum call stack size exceeded)',
    );
    expect(result.stderr).not.toMatch(/Fix the error in the site code|Internal error|report this/);
  });
});
