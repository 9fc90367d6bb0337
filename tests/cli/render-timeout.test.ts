/**
 * A page that renders forever must not hang the build: it is stopped after the page time limit
 * and named, whether it renders on the main thread or in a render worker; dist/ stays untouched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, type Fixture } from '../helpers/fixture.js';
import { builtFixture, expectUserError, hashTree, leftovers } from './cli-helpers.js';

describe('a page that never finishes rendering', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  for (const workers of ['0', '1']) {
    it(`fails the build naming the route after the time limit, with --workers ${workers}`, async () => {
      fixture = await builtFixture();
      const before = await hashTree(fixture.path('dist'));
      await fixture.edit('site/pages/about.tsx', (text) =>
        text.replace('component: () => <h1>', 'component: () => { for (;;) {} }, unused: () => <h1>'),
      );
      const started = Date.now();
      const result = await runCli(['build', '--workers', workers], fixture.dir, { SITEGEN_PAGE_TIMEOUT_MS: '1500' });
      expectUserError(result);
      expect(result.stderr).toMatch(
        /Page \/(de\/|en\/)?about\/ \(locale (de|en), module "about"\) took longer than 1\.5 s to render and was stopped/,
      );
      expect(result.stderr).toContain('SITEGEN_PAGE_TIMEOUT_MS');
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await hashTree(fixture.path('dist'))).toEqual(before);
      expect(await leftovers(fixture.dir)).toEqual([]);
    });

    // The main thread renders a run of pages under one time limit: the page named is the one it was on, not the run's first.
    it(`names the slow page that comes after several fast ones, with --workers ${workers}`, async () => {
      fixture = await builtFixture();
      const before = await hashTree(fixture.path('dist'));
      await fixture.edit('site/pages/post.tsx', (text) =>
        text
          .replace(
            'component: ({ entry }) => (',
            "component: ({ entry }) => { if (entry!.data.title === 'Second post') for (;;) {} return (",
          )
          .replace(/\n {2}\),\n\}\);/, '\n  ); },\n});'),
      );
      const result = await runCli(['build', '--workers', workers], fixture.dir, { SITEGEN_PAGE_TIMEOUT_MS: '1500' });
      expectUserError(result);
      expect(result.stderr).toContain(
        'Page /en/posts/second-post/ (locale en, module "post") took longer than 1.5 s to render and was stopped',
      );
      expect(result.stderr).toContain('SITEGEN_PAGE_TIMEOUT_MS');
      expect(await hashTree(fixture.path('dist'))).toEqual(before);
      expect(await leftovers(fixture.dir)).toEqual([]);
    });
  }
});
