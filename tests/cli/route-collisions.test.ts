/** Two routes writing one URL fail the build, naming both, instead of one page silently overwriting the other. */
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { expectUserError } from './cli-helpers.js';

describe('routes that write one URL', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('fails the build naming the static route and the entry of the route beside it, in each locale', async () => {
    fixture = await copyFixture('basic');
    await fixture.edit('generator.config.ts', (config) =>
      config.replace(
        "{ path: '/about/', page: 'about' },",
        "{ path: '/about/', page: 'about' },\n    { path: '/posts/first-post/', page: 'about' },",
      ),
    );
    const result = await runCli(['build'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('Two routes write one URL (3 problems)');
    for (const url of ['/posts/first-post/', '/de/posts/first-post/', '/en/posts/first-post/'])
      expect(result.stderr).toContain(`The URL ${url} would be written by 2 pages`);
    expect(result.stderr).toContain(
      'route /posts/first-post/ (locale en, page module "about"); route /posts/{id}/ with id "first-post" (locale en, page module "post")',
    );
    expect(existsSync(fixture.path('dist'))).toBe(false);
  }, 60_000);
});
