/**
 * A site whose sitegen is linked (`npm link`, a `file:` dependency, a symlinked checkout, as in
 * ../shared/peers/) has peer packages of its own beside sitegen's: pages and renderer must still
 * share one React, or every hook fails with "Cannot read properties of null (reading 'useContext')".
 */
import { cp, rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { copyFixture, REPO_ROOT, runCli, type Fixture } from '../helpers/fixture.js';

describe('a site with its own copy of React beside a linked sitegen', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('builds, pages and renderer sharing one React', async () => {
    fixture = await copyFixture('basic');
    // Real folders, not links to the repository's: other copies of the same React and react-intl,
    // as a site's own install has them beside a linked sitegen's.
    for (const name of ['react', 'react-intl']) {
      await rm(fixture.path(`node_modules/${name}`));
      await cp(path.join(REPO_ROOT, 'node_modules', name), fixture.path(`node_modules/${name}`), { recursive: true, dereference: true });
    }
    const result = await runCli(['build'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(await fixture.read('dist/en/about/index.html')).toContain('<html lang="en-US">');
  });
});
