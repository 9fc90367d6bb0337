import { describe, expect, it } from 'vitest';
import { packageName } from '../../src/compile/missing-packages.js';

describe('packageName: which package an import needs', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/server', 'react-dom'],
    ['@emotion/css', '@emotion/css'],
    ['@fortawesome/fontawesome-free/svgs/solid/bolt.svg', '@fortawesome/fontawesome-free'],
    ['sitegen/page', 'sitegen'],
  ])('%s needs the package %s', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });

  it.each(['node:fs', 'fs', 'path/posix', './local.js', '../up.js', '/abs/file.js'])('%s needs no package', (specifier) => {
    expect(packageName(specifier)).toBeUndefined();
  });
});
