/**
 * The config names files and folders (messages, public folder, icons, share image, collections,
 * app, islands); a wrong one is reported with the config, before any stage runs, all at once.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { build } from '../../src/build/build.js';
import { validateConfig } from '../../src/config/validate-config.js';
import type { PathKind } from '../../src/config/path-kind.js';
import { isSitegenError, type Problem } from '../../src/errors.js';
import { copyFixture, type Fixture } from '../helpers/fixture.js';

const root = path.resolve('/projects/site');
const file = 'generator.config.ts';

/** What is on the disk of a site that has everything its config names. */
const DISK: Record<string, PathKind> = {
  'site/app.tsx': 'file',
  messages: 'folder',
  'messages/de.json': 'file',
  'messages/en.json': 'file',
  'site/public': 'folder',
  'site/public/icon.svg': 'file',
  'site/public/share/card.png': 'file',
  'site/content/careers': 'folder',
  'site/islands/contact-form.tsx': 'file',
};

function config(change: (config: Record<string, unknown>) => void = () => {}): Record<string, unknown> {
  const value: Record<string, unknown> = {
    siteUrl: 'https://www.example.com',
    locales: [
      { code: 'de', language: 'de-DE', name: 'Deutsch' },
      { code: 'en', language: 'en-US', name: 'English' },
    ],
    defaultLocale: 'de',
    routes: [{ path: '/', page: 'home' }],
    collections: { careers: { dir: 'site/content/careers', schema: z.object({ title: z.string() }) } },
    icons: { svg: '/icon.svg' },
    share: { image: '/share/card.png', alt: 'share.alt' },
    islands: { 'contact-form': 'site/islands/contact-form.tsx' },
  };
  change(value);
  return value;
}

/** The problems of a config on a disk where `missing` is not there (and `extra` is). */
function problemsOf(value: Record<string, unknown>, missing: string[] = [], extra: Record<string, PathKind> = {}): Problem[] {
  const disk = { ...DISK, ...extra };
  for (const gone of missing) delete disk[gone];
  try {
    validateConfig({
      value,
      root,
      configFile: path.join(root, file),
      pageModuleExists: (_pagesDir, page) => page === 'home',
      pathKind: (absolute) => disk[path.relative(root, absolute)],
    });
  } catch (error) {
    if (!isSitegenError(error)) throw error;
    return error.problems;
  }
  return [];
}

describe('the files and folders the config names', () => {
  it('accepts a config whose every file and folder is there', () => {
    expect(problemsOf(config())).toEqual([]);
  });

  it.each<{ name: string; missing: string[]; change?: (config: Record<string, unknown>) => void; problems: Problem[] }>([
    {
      name: 'a missing app module',
      missing: ['site/app.tsx'],
      problems: [
        {
          file,
          key: 'app',
          message:
            'app module site/app.tsx not found; create it with `export default defineApp({ Layout, ErrorPage, errorHead, title })`, or correct the path',
        },
      ],
    },
    {
      name: 'a missing messages folder, once rather than once per locale',
      missing: ['messages', 'messages/de.json', 'messages/en.json'],
      problems: [
        {
          file,
          key: 'messagesDir',
          message: 'folder messages/ not found; create it with one message file per locale (de.json, en.json), or correct the path',
        },
      ],
    },
    {
      name: "a locale's missing message file",
      missing: ['messages/en.json'],
      problems: [
        {
          file,
          key: 'messagesDir',
          locale: 'en',
          message: 'messages/en.json not found; create it with the same keys as the other locales',
        },
      ],
    },
    {
      name: 'an icon that is not in the public folder',
      missing: ['site/public/icon.svg'],
      problems: [{ file, key: 'icons.svg', message: '/icon.svg is not in site/public/; add the file or correct the path' }],
    },
    {
      name: 'a share image that is not in the public folder',
      missing: ['site/public/share/card.png'],
      problems: [
        {
          file,
          key: 'share.image',
          message:
            '/share/card.png is not in site/public/. Add site/public/share/card.png (a PNG or JPEG, ideally 1200 × 630 px) or correct the path',
        },
      ],
    },
    {
      name: 'a collection folder that does not exist',
      missing: ['site/content/careers'],
      problems: [
        {
          file,
          key: 'collections.careers.dir',
          message: 'folder site/content/careers/ not found; create it with one subfolder per locale, or correct the path',
        },
      ],
    },
    {
      name: 'a missing island module',
      missing: ['site/islands/contact-form.tsx'],
      problems: [
        {
          file,
          key: 'islands.contact-form',
          message: 'island module site/islands/contact-form.tsx not found; create it (default export: the component) or correct the path',
        },
      ],
    },
    {
      name: 'a public folder the config names that does not exist',
      missing: [],
      change: (c) => (c.publicDir = 'static'),
      problems: [{ file, key: 'publicDir', message: 'folder static/ not found; create it, or correct the path' }],
    },
  ])('reports $name with the key, the path and the fix', ({ missing, change, problems }) => {
    expect(problemsOf(config(change), missing)).toEqual(problems);
  });

  it('takes a missing default public folder as no public files, when the config names none in it', () => {
    expect(
      problemsOf(
        config((c) => ((c.icons = {}), delete c.share)),
        ['site/public', 'site/public/icon.svg', 'site/public/share/card.png'],
      ),
    ).toEqual([]);
  });

  it('reports a public folder that is a file', () => {
    expect(
      problemsOf(
        config((c) => ((c.icons = {}), delete c.share)),
        [],
        { 'site/public': 'file' },
      ),
    ).toEqual([{ file, key: 'publicDir', message: 'site/public is a file, not a folder; point "publicDir" at a folder' }]);
  });

  it('does not count a file in a dot folder as public, since the build does not copy it', () => {
    const problems = problemsOf(
      config((c) => (c.icons = { svg: '/.icons/icon.svg' })),
      [],
      { 'site/public/.icons/icon.svg': 'file' },
    );
    expect(problems.map((problem) => problem.key)).toEqual(['icons.svg']);
  });

  it('counts a file under .well-known/ as public, since the build copies it', () => {
    const problems = problemsOf(
      config((c) => (c.icons = { svg: '/.well-known/icon.svg' })),
      [],
      { 'site/public/.well-known/icon.svg': 'file' },
    );
    expect(problems).toEqual([]);
  });

  it('reports every wrong path together with the key mistakes, in one error', () => {
    const problems = problemsOf(
      config((c) => (c.defaultLocale = 'fr')),
      ['site/app.tsx', 'messages/en.json', 'site/content/careers'],
    );
    expect(problems.map((problem) => problem.key)).toEqual(['defaultLocale', 'app', 'messagesDir', 'collections.careers.dir']);
  });
});

describe('build() on a config with four wrong paths', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('reports all four in one error before anything is built', async () => {
    fixture = await copyFixture('basic');
    await rm(fixture.path('site/pages/about.tsx'));
    await rm(fixture.path('messages/en.json'));
    await rename(fixture.path('content/posts'), fixture.path('content/postz'));
    await fixture.edit('generator.config.ts', (code) => code.replace("image: '/share.png'", "image: '/social/card.png'"));

    const error: unknown = await build({ root: fixture.dir, write: false }).catch((caught: unknown) => caught);

    expect(isSitegenError(error)).toBe(true);
    if (!isSitegenError(error)) return;
    expect(error.message).toBe('generator.config.ts is not a valid sitegen config (4 problems)');
    expect(error.problems).toEqual([
      {
        file,
        key: 'routes.1.page',
        route: '/about/',
        message: 'page module "about" not found in site/pages/ (looked for about.tsx, .ts, .jsx, .js)',
      },
      { file, key: 'messagesDir', locale: 'en', message: 'messages/en.json not found; create it with the same keys as the other locales' },
      {
        file,
        key: 'share.image',
        message:
          '/social/card.png is not in site/public/. Add site/public/social/card.png (a PNG or JPEG, ideally 1200 × 630 px) or correct the path',
      },
      {
        file,
        key: 'collections.posts.dir',
        message: 'folder content/posts/ not found; create it with one subfolder per locale, or correct the path',
      },
    ]);
  });
});
