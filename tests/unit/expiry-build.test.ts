/**
 * `build({ write: false })` of a fixture whose second post is valid through 2026-02-28: the build
 * time (SOURCE_DATE_EPOCH) decides whether it is published, and an expired post leaves no trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.js';
import type { ReleaseManifest } from '../../src/shapes.js';
import { copyExpiringFixture, EXPIRING_POST, LAST_SECOND_OF_FEB_28, MIDNIGHT_AFTER_FEB_28 } from '../helpers/expiring-fixture.js';
import type { Fixture } from '../helpers/fixture.js';

const VARIANTS = ['', 'de/', 'en/'];

function text(result: BuildResult, file: string): string {
  const content = result.files!.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
}

function routesOf(result: BuildResult): string[] {
  return (JSON.parse(text(result, `_sitegen/builds/meta/${result.buildId}.json`)) as ReleaseManifest).routes;
}

describe('a post with validThrough 2026-02-28', () => {
  let fixture: Fixture;
  let lastSecond: BuildResult;
  let nextDay: BuildResult;

  beforeAll(async () => {
    fixture = await copyExpiringFixture();
    lastSecond = await build({ root: fixture.dir, write: false, env: { SOURCE_DATE_EPOCH: LAST_SECOND_OF_FEB_28 } });
    nextDay = await build({ root: fixture.dir, write: false, env: { SOURCE_DATE_EPOCH: MIDNIGHT_AFTER_FEB_28 } });
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  describe('built at 2026-02-28 23:59:59 UTC', () => {
    it('is still published in every locale variant', () => {
      expect(lastSecond.unpublished).toEqual([]);
      for (const variant of VARIANTS) expect(text(lastSecond, `${variant}posts/${EXPIRING_POST}/index.html`)).toContain('<h1>');
      expect(routesOf(lastSecond)).toContain(`/en/posts/${EXPIRING_POST}/`);
    });
  });

  describe('built at 2026-03-01 00:00:00 UTC (SOURCE_DATE_EPOCH)', () => {
    it('is reported as not published, with the date that has passed', () => {
      expect(nextDay.unpublished).toEqual([
        { collection: 'posts', id: EXPIRING_POST, field: 'validThrough', date: new Date('2026-02-28') },
      ]);
    });

    it('has no page or payload in any locale variant', () => {
      const files = [...nextDay.files!.keys()];
      expect(files.filter((file) => file.includes(EXPIRING_POST))).toEqual([]);
      expect(nextDay.pages.map((page) => page.path).filter((path) => path.includes(EXPIRING_POST))).toEqual([]);
    });

    it('is not in the release route list', () => {
      expect(routesOf(nextDay).filter((route) => route.includes(EXPIRING_POST))).toEqual([]);
      expect(routesOf(nextDay)).toContain('/en/posts/first-post/');
    });

    it.each(VARIANTS)('is not listed on the home page %s, which still lists the other post', (variant) => {
      const html = text(nextDay, `${variant}index.html`);
      expect(html).toContain(`href="/${variant}posts/first-post/"`);
      expect(html).not.toContain(EXPIRING_POST);
      expect(text(nextDay, `${variant}_payload.json`)).not.toContain(EXPIRING_POST);
    });

    it('is a new release, since the output changed', () => {
      expect(nextDay.buildId).not.toBe(lastSecond.buildId);
    });
  });
});
