/** A mistyped config key is named with the key it was most likely meant to be. */
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { expectUserError } from './cli-helpers.js';

describe('a mistyped config key', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('fails the build with "did you mean" for a close match, and without a guess otherwise', async () => {
    fixture = await copyFixture('basic');
    await fixture.edit('generator.config.ts', (config) =>
      config
        .replace('defaultLocale:', "outdir: 'public-out',\n  colour: 'blue',\n  defaultLocale:")
        .replace("{ svg: '/icon.svg' }", "{ svgg: '/icon.svg' }"),
    );
    const result = await runCli(['build'], fixture.dir);
    expectUserError(result);
    expect(result.stderr).toContain('key "outdir": unknown key; did you mean "outDir"?');
    expect(result.stderr).toContain('key "icons.svgg": unknown key; did you mean "svg"?');
    expect(result.stderr).toContain('key "colour": unknown key; remove or rename it');
  }, 60_000);
});
