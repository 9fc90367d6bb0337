/** The pure parts of `sitegen init`: --locales, the site and package names, the package.json merge. */
import { describe, expect, it } from 'vitest';
import { isSitegenError } from '../../src/errors.js';
import { starterFiles, starterSiteName } from '../../src/init/starter-files.js';
import { parseStarterLocales } from '../../src/init/starter-locales.js';
import { mergePackageJson, packageName, relocatedSitegenSpec } from '../../src/init/starter-package.js';
import type { SitegenManifest } from '../../src/package-root.js';

const sitegen: SitegenManifest = {
  version: '1.2.3',
  peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', 'react-intl': '^7.0.0', '@emotion/css': '^11.0.0' },
  devDependencies: {
    react: '^19.3.1',
    typescript: '^5.9.3',
    '@types/react': '^19.3.0',
    '@types/react-dom': '^19.3.0',
    '@types/node': '^20.19.0',
  },
};

describe('--locales', () => {
  it.each([
    ['de,en', ['de', 'en']],
    ['en, fr', ['en', 'fr']],
    ['fil', ['fil']],
  ])('reads %s as %j, the first being the default', (value, codes) => {
    expect(parseStarterLocales(value).map((locale) => locale.code)).toEqual(codes);
  });

  it('gives German and English their region and every locale its own name', () => {
    expect(parseStarterLocales('de,en,fr')).toEqual([
      { code: 'de', language: 'de-DE', name: 'Deutsch' },
      { code: 'en', language: 'en-US', name: 'English' },
      { code: 'fr', language: 'fr-FR', name: 'Français' },
    ]);
  });

  it.each([
    ['', 'names no locale'],
    ['en-US', '"en-US" is not a lowercase language code'],
    ['De', '"De" is not a lowercase language code'],
    ['en,en', '"en" is listed twice'],
  ])('refuses %j: %s', (value, message) => {
    let error: unknown;
    try {
      parseStarterLocales(value);
    } catch (caught) {
      error = caught;
    }
    expect(isSitegenError(error)).toBe(true);
    if (!isSitegenError(error)) return;
    expect(error.problems.map((problem) => problem.message).join('\n')).toContain(message);
    expect(error.hint).toContain('--locales de,en');
  });
});

describe('the starter names', () => {
  it.each([
    ['my-site', 'My Site', 'my-site'],
    ['Acme Corp', 'Acme Corp', 'acme-corp'],
    ['{weird}', 'Weird', 'weird'],
    ['---', 'My Site', 'my-site'],
  ])('names the site in folder %j "%s" and its package "%s"', (folder, site, pkg) => {
    expect(starterSiteName(folder)).toBe(site);
    expect(packageName(folder)).toBe(pkg);
  });
});

describe('the starter files', () => {
  it('has one message file and one post per locale, and the default locale first as catch-all', () => {
    const files = starterFiles({ locales: parseStarterLocales('en,de'), name: 'Test' });
    expect([...files.keys()].filter((file) => file.startsWith('messages/') || file.startsWith('content/')).sort()).toEqual([
      'content/posts/de/hello-world.md',
      'content/posts/en/hello-world.md',
      'messages/de.json',
      'messages/en.json',
    ]);
    expect(files.get('generator.config.ts')).toContain('defaultLocale: "en"');
    expect(files.get('generator.config.ts')).toContain('{ code: "en", language: "en-US", name: "English", catchAll: true }');
    expect(files.has('package.json')).toBe(false);
  });

  it('has the same message keys in every locale', () => {
    const files = starterFiles({ locales: parseStarterLocales('de,en'), name: 'Test' });
    const keys = (file: string) =>
      JSON.stringify(JSON.parse(files.get(file)!), (_key, value: unknown) => (typeof value === 'string' ? '' : value));
    expect(keys('messages/de.json')).toBe(keys('messages/en.json'));
  });
});

describe('the starter package.json', () => {
  it('is written whole for an empty folder, with sitegen at its own version and the peer ranges', () => {
    const { json } = mergePackageJson(undefined, { name: 'My Site', sitegen });
    expect(json).toEqual({
      name: 'my-site',
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { dev: 'sitegen dev', build: 'sitegen build', preview: 'sitegen preview' },
      dependencies: { '@emotion/css': '^11.0.0', react: '^19.0.0', 'react-dom': '^19.0.0', 'react-intl': '^7.0.0', sitegen: '^1.2.3' },
      devDependencies: { '@types/node': '^20.19.0', '@types/react': '^19.3.0', '@types/react-dom': '^19.3.0', typescript: '^5.9.3' },
    });
  });

  it('keeps every existing field, script and spec, and sets "type": "module"', () => {
    const existing = {
      name: 'x',
      version: '2.0.0',
      type: 'commonjs',
      main: 'index.js',
      scripts: { dev: 'vite' },
      dependencies: { sitegen: 'file:sitegen-1.2.3.tgz' },
      devDependencies: { typescript: '~5.4.0' },
    };
    const { json, keptScripts } = mergePackageJson(existing, { name: 'folder', sitegen });
    expect(json).toMatchObject({ name: 'x', version: '2.0.0', type: 'module', main: 'index.js', private: true });
    expect(json.scripts).toEqual({ dev: 'vite', build: 'sitegen build', preview: 'sitegen preview' });
    expect(keptScripts).toEqual(['dev']);
    expect(json.dependencies).toMatchObject({ sitegen: 'file:sitegen-1.2.3.tgz', react: '^19.0.0' });
    expect(json.devDependencies).toMatchObject({ typescript: '~5.4.0', '@types/node': '^20.19.0' });
    expect(existing.type).toBe('commonjs');
  });

  it('leaves a package listed among devDependencies there, rather than listing it twice', () => {
    const { json } = mergePackageJson({ devDependencies: { sitegen: 'file:../sitegen' } }, { name: 'x', sitegen });
    expect((json.dependencies as Record<string, string>).sitegen).toBeUndefined();
    expect((json.devDependencies as Record<string, string>).sitegen).toBe('file:../sitegen');
  });
});

describe('the sitegen a new site folder asks for', () => {
  it('names a tarball or folder installed above it relative to the new folder', () => {
    expect(relocatedSitegenSpec('file:sitegen-0.1.0.tgz', '/work', '/work/my-site')).toBe('file:../sitegen-0.1.0.tgz');
    expect(relocatedSitegenSpec('file:../sitegen', '/work/sites', '/work/sites/a/b')).toBe('file:../../../sitegen');
    expect(relocatedSitegenSpec('link:vendor/sitegen', '/work', '/work')).toBe('link:./vendor/sitegen');
  });

  it('keeps a git or URL spec and leaves a registry range to the starter', () => {
    expect(relocatedSitegenSpec('github:acme/sitegen', '/a', '/a/b')).toBe('github:acme/sitegen');
    expect(relocatedSitegenSpec('https://example.com/sitegen-0.1.0.tgz', '/a', '/a/b')).toBe('https://example.com/sitegen-0.1.0.tgz');
    expect(relocatedSitegenSpec('^0.1.0', '/a', '/a/b')).toBeUndefined();
    expect(relocatedSitegenSpec(undefined, '/a', '/a/b')).toBeUndefined();
  });

  it('asks for a tarball spec when given one, and the published range otherwise', () => {
    const spec = (options: { sitegenSpec?: string }) =>
      (mergePackageJson(undefined, { name: 'x', sitegen, ...options }).json.dependencies as Record<string, string>).sitegen;
    expect(spec({ sitegenSpec: 'file:../sitegen-1.2.3.tgz' })).toBe('file:../sitegen-1.2.3.tgz');
    expect(spec({})).toBe('^1.2.3');
  });
});
