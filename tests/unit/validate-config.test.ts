import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateConfig } from '../../src/config/validate-config.js';
import { isSitegenError, type Problem } from '../../src/errors.js';

/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- the tests break the config through the untyped view withChange() gives, on purpose */

const root = path.resolve('/projects/site');
const configFile = path.join(root, 'generator.config.ts');
const file = 'generator.config.ts';
const pages = new Set(['home', 'about-us', 'career', 'career-posting']);

function validConfig(): Record<string, unknown> {
  return {
    siteUrl: 'https://www.example.com',
    locales: [
      { code: 'de', language: 'de-DE', name: 'Deutsch', catchAll: true },
      { code: 'en', language: 'en-US', name: 'English' },
    ],
    defaultLocale: 'de',
    routes: [
      { path: '/', page: 'home' },
      { path: '/about-us/', page: 'about-us' },
      { path: '/career/', page: 'career' },
      { path: '/career/{id}/', page: 'career-posting', params: { id: { collection: 'careers' } } },
    ],
    collections: { careers: { dir: 'site/content/careers', schema: z.object({ title: z.string() }) } },
  };
}

function validate(value: unknown) {
  return validateConfig({ value, root, configFile, pageModuleExists: (_pagesDir, page) => pages.has(page) });
}

/** The problems a config is rejected with; fails the test if it is accepted or fails otherwise. */
function problemsOf(value: unknown): Problem[] {
  try {
    validate(value);
  } catch (error) {
    if (!isSitegenError(error)) throw error;
    expect(error.message).toMatch(/^generator\.config\.ts is not a valid sitegen config \(\d+ problems?\)$/);
    expect(error.hint).toMatch(/Config reference/);
    return error.problems;
  }
  throw new Error('the config was accepted');
}

// The tests break the config on purpose, through a view of it that allows any change.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above; each change is checked by the validator under test
function withChange(change: (config: Record<string, any>) => void): Record<string, unknown> {
  const config = validConfig();
  change(config);
  return config;
}

describe('validateConfig on a valid config', () => {
  const resolved = validate(validConfig());

  it('uses the cookie i18n_redirected for a year, SameSite Lax, on /', () => {
    expect(resolved.cookie).toEqual({ name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax', path: '/' });
  });

  it('checks for a new release every hour', () => {
    expect(resolved.release.checkIntervalMs).toBe(3_600_000);
  });

  it('writes to dist/ in the project', () => {
    expect(resolved.outDir).toBe(path.join(root, 'dist'));
    expect(path.isAbsolute(resolved.outDir)).toBe(true);
  });

  it('reads messages, pages, app and public files from their default folders', () => {
    expect(resolved.messagesDir).toBe(path.join(root, 'messages'));
    expect(resolved.pagesDir).toBe(path.join(root, 'site/pages'));
    expect(resolved.app).toBe(path.join(root, 'site/app.tsx'));
    expect(resolved.publicDir).toBe(path.join(root, 'site/public'));
    expect(resolved.collections.careers!.dir).toBe(path.join(root, 'site/content/careers'));
  });

  it('renders the layout inside <div id="app"> by default', () => {
    expect(resolved.appRoot).toBe('div');
    expect(validate(withChange((c) => (c.appRoot = 'body'))).appRoot).toBe('body');
  });

  it('writes Open Graph and Twitter tags by default', () => {
    expect(resolved.socialTags).toBe(true);
  });

  it('lets Markdown bodies keep nothing beyond the safe default set unless the config says so', () => {
    expect(resolved.markdown).toEqual({ allowTags: [], allowAttributes: {} });
    const widened = validate(withChange((c) => (c.markdown = { allowTags: ['iframe'], allowAttributes: { iframe: ['src', 'title'] } })));
    expect(widened.markdown).toEqual({ allowTags: ['iframe'], allowAttributes: { iframe: ['src', 'title'] } });
  });

  it('writes no precompressed copies by default, and both kinds for compress: true', () => {
    expect(resolved.compress).toBe(false);
    expect(validate(withChange((c) => (c.compress = true))).compress).toBe('both');
    expect(validate(withChange((c) => (c.compress = 'gzip'))).compress).toBe('gzip');
  });

  it('gives a navigation 5 s for its payload unless navigation.payloadTimeoutMs says otherwise', () => {
    expect(validate(validConfig()).navigation?.payloadTimeoutMs ?? 5000).toBe(5000);
    expect(validate(withChange((c) => (c.navigation = {}))).navigation).toEqual({ payloadTimeoutMs: 5000 });
    expect(validate(withChange((c) => (c.navigation = { payloadTimeoutMs: 1500 }))).navigation).toEqual({ payloadTimeoutMs: 1500 });
  });

  it.each([0, -1, 2.5, '5000'])('names navigation.payloadTimeoutMs when it is %j, not a whole number of ms above 0', (value) => {
    expect(problemsOf(withChange((c) => (c.navigation = { payloadTimeoutMs: value })))).toEqual([
      { file, key: 'navigation.payloadTimeoutMs', message: expect.any(String) },
    ]);
  });

  it('names compress and the kinds it takes when the value is none of them', () => {
    expect(problemsOf(withChange((c) => (c.compress = 'zstd')))).toEqual([
      { file, key: 'compress', message: 'must be false, true, "gzip", "brotli" or "both"' },
    ]);
  });

  it('makes only the default locale the catch-all when no locale says so', () => {
    const config = validate(withChange((c) => delete c.locales[0].catchAll));
    expect(config.locales.map((locale) => [locale.code, locale.catchAll])).toEqual([
      ['de', true],
      ['en', false],
    ]);
  });

  it('drops a trailing slash from the site URL, so links do not get a double slash', () => {
    expect(validate(withChange((c) => (c.siteUrl = 'https://www.example.com/'))).siteUrl).toBe('https://www.example.com');
  });

  it('keeps a cookie setting the config gives and fills in the rest', () => {
    expect(validate(withChange((c) => (c.cookie = { maxAgeDays: 30 }))).cookie).toEqual({
      name: 'i18n_redirected',
      maxAgeDays: 30,
      sameSite: 'lax',
      path: '/',
    });
  });
});

describe('validateConfig on a broken config', () => {
  it('reports an unknown key by name', () => {
    expect(problemsOf(withChange((c) => (c.colour = 'blue')))).toEqual([
      { file, key: 'colour', message: 'unknown key; remove or rename it' },
    ]);
  });

  it('reports an unknown key inside a route with its path', () => {
    expect(problemsOf(withChange((c) => (c.routes[1].pgae = 'x')))).toEqual([
      { file, key: 'routes.1.pgae', message: 'unknown key; remove or rename it' },
    ]);
  });

  it('suggests the key a typo was meant to be, unless the object has that key already', () => {
    const problems = problemsOf(
      withChange((c) => {
        c.outdir = 'out';
        c.locales[0].catchall = true; // catchAll is there
        c.locales[1].catchall = false;
        c.routes[0].pgae = c.routes[0].page;
        delete c.routes[0].page;
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { file, key: 'outdir', message: 'unknown key; did you mean "outDir"?' },
        { file, key: 'locales.0.catchall', message: 'unknown key; remove or rename it' },
        { file, key: 'locales.1.catchall', message: 'unknown key; did you mean "catchAll"?' },
        { file, key: 'routes.0.pgae', message: 'unknown key; did you mean "page"?' },
      ]),
    );
  });

  it('suggests keys inside collections and nested options, and nothing that is not close', () => {
    expect(
      problemsOf(
        withChange(
          (c) => ((c.collections.careers.expire = 'x'), (c.cookie = { maxAge: 3 }), (c.dev = { allowedHost: ['a.test'] }), (c.x = 1)),
        ),
      ),
    ).toEqual([
      { file, key: 'collections.careers.expire', message: 'unknown key; did you mean "expires"?' },
      { file, key: 'cookie.maxAge', message: 'unknown key; remove or rename it' },
      { file, key: 'dev.allowedHost', message: 'unknown key; did you mean "allowedHosts"?' },
      { file, key: 'x', message: 'unknown key; remove or rename it' },
    ]);
  });

  it.each([
    ['a number', 42],
    ['not a URL', 'not a url'],
    ['a relative path', '/site'],
    ['an ftp URL', 'ftp://www.example.com'],
  ])('reports a siteUrl that is %s', (_, siteUrl) => {
    expect(problemsOf(withChange((c) => (c.siteUrl = siteUrl)))).toEqual([
      { file, key: 'siteUrl', message: expect.stringMatching(/absolute http\(s\) URL/) },
    ]);
  });

  it('reports locales that are not a list', () => {
    expect(problemsOf(withChange((c) => (c.locales = 'de')))).toEqual([{ file, key: 'locales', message: expect.any(String) }]);
  });

  it('reports a missing page module with the route and what it looked for', () => {
    expect(problemsOf(withChange((c) => (c.routes[1].page = 'about')))).toEqual([
      {
        file,
        key: 'routes.1.page',
        route: '/about-us/',
        message: 'page module "about" not found in site/pages/ (looked for about.tsx, .ts, .jsx, .js)',
      },
    ]);
  });

  it('looks for page modules in the configured pagesDir', () => {
    const asked: string[] = [];
    validateConfig({
      value: withChange((c) => (c.pagesDir = 'src/pages')),
      root,
      configFile,
      pageModuleExists: (pagesDir) => (asked.push(pagesDir), true),
    });
    expect(new Set(asked)).toEqual(new Set(['src/pages']));
  });

  it('reports a duplicate route path, naming the route it repeats', () => {
    expect(problemsOf(withChange((c) => c.routes.push({ path: '/about-us/', page: 'home' })))).toEqual([
      { file, key: 'routes.4.path', route: '/about-us/', message: 'duplicate path, already used by routes.1' },
    ]);
  });

  it('reports a defaultLocale that is not among the locales', () => {
    const problems = problemsOf(withChange((c) => (c.defaultLocale = 'fr')));
    expect(problems).toContainEqual({
      file,
      key: 'defaultLocale',
      message: '"fr" is not among the locales (de, en); add it to "locales" or pick one of them',
    });
  });

  it('reports a locale listed twice', () => {
    expect(problemsOf(withChange((c) => (c.locales[1].code = 'de')))).toContainEqual({
      file,
      key: 'locales.1.code',
      message: 'locale "de" is listed twice',
    });
  });

  it.each([
    ['without trailing slash', '/about-us'],
    ['without leading slash', 'about-us/'],
    ['with upper-case letters', '/About-Us/'],
  ])('reports a route path %s', (_, routePath) => {
    expect(problemsOf(withChange((c) => (c.routes[1].path = routePath)))).toEqual([
      { file, key: 'routes.1.path', message: expect.stringMatching(/must start and end with "\/"/) },
    ]);
  });

  it('reports a route path that starts with a locale prefix', () => {
    expect(problemsOf(withChange((c) => (c.routes[1].path = '/en/about-us/')))).toEqual([
      { file, key: 'routes.1.path', route: '/en/about-us/', message: expect.stringContaining('write the unprefixed path') },
    ]);
  });

  it('reports a {param} without a source', () => {
    expect(problemsOf(withChange((c) => delete c.routes[3].params))).toEqual([
      { file, key: 'routes.3.params', route: '/career/{id}/', message: "{id} has no source; add params: { id: { collection: '…' } }" },
    ]);
  });

  it('reports a param source naming a collection that does not exist', () => {
    expect(problemsOf(withChange((c) => (c.routes[3].params.id.collection = 'jobs')))).toEqual([
      {
        file,
        key: 'routes.3.params.id.collection',
        route: '/career/{id}/',
        message: 'collection "jobs" is not defined under "collections"',
      },
    ]);
  });

  it('reports a param the path does not use', () => {
    expect(problemsOf(withChange((c) => (c.routes[2].params = { id: { collection: 'careers' } })))).toEqual([
      { file, key: 'routes.2.params.id', route: '/career/', message: 'the path has no {id}' },
    ]);
  });

  it('reports a collection schema that is not a zod schema', () => {
    expect(problemsOf(withChange((c) => (c.collections.careers.schema = { title: 'string' })))).toEqual([
      { file, key: 'collections.careers.schema', message: expect.stringMatching(/zod schema/) },
    ]);
  });

  it('reports several problems at once in one error', () => {
    const problems = problemsOf(
      withChange((c) => {
        c.colour = 'blue';
        c.defaultLocale = 'fr';
        c.routes[1].page = 'about';
        c.routes.push({ path: '/career/', page: 'career' });
      }),
    );
    expect(problems.map((problem) => problem.key)).toEqual(
      expect.arrayContaining(['colour', 'defaultLocale', 'routes.1.page', 'routes.4.path']),
    );
    expect(problems.every((problem) => problem.file === file)).toBe(true);
  });

  it('counts the problems in the summary', () => {
    try {
      validate(withChange((c) => ((c.colour = 'blue'), (c.routes[1].page = 'about'))));
      throw new Error('the config was accepted');
    } catch (error) {
      expect((error as Error).message).toBe('generator.config.ts is not a valid sitegen config (2 problems)');
    }
  });

  it('reports an appRoot other than "div" or "body", with the other problems', () => {
    const problems = problemsOf(withChange((c) => ((c.appRoot = 'main'), (c.socialTags = 1))));
    expect(problems).toContainEqual({
      file,
      key: 'appRoot',
      message: 'must be "div" (the layout inside <div id="app">) or "body" (straight into <body>)',
    });
    expect(problems.map((problem) => problem.key)).toContain('socialTags');
  });

  it('reports a socialTags that is not true or false, with the other problems', () => {
    const problems = problemsOf(withChange((c) => ((c.socialTags = 'no'), (c.colour = 'blue'))));
    expect(problems).toContainEqual({ file, key: 'socialTags', message: expect.stringMatching(/must be true .* or false/) });
    expect(problems.map((problem) => problem.key)).toContain('colour');
  });

  it('reports markdown options that would let code into a page, each by key, with the other problems', () => {
    const problems = problemsOf(
      withChange(
        (c) => (
          (c.markdown = { allowTags: ['figure', 'script'], allowAttributes: { img: ['loading', 'onerror'], '*': ['srcdoc'] } }),
          (c.colour = 'blue')
        ),
      ),
    );
    expect(problems).toContainEqual({
      file,
      key: 'markdown.allowTags.1',
      message: expect.stringMatching(/^<script> can run code .* can never keep it; remove it/),
    });
    expect(problems).toContainEqual({
      file,
      key: 'markdown.allowAttributes.img.1',
      message: expect.stringMatching(/^"onerror" runs code .*; remove it$/),
    });
    expect(problems).toContainEqual({ file, key: 'markdown.allowAttributes.*.0', message: expect.stringMatching(/^"srcdoc"/) });
    expect(problems.map((problem) => problem.key)).toContain('colour');
    expect(problems).toHaveLength(4);
  });

  it('reports markdown options of the wrong shape by key', () => {
    const problems = problemsOf(
      withChange((c) => (c.markdown = { allowTags: ['Figure'], allowAttributes: { iframe: 'src' }, allowSchemes: ['data'] })),
    );
    expect(problems.map((problem) => problem.key).sort()).toEqual([
      'markdown.allowAttributes.iframe',
      'markdown.allowSchemes',
      'markdown.allowTags.0',
    ]);
  });

  it('reports a config that is not an object', () => {
    expect(problemsOf(undefined)).toEqual([{ file, key: undefined, message: expect.any(String) }]);
  });
});
