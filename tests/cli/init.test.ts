/** `sitegen init`, `sitegen preview` and `sitegen --version`: what a user starting a new site runs first. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkNodeModules, REPO_ROOT, runCli } from '../helpers/fixture.js';
import { builtFixture, expectUserError, startServe, tempFolder } from './cli-helpers.js';

const sitegenPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const rangeOf = (name: string) =>
  sitegenPackage.peerDependencies?.[name] ?? sitegenPackage.dependencies?.[name] ?? sitegenPackage.devDependencies?.[name];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const readJson = async <T = Record<string, unknown>>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
/** The part of a starter message file these tests read. */
type StarterMessages = { error: { notFound: { title: string } }; site: { name: string } };

describe('sitegen init', () => {
  let folder: Awaited<ReturnType<typeof tempFolder>> | undefined;
  afterEach(async () => {
    await folder?.remove();
    folder = undefined;
  });

  it('writes a German and English starter site into a new folder and prints the next steps', async () => {
    folder = await tempFolder();
    const result = await runCli(['init', 'my-site'], folder.dir);
    expect(result.code, result.stderr).toBe(0);
    const site = path.join(folder.dir, 'my-site');
    expect(await filesUnder(site)).toEqual([
      '.gitignore',
      'README.md',
      'content/posts/de/hello-world.md',
      'content/posts/en/hello-world.md',
      'generator.config.ts',
      'messages/de.json',
      'messages/en.json',
      'package.json',
      'site/app.tsx',
      'site/pages/about.tsx',
      'site/pages/home.tsx',
      'site/pages/post.tsx',
      'site/pages/posts.tsx',
      'site/posts.tsx',
      'tsconfig.json',
    ]);
    const config = await readFile(path.join(site, 'generator.config.ts'), 'utf8');
    expect(config).toContain(`{ code: "de", language: "de-DE", name: "Deutsch", catchAll: true }`);
    expect(config).toContain(`{ code: "en", language: "en-US", name: "English" }`);
    expect(config).toContain('defaultLocale: "de"');
    expect(config).toContain("from 'sitegen/config'");
    expect((await readJson<StarterMessages>(path.join(site, 'messages/de.json'))).error.notFound.title).toBe('Seite nicht gefunden');
    expect((await readJson<StarterMessages>(path.join(site, 'messages/en.json'))).error.notFound.title).toBe('Page Not Found');
    expect((await readJson<StarterMessages>(path.join(site, 'messages/en.json'))).site.name).toBe('My Site');
    expect(await readFile(path.join(site, 'site/app.tsx'), 'utf8')).toContain('data-switch-locale={locale.code}');
    const tsconfig = await readJson<{ compilerOptions: Record<string, unknown> }>(path.join(site, 'tsconfig.json'));
    expect(tsconfig.compilerOptions).toMatchObject({
      strict: true,
      jsx: 'react-jsx',
      moduleResolution: 'Bundler',
      module: 'ESNext',
      skipLibCheck: true,
    });
    expect(tsconfig.compilerOptions.paths).toBeUndefined();
    expect(await readFile(path.join(site, '.gitignore'), 'utf8')).toMatch(/node_modules[\s\S]*dist[\s\S]*\.sitegen/);
    expect(result.stdout).toContain('cd my-site');
    expect(result.stdout).toMatch(/npm install\n\s+npm run dev/);
  });

  it('writes a package.json with the scripts, sitegen at its own version and React at its ranges', async () => {
    folder = await tempFolder();
    expect((await runCli(['init', 'shop'], folder.dir)).code).toBe(0);
    const json = await readJson(path.join(folder.dir, 'shop/package.json'));
    expect(json).toMatchObject({
      name: 'shop',
      type: 'module',
      private: true,
      scripts: { dev: 'sitegen dev', build: 'sitegen build', preview: 'sitegen preview' },
    });
    expect(json.dependencies).toEqual({
      '@emotion/css': rangeOf('@emotion/css'),
      react: rangeOf('react'),
      'react-dom': rangeOf('react-dom'),
      'react-intl': rangeOf('react-intl'),
      sitegen: `^${sitegenPackage.version}`,
    });
    expect(json.devDependencies).toEqual({
      '@types/node': rangeOf('@types/node'),
      '@types/react': rangeOf('@types/react'),
      '@types/react-dom': rangeOf('@types/react-dom'),
      typescript: rangeOf('typescript'),
    });
  });

  it('makes the first of --locales en,fr the default and gives French the English texts to translate, marked', async () => {
    folder = await tempFolder();
    const result = await runCli(['init', 'site', '--locales', 'en,fr'], folder.dir);
    expect(result.code, result.stderr).toBe(0);
    const site = path.join(folder.dir, 'site');
    const config = await readFile(path.join(site, 'generator.config.ts'), 'utf8');
    expect(config).toContain('defaultLocale: "en"');
    expect(config).toContain(`{ code: "en", language: "en-US", name: "English", catchAll: true }`);
    expect(config).toContain(`{ code: "fr", language: "fr-FR", name: "Français" }`);
    expect(existsSync(path.join(site, 'messages/de.json'))).toBe(false);
    const fr = await readJson<StarterMessages>(path.join(site, 'messages/fr.json'));
    const en = await readJson<StarterMessages>(path.join(site, 'messages/en.json'));
    expect(fr.error.notFound.title).toBe(`[TODO translate] ${en.error.notFound.title}`);
    expect(fr.site.name).toBe(en.site.name);
    expect(existsSync(path.join(site, 'content/posts/fr/hello-world.md'))).toBe(true);
    expect(await readFile(path.join(site, 'README.md'), 'utf8')).toContain('messages/fr.json');
  });

  it.each([
    ['DE,en', '"DE" is not a lowercase language code'],
    ['de,de', '"de" is listed twice'],
    ['german', '"german" is not a lowercase language code'],
    [',', 'names no locale'],
  ])('refuses --locales %s with a clear message and writes nothing', async (value, message) => {
    folder = await tempFolder();
    const result = await runCli(['init', 'site', '--locales', value], folder.dir);
    expectUserError(result);
    expect(result.stderr).toContain(`--locales "${value}"`);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('--locales de,en');
    expect(existsSync(path.join(folder.dir, 'site'))).toBe(false);
  });

  it('refuses a folder where a file of the starter exists, names it, and writes nothing', async () => {
    folder = await tempFolder();
    await mkdir(path.join(folder.dir, 'messages'));
    await writeFile(path.join(folder.dir, 'README.md'), '# mine\n');
    await writeFile(path.join(folder.dir, 'messages/en.json'), '{}\n');
    const result = await runCli(['init'], folder.dir);
    expectUserError(result);
    expect(result.stderr).toContain('README.md');
    expect(result.stderr).toContain('messages/en.json');
    expect(result.stderr).toContain('nothing was written');
    expect(result.stderr).toMatch(/empty folder/i);
    expect(await filesUnder(folder.dir)).toEqual(['README.md', 'messages/en.json']);
    expect(await readFile(path.join(folder.dir, 'README.md'), 'utf8')).toBe('# mine\n');
  });

  it('merges into the package.json of npm init and npm install ./sitegen.tgz, keeping every field and the file: spec', async () => {
    folder = await tempFolder();
    const before = {
      name: 'my-company',
      version: '1.0.0',
      description: 'our site',
      main: 'index.js',
      type: 'commonjs',
      scripts: { test: 'echo "Error: no test specified" && exit 1', build: 'make site' },
      keywords: ['web'],
      license: 'ISC',
      dependencies: { sitegen: 'file:sitegen-0.1.0.tgz', lodash: '^4.17.21' },
    };
    await writeFile(path.join(folder.dir, 'package.json'), `${JSON.stringify(before, null, 2)}\n`);
    const result = await runCli(['init', '.'], folder.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('"build" script');
    expect(result.stdout).not.toContain('cd ');
    const after = await readJson(path.join(folder.dir, 'package.json'));
    expect(after).toMatchObject({
      name: 'my-company',
      version: '1.0.0',
      description: 'our site',
      main: 'index.js',
      keywords: ['web'],
      license: 'ISC',
      type: 'module',
    });
    expect(after.scripts).toEqual({ test: before.scripts.test, build: 'make site', dev: 'sitegen dev', preview: 'sitegen preview' });
    expect(after.dependencies).toMatchObject({
      sitegen: 'file:sitegen-0.1.0.tgz',
      lodash: '^4.17.21',
      react: rangeOf('react'),
      'react-dom': rangeOf('react-dom'),
    });
    expect(after.devDependencies).toMatchObject({ typescript: rangeOf('typescript') });
    expect(existsSync(path.join(folder.dir, 'generator.config.ts'))).toBe(true);
  });

  it('names the installed tarball from a new site folder beside it, so its npm install finds sitegen', async () => {
    folder = await tempFolder();
    await writeFile(
      path.join(folder.dir, 'package.json'),
      `${JSON.stringify({ name: 'here', dependencies: { sitegen: 'file:sitegen-0.1.0.tgz' } })}\n`,
    );
    const result = await runCli(['init', 'my-site'], folder.dir);
    expect(result.code, result.stderr).toBe(0);
    const site = await readJson<{ dependencies: Record<string, string> }>(path.join(folder.dir, 'my-site/package.json'));
    expect(site.dependencies.sitegen).toBe('file:../sitegen-0.1.0.tgz');
  });

  it('names a package.json that is not JSON and writes nothing', async () => {
    folder = await tempFolder();
    await writeFile(path.join(folder.dir, 'package.json'), '{ "name": ');
    const result = await runCli(['init'], folder.dir);
    expectUserError(result);
    expect(result.stderr).toContain('package.json is not valid JSON');
    expect(await filesUnder(folder.dir)).toEqual(['package.json']);
  });

  // Until sitegen ships with an exports map, `sitegen/*` resolves through the build's own
  // resolver; the linked node_modules stands in for `npm install` in an outside site.
  it('writes a starter that builds and passes sitegen check as generated', async () => {
    folder = await tempFolder();
    expect((await runCli(['init', 'site'], folder.dir)).code).toBe(0);
    const site = path.join(folder.dir, 'site');
    await linkNodeModules(site);
    const build = await runCli(['build'], site);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/^Built 12 pages/);
    expect(build.stderr).toBe('');
    const check = await runCli(['check'], site);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toContain('no problems');
    const home = await readFile(path.join(site, 'dist/index.html'), 'utf8');
    expect(home).toContain('<html lang="de-DE">');
    expect(home).toContain('data-switch-locale="en" href="/en/"');
    expect(await readFile(path.join(site, 'dist/en/posts/hello-world/index.html'), 'utf8')).toContain('<h1>Hello world</h1>');
    expect(await readFile(path.join(site, 'dist/en/404.html'), 'utf8')).toContain('Page Not Found');
    expect(await readFile(path.join(site, 'dist/404.html'), 'utf8')).toContain('Seite nicht gefunden');
  });

  it("reports the French placeholders of --locales de,en,fr when the site builds, and shows sitegen's own texts in French", async () => {
    folder = await tempFolder();
    expect((await runCli(['init', 'site', '--locales', 'de,en,fr'], folder.dir)).code).toBe(0);
    const site = path.join(folder.dir, 'site');
    await linkNodeModules(site);
    const build = await runCli(['build'], site);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toMatch(
      /warning: messages\/fr\.json, locale "fr": \d+ messages are not translated yet \("site\.footer", "nav\.label", .* more\); translate them and remove "\[TODO translate\]"/,
    );
    expect(build.stderr).not.toMatch(/messages\/(de|en)\.json/);
    expect(await readFile(path.join(site, 'dist/fr/404.html'), 'utf8')).toContain(
      'Page introuvable\u00a0: <span data-sitegen-request-path>',
    );
  });

  // tsc resolves `sitegen/page` through node_modules/sitegen's package.json "exports", which the
  // packaging change adds; before it, there is nothing for tsc to resolve.
  it.runIf(sitegenPackage.exports !== undefined)(
    'writes a starter that type-checks with tsc --noEmit as generated',
    async () => {
      folder = await tempFolder();
      expect((await runCli(['init', 'site'], folder.dir)).code).toBe(0);
      const site = path.join(folder.dir, 'site');
      await linkNodeModules(site);
      const tsc = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], {
        cwd: site,
      });
      let output = '';
      tsc.stdout.on('data', (chunk) => (output += chunk));
      tsc.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => tsc.on('close', resolve));
      expect(output).toBe('');
      expect(code).toBe(0);
    },
    60_000,
  );
});

describe('sitegen preview', () => {
  it('serves a built site as sitegen serve does', async () => {
    const fixture = await builtFixture();
    const server = await startServe([], fixture.dir, 'preview');
    try {
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="de-DE">');
      const redirect = await fetch(new URL('/en/about?x=1', server.url), { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/en/about/?x=1');
      const missing = await fetch(new URL('/en/nowhere/', server.url));
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Page Not Found');
    } finally {
      await server.stop();
      await fixture.remove();
    }
  });
});

describe('sitegen --version', () => {
  it.each(['--version', '-v'])("prints the version of sitegen's package.json with %s", async (flag) => {
    const result = await runCli([flag], REPO_ROOT);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${sitegenPackage.version}\n`);
  });
});
