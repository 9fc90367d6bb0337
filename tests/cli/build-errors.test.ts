/**
 * `sitegen build` on a mistake: each case first builds the fixture successfully, breaks one thing,
 * builds again and checks that the message names what is wrong and how to fix it, that there is
 * no stack trace, and that the previous `dist/` is left exactly as it was.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, type Fixture } from '../helpers/fixture.js';
import { builtFixture, expectUserError, hashTree, leftovers } from './cli-helpers.js';

interface BadInput {
  name: string;
  breakIt: (fixture: Fixture) => Promise<void>;
  /** What stderr must say: the file, the key / route / locale, and the fix. */
  says: (string | RegExp)[];
}

const replaceIn = (file: string, from: string | RegExp, to: string) => (fixture: Fixture) =>
  fixture.edit(file, (text) => {
    const changed = text.replace(from, to);
    if (changed === text) throw new Error(`${String(from)} not found in ${file}`);
    return changed;
  });

const cases: BadInput[] = [
  {
    name: 'an unknown config key',
    breakIt: replaceIn('generator.config.ts', "defaultLocale: 'de',", "defaultLocale: 'de',\n  colour: 'blue',"),
    says: ['generator.config.ts', 'key "colour"', 'unknown key; remove or rename it'],
  },
  {
    name: 'a config value of the wrong type',
    breakIt: replaceIn('generator.config.ts', "siteUrl: 'https://fixture.example'", 'siteUrl: 42 as unknown as string'),
    says: ['generator.config.ts', 'key "siteUrl"', 'must be an absolute http(s) URL like "https://www.example.com"'],
  },
  {
    name: 'a route whose page module is missing',
    breakIt: (fixture) => rm(fixture.path('site/pages/about.tsx')),
    says: ['generator.config.ts', 'route /about/', 'key "routes.1.page"', 'page module "about" not found in site/pages/'],
  },
  {
    name: 'two routes with the same path',
    breakIt: replaceIn(
      'generator.config.ts',
      "{ path: '/about/', page: 'about' },",
      "{ path: '/about/', page: 'about' },\n    { path: '/about/', page: 'home' },",
    ),
    says: ['generator.config.ts', 'route /about/', 'key "routes.2.path"', 'duplicate path, already used by routes.1'],
  },
  {
    name: 'a default locale that is not among the locales',
    breakIt: replaceIn('generator.config.ts', "defaultLocale: 'de'", "defaultLocale: 'fr'"),
    says: [
      'generator.config.ts',
      'key "defaultLocale"',
      '"fr" is not among the locales (de, en)',
      'add it to "locales" or pick one of them',
    ],
  },
  {
    name: 'a message key present in one locale only',
    breakIt: replaceIn('messages/de.json', '"description": "Wer wir sind."', '"description": "Wer wir sind.", "team": "Unser Team"'),
    says: [
      'messages/en.json',
      'locale "en"',
      'key "about.team"',
      'it exists in messages/de.json',
      'Add a translation or remove the key everywhere',
    ],
  },
  {
    name: 'a message with invalid ICU syntax',
    breakIt: replaceIn('messages/de.json', '"Wer wir sind."', '"Hallo {name"'),
    says: [
      'messages/de.json',
      'locale "de"',
      'key "about.description"',
      'invalid ICU message syntax',
      /at character \d+/,
      'Fix the messages in messages/',
    ],
  },
  {
    name: 'a page using a message id that is in no message file',
    breakIt: replaceIn('site/pages/about.tsx', /about\.title/g, 'about.headline'),
    says: [
      'Page /about/',
      'locale de',
      'message "about.headline"',
      'messages/de.json',
      // The page's line, not only its route.
      /used at site\/pages\/about\.tsx:5:\d+/,
      'Add "about.headline" to every message file, or correct the id in the page.',
    ],
  },
  {
    name: 'a page using a mistyped message id',
    breakIt: replaceIn('site/pages/about.tsx', /about\.title/g, 'about.titel'),
    says: ['message "about.titel"', /used at site\/pages\/about\.tsx:5:\d+/, 'Did you mean "about.title"?'],
  },
  {
    // The message and the page disagree; the user fixes one of them, sitegen has no bug here.
    name: 'a message that needs a value the page does not give',
    breakIt: async (fixture) => {
      await replaceIn('messages/de.json', '"Wer wir sind."', '"Wer wir sind: {count} Leute."')(fixture);
      await replaceIn('messages/en.json', '"Who we are."', '"Who we are: {count} people."')(fixture);
    },
    says: ['about.description', '/about/', 'count'],
  },
  {
    name: 'a posting whose file name is not a slug',
    breakIt: async (fixture) => {
      const { rename } = await import('node:fs/promises');
      await rename(fixture.path('content/posts/de/first-post.md'), fixture.path('content/posts/de/First_Post.md'));
      await rename(fixture.path('content/posts/en/first-post.md'), fixture.path('content/posts/en/First_Post.md'));
    },
    says: [
      'content/posts/de/First_Post.md',
      'content/posts/en/First_Post.md',
      '"First_Post" is not a valid posts id',
      'rename the file to a lowercase slug such as "first-post.md"',
    ],
  },
  {
    name: 'a posting missing in one locale',
    breakIt: (fixture) => rm(fixture.path('content/posts/en/second-post.md')),
    says: [
      'content/posts/en/second-post.md',
      'locale "en"',
      'exists in de but not in en',
      'add content/posts/en/second-post.md or remove it everywhere',
    ],
  },
  {
    name: 'a posting without a required front-matter field',
    breakIt: replaceIn('content/posts/de/first-post.md', 'title: Erster Beitrag\n', ''),
    says: ['content/posts/de/first-post.md', 'locale "de"', 'key "title"', 'Fix the front matter'],
  },
  {
    name: 'a posting with invalid YAML front matter',
    breakIt: replaceIn('content/posts/de/first-post.md', 'title: Erster Beitrag', 'title: [Erster Beitrag'),
    says: ['content/posts/de/first-post.md', 'locale "de"', 'front matter is not valid YAML', /line \d+/, 'Fix the front matter'],
  },
  {
    // Saved as Latin-1: "Über" would otherwise show as "�ber" on every German page.
    name: 'a message file that is not UTF-8',
    breakIt: async (fixture) => writeFile(fixture.path('messages/de.json'), Buffer.from(await fixture.read('messages/de.json'), 'latin1')),
    says: ['messages/de.json', 'locale "de"', 'is not valid UTF-8 (line', 'save it as UTF-8 in your editor'],
  },
  {
    // EISDIR, not ENOENT: "not found; create it" would send the user after a file that is there.
    name: 'a message file that is a folder',
    breakIt: async (fixture) => {
      await rm(fixture.path('messages/en.json'));
      await mkdir(fixture.path('messages/en.json'));
    },
    says: ['locale "en"', 'messages/en.json is a folder, not a file', 'create the message file in its place'],
  },
  {
    // JSON.parse keeps the last value; the first would vanish from every English page.
    name: 'a message key written twice in one object',
    breakIt: replaceIn('messages/en.json', '"title": "About us",', '"title": "About us", "title": "About",'),
    says: ['messages/en.json', 'key "about.title"', 'is written twice in one object, on lines 4 and 4', 'Keep one of them'],
  },
  {
    name: 'a message id written both flat and nested',
    breakIt: replaceIn('messages/en.json', '"site": {', '"home.title": "Hello",\n  "site": {'),
    says: ['messages/en.json', 'key "home.title"', 'is defined twice, as "home.title" and as "home" → "title"'],
  },
  {
    // Was "Internal error: Maximum call stack size exceeded … This is a bug in sitegen".
    name: 'a message file nested 10,000 levels deep',
    breakIt: replaceIn('messages/en.json', '"site": {', `"deep": ${'{"a": '.repeat(10_000)}"x"${'}'.repeat(10_000)},\n  "site": {`),
    says: ['messages/en.json', 'key "deep.a.a.a', 'is nested more than 32 levels deep'],
  },
  {
    // Was "Internal error: Maximum call stack size exceeded" from an argument spread.
    name: 'a message file with 130,000 keys the other lacks',
    breakIt: replaceIn(
      'messages/en.json',
      '"site": {',
      `${Array.from({ length: 130_000 }, (_, index) => `"k${index}": "x"`).join(', ')},\n  "site": {`,
    ),
    says: [
      'messages/de.json, locale "de": lacks 130,000 keys the other message files have: 10 listed below, and 129,990 more',
      'key "k0": missing',
    ],
  },
  {
    name: 'a control character in a message',
    breakIt: replaceIn('messages/en.json', '"About us"', '"About\\u0007us"'),
    says: ['messages/en.json', 'key "about.title"', 'a control character (U+0007) at character 6'],
  },
  {
    name: 'a posting that is not UTF-8',
    breakIt: (fixture) =>
      writeFile(
        fixture.path('content/posts/de/first-post.md'),
        Buffer.from('---\ntitle: Erster Beitrag\ndate: 2026-01-02\n---\n\nGr\u00fc\u00dfe aus K\u00f6ln.\n', 'latin1'),
      ),
    says: ['content/posts/de/first-post.md', 'locale "de"', 'is not valid UTF-8 (line 6, column 3)', 'save it as UTF-8'],
  },
  {
    name: 'a front-matter date that is no date',
    breakIt: replaceIn('content/posts/de/first-post.md', 'date: 2026-01-02', 'date: next tuesday'),
    says: [
      'content/posts/de/first-post.md',
      'locale "de"',
      'key "date"',
      '"next tuesday" is not a date; write it as YYYY-MM-DD, e.g. 2026-09-30',
    ],
  },
  {
    // A typo in the folder would otherwise drop every posting page without a word.
    name: 'a collection folder that does not exist',
    breakIt: replaceIn('generator.config.ts', "dir: 'content/posts'", "dir: 'content/postz'"),
    says: ['content/postz', 'posts'],
  },
  {
    name: 'a share image that is not in the public folder',
    breakIt: replaceIn('generator.config.ts', "image: '/share.png'", "image: '/social/card.png'"),
    says: ['generator.config.ts', 'key "share.image"', '/social/card.png is not in site/public/', 'Add site/public/social/card.png'],
  },
  {
    name: 'a share image that is neither PNG nor JPEG',
    breakIt: (fixture) => fixture.write('site/public/share.png', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    says: [
      'generator.config.ts',
      'key "share.image"',
      'site/public/share.png is not a readable PNG or JPEG',
      'Export it again as PNG or JPEG',
    ],
  },
  {
    name: 'a share image in a format link previews do not all show',
    breakIt: replaceIn('generator.config.ts', "image: '/share.png'", "image: '/icon.svg'"),
    says: ['generator.config.ts', 'key "share.image"', 'must be the path of a PNG or JPEG in the public folder'],
  },
  {
    name: 'a share image description that is in no message file',
    breakIt: replaceIn('generator.config.ts', "alt: 'share.alt'", "alt: 'share.description'"),
    says: ['message "share.description"', 'messages/de.json'],
  },
  {
    name: 'a page whose lastModified is not a date',
    breakIt: replaceIn('site/pages/post.tsx', 'lastModified: entry!.data.date', "lastModified: 'last Tuesday'"),
    says: ['Page /de/posts/first-post/: lastModified "last Tuesday" is not a valid date', 'like "2026-10-19"'],
  },
  {
    name: 'JSON-LD that is not an object',
    breakIt: replaceIn('site/pages/post.tsx', "jsonLd: { '@context'", "jsonLd: 'BlogPosting' as never, unused: { '@context'"),
    says: ["Page /de/posts/first-post/: jsonLd from the page's head() is not an object", '{ "@context": "https://schema.org"'],
  },
  {
    // The site's own code failing is the user's mistake, not sitegen's: no "Internal error", no
    // stack, but the page (route and locale) whose rendering failed and the error's own text.
    name: 'a page component that throws while rendering',
    breakIt: replaceIn(
      'site/pages/about.tsx',
      'component: () => <h1>',
      "component: () => { throw new TypeError('team is undefined'); }, unused: () => <h1>",
    ),
    says: ['/about/', 'team is undefined'],
  },
  {
    name: 'a page head() that throws',
    breakIt: replaceIn('site/pages/about.tsx', 'head: ({ intl }) => ({', "head: ({ intl }) => ({ ...(JSON.parse('{') as object),"),
    says: ['/about/', 'JSON'],
  },
  {
    name: 'a page module that throws when it is loaded',
    breakIt: (fixture) => fixture.edit('site/pages/about.tsx', (text) => `${text}\nthrow new Error('top-level boom');\n`),
    says: ['site/pages/about.tsx', 'top-level boom'],
  },
  {
    name: 'a syntax error in a page module',
    breakIt: replaceIn('site/pages/about.tsx', '() => <h1>', '() => <h1 {'),
    says: [/site\/pages\/about\.tsx:6:\d+/, 'Compiling', 'Fix the syntax'],
  },
  {
    name: 'pages importing packages that are not installed',
    breakIt: (fixture) =>
      Promise.all([
        fixture.edit('site/pages/about.tsx', (text) => `import leftPad from 'left-pad';\nconsole.log(leftPad);\n${text}`),
        fixture.edit(
          'site/pages/home.tsx',
          (text) => `import { marked } from 'no-such-markdown/lib';\nimport '@no-such/scope';\nconsole.log(marked);\n${text}`,
        ),
      ]).then(() => undefined),
    // Every one at once, not the first Node happens to meet.
    says: ['not installed', '@no-such/scope, left-pad, no-such-markdown', 'npm install @no-such/scope left-pad no-such-markdown'],
  },
];

describe('sitegen build on a mistake', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  for (const { name, breakIt, says } of cases) {
    it(`rejects ${name} with exit 1, a message naming the fault and the fix, and dist/ untouched`, async () => {
      fixture = await builtFixture();
      const before = await hashTree(fixture.path('dist'));
      expect(before.size).toBeGreaterThan(0);

      await breakIt(fixture);
      const result = await runCli(['build'], fixture.dir);

      expectUserError(result);
      for (const text of says) {
        if (typeof text === 'string') expect(result.stderr).toContain(text);
        else expect(result.stderr).toMatch(text);
      }
      expect(result.stdout).not.toMatch(/^Built/m);
      expect(await hashTree(fixture.path('dist'))).toEqual(before);
      expect(await leftovers(fixture.dir)).toEqual([]);
    });
  }
});

describe('sitegen build on a config with four wrong paths', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('names all four in one build, each with its key, path and fix, and leaves dist/ untouched', async () => {
    fixture = await builtFixture();
    const before = await hashTree(fixture.path('dist'));
    await rm(fixture.path('site/pages/about.tsx'));
    await rm(fixture.path('messages/en.json'));
    await replaceIn('generator.config.ts', "dir: 'content/posts'", "dir: 'content/postz'")(fixture);
    await replaceIn('generator.config.ts', "image: '/share.png'", "image: '/social/card.png'")(fixture);

    const result = await runCli(['build'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toContain('generator.config.ts is not a valid sitegen config (4 problems)');
    for (const says of [
      'key "routes.1.page": page module "about" not found in site/pages/',
      'locale "en", key "messagesDir": messages/en.json not found; create it',
      'key "share.image": /social/card.png is not in site/public/. Add site/public/social/card.png',
      'key "collections.posts.dir": folder content/postz/ not found; create it with one subfolder per locale, or correct the path',
    ])
      expect(result.stderr).toContain(says);
    expect(await hashTree(fixture.path('dist'))).toEqual(before);
    expect(await leftovers(fixture.dir)).toEqual([]);
  });
});
