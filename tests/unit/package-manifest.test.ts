/**
 * sitegen's own package.json as npm reads it when installing from git or packing: a git
 * dependency has no lib/ until a script builds it, and npm runs only `prepare` for that.
 * (Checked by hand: npm install git+file://<clone>, then sitegen init and build in that folder.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/fixture.js';

const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  files: string[];
};

describe('package.json', () => {
  it('builds lib/ with its types in prepare, which npm runs for a git install, npm pack and npm publish', () => {
    expect(manifest.scripts.prepare).toBe('node scripts/build-lib.js --types');
    expect(manifest.files).toContain('lib/');
  });

  it('builds only once when packed (no prepack beside prepare)', () => {
    expect(manifest.scripts.prepack).toBeUndefined();
  });

  // The house rule: nothing may depend on an install script running (npm install --ignore-scripts).
  it('runs nothing when a registry or tarball install of sitegen is made', () => {
    expect(Object.keys(manifest.scripts).filter((name) => /^(pre|post)?install$/.test(name))).toEqual([]);
  });

  it('builds lib/ first in every npm script that runs the CLI, so a checkout works with --ignore-scripts', () => {
    for (const name of ['build', 'serve', 'dev', 'test', 'bench']) {
      expect(manifest.scripts[name], name).toMatch(/^node scripts\/build-lib\.js( |$)/);
    }
  });
});
