/**
 * `sitegen check` on a built folder, and the same checks at the end of `sitegen build`: a problem
 * fails the build naming the file, the link and the fix, and leaves the previous dist/ as it was.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { builtFixture, expectUserError, hashTree, leftovers } from './cli-helpers.js';

const addToAboutPage = (markup: string) => (fixture: Fixture) =>
  fixture.edit('site/pages/about.tsx', (text) => {
    const changed = text.replace(
      'component: () => <h1><FormattedMessage id="about.title" /></h1>',
      `component: () => <><h1><FormattedMessage id="about.title" /></h1>${markup}</>`,
    );
    if (changed === text) throw new Error('the about page of the fixture changed; update this test');
    return changed;
  });

describe('sitegen build runs the site checks', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('fails on a link to a route that does not exist, naming file and href, and leaves dist/ untouched', async () => {
    fixture = await builtFixture();
    const before = await hashTree(fixture.path('dist'));
    await addToAboutPage('<a href="/en/abuot/">About</a>')(fixture);

    const result = await runCli(['build'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toContain('The built site failed its checks (3 problems in 3 files); dist/ was left as it was');
    expect(result.stderr).toContain(
      'about/index.html and 2 other files: link to /en/abuot/ does not resolve (no en/abuot/index.html in the output). Fix the href or add the route.',
    );
    expect(result.stderr).toContain('sitegen build --no-check');
    expect(result.stdout).not.toMatch(/^Built/m);
    expect(await hashTree(fixture.path('dist'))).toEqual(before);
    expect(await leftovers(fixture.dir)).toEqual([]);
  });

  it('fails on a page with two h1 elements', async () => {
    fixture = await builtFixture();
    await addToAboutPage('<h1>Team</h1>')(fixture);
    const result = await runCli(['build'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain(
      'about/index.html and 2 other files: has 2 <h1> elements; keep one main heading and make the others <h2>',
    );
  });

  it('builds anyway with --no-check', async () => {
    fixture = await copyFixture('basic');
    await addToAboutPage('<a href="/en/abuot/">About</a>')(fixture);
    const result = await runCli(['build', '--no-check'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(fixture.path('dist/en/about/index.html'), 'utf8')).toContain('href="/en/abuot/"');
  });
});

describe('sitegen check', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('passes a fresh build with a one-line summary', async () => {
    fixture = await builtFixture();
    const result = await runCli(['check'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Checked 15 pages and \d+ files of dist\/ \(for https:\/\/fixture\.example\) in \d+ ms: no problems\n$/);
    expect(result.stderr).toBe('');
  });

  it('fails on a broken built folder, listing each problem with file and fix', async () => {
    fixture = await builtFixture();
    const home = fixture.path('dist/en/index.html');
    await writeFile(
      home,
      (await readFile(home, 'utf8')).replace('href="/en/about/"', 'href="/en/about/#team"').replace(/<meta name="description"[^>]*>/, ''),
    );

    const result = await runCli(['check', '--dir', 'dist'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toMatch(
      /^Checked 15 pages and \d+ files of dist\/ \(for https:\/\/fixture\.example\) in \d+ ms: 2 problems in 1 file$/m,
    );
    expect(result.stderr).toContain('en/index.html: has no <meta name="description">; give the page a description (its head())');
    expect(result.stderr).toContain(
      'en/index.html: link to /en/about/#team points to no element with id="team" on en/about/index.html. Add the id there or fix the fragment.',
    );
  });

  it('takes the site URL from --site-url over the home page', async () => {
    fixture = await builtFixture();
    const result = await runCli(['check', '--site-url', 'https://other.example/'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('canonical https://fixture.example/ is not on the site URL https://other.example');
  });

  it('says how to build first when the folder does not exist', async () => {
    fixture = await copyFixture('basic');
    const result = await runCli(['check', '--dir', 'nowhere'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('There is no folder');
    expect(result.stderr).toContain('Build the site first (sitegen build), or name the built folder with --dir.');
    expect(existsSync(fixture.path('nowhere'))).toBe(false);
  });
});
