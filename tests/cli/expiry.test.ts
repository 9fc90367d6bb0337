/**
 * `sitegen build` with a post whose validThrough has passed: the build succeeds, says which post it
 * left out and why, and the output has no trace of it. Mistakes around `expires` fail clearly.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LatestRelease, ReleaseManifest } from '../../src/shapes.js';
import { copyExpiringFixture, EXPIRING_POST, MIDNIGHT_AFTER_FEB_28 } from '../helpers/expiring-fixture.js';
import { runCli, type CliResult, type Fixture } from '../helpers/fixture.js';
import { expectUserError } from './cli-helpers.js';

const AFTER_EXPIRY = { SOURCE_DATE_EPOCH: MIDNIGHT_AFTER_FEB_28 };

describe('sitegen build with an expired post', () => {
  let fixture: Fixture;
  let result: CliResult;
  beforeAll(async () => {
    fixture = await copyExpiringFixture();
    result = await runCli(['build'], fixture.dir, AFTER_EXPIRY);
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  it('exits 0 and prints one line naming the post and the date that has passed', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Built 9 pages /);
    expect(result.stdout.trimEnd().split('\n').slice(1)).toEqual([
      `posts/${EXPIRING_POST}: not published, validThrough 2026-02-28 has passed`,
    ]);
  });

  it('writes no page for it in any locale, no link to it and no route', async () => {
    for (const variant of ['', 'de/', 'en/']) {
      expect(existsSync(fixture.path(`dist/${variant}posts/${EXPIRING_POST}`))).toBe(false);
      expect(existsSync(fixture.path(`dist/${variant}posts/first-post/index.html`))).toBe(true);
      const home = await fixture.read(`dist/${variant}index.html`);
      expect(home).toContain(`href="/${variant}posts/first-post/"`);
      expect(home).not.toContain(EXPIRING_POST);
    }
    const latest = JSON.parse(await fixture.read('dist/_sitegen/builds/latest.json')) as LatestRelease;
    const manifest = JSON.parse(await readFile(fixture.path(`dist/_sitegen/builds/meta/${latest.id}.json`), 'utf8')) as ReleaseManifest;
    expect(manifest.routes.filter((route) => route.includes(EXPIRING_POST))).toEqual([]);
  });
});

describe('sitegen build with a mistake around expiry', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('fails when `expires` names a field that is not a date, naming the collection key', async () => {
    fixture = await copyExpiringFixture();
    await fixture.edit('generator.config.ts', (text) => text.replace("expires: 'validThrough'", "expires: 'title'"));
    const result = await runCli(['build'], fixture.dir, AFTER_EXPIRY);
    expectUserError(result);
    expect(result.stderr).toContain(
      'generator.config.ts, key "collections.posts.expires": "title" is a string field in the posts schema, not a date; declare it as title: strictDate()',
    );
    expect(existsSync(fixture.path('dist'))).toBe(false);
  });

  it('fails when the locales disagree on the date, naming the file that differs', async () => {
    fixture = await copyExpiringFixture();
    await fixture.edit(`content/posts/en/${EXPIRING_POST}.md`, (text) =>
      text.replace('validThrough: 2026-02-28', 'validThrough: 2026-03-31'),
    );
    const result = await runCli(['build'], fixture.dir, AFTER_EXPIRY);
    expectUserError(result);
    expect(result.stderr).toContain(
      `content/posts/en/${EXPIRING_POST}.md, locale "en", key "validThrough": 2026-03-31 here, but 2026-02-28 in content/posts/de/${EXPIRING_POST}.md`,
    );
  });
});
