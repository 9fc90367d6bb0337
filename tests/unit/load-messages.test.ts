/** Reading the message files: the catalogues the build hashes and renders with. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSitegenError } from '../../src/errors.js';
import { loadMessages } from '../../src/i18n/load-messages.js';
import { locales } from './locales.js';

describe('loadMessages', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-messages-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const write = (locale: string, tree: unknown) => writeFile(path.join(root, `${locale}.json`), JSON.stringify(tree));

  it('reads one catalogue per locale with dotted keys', async () => {
    await write('de', { home: { title: 'Willkommen' } });
    await write('en', { home: { title: 'Welcome' } });
    const { messages } = await loadMessages({ root, messagesDir: root, locales });
    expect(messages.de).toMatchObject({ 'home.title': 'Willkommen' });
    expect(messages.en).toMatchObject({ 'home.title': 'Welcome' });
    // Besides the site's own: sitegen's texts, nothing else.
    expect(Object.keys(messages.de!).filter((id) => !id.startsWith('sitegen.'))).toEqual(['home.title']);
  });

  // The build id hashes JSON.stringify of the catalogues: their order must not depend on which
  // file the disk happens to deliver first, or a rebuild without changes becomes a new release.
  it('returns the catalogues in the order of the locales, however long each file takes to read', async () => {
    const long = 'Lorem ipsum dolor sit amet. '.repeat(200_000);
    await write('de', { home: { title: 'Willkommen', text: long } });
    await write('en', { home: { title: 'Welcome', text: 'short' } });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(Object.keys((await loadMessages({ root, messagesDir: root, locales })).messages)).toEqual(['de', 'en']);
    }
  });

  it('names a missing message file and the locale it is for', async () => {
    await write('de', { home: { title: 'Willkommen' } });
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect(isSitegenError(error)).toBe(true);
    expect((error as { problems: unknown[] }).problems).toEqual([
      { file: 'en.json', locale: 'en', message: expect.stringContaining('message file not found') },
    ]);
  });

  it('names a message file that is not valid JSON', async () => {
    await write('de', { home: { title: 'Willkommen' } });
    await writeFile(path.join(root, 'en.json'), '{ "home": { "title": "Welcome", } }');
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect((error as { problems: unknown[] }).problems).toEqual([
      { file: 'en.json', locale: 'en', message: expect.stringContaining('is not valid JSON') },
    ]);
  });

  it('names a message file that is a folder, not as missing', async () => {
    await write('de', { home: { title: 'Willkommen' } });
    await mkdir(path.join(root, 'en.json'));
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect((error as { problems: { message: string }[] }).problems).toEqual([
      { file: 'en.json', locale: 'en', message: expect.stringContaining('is a folder, not a file') },
    ]);
    expect((error as { problems: { message: string }[] }).problems[0]!.message).not.toContain('not found');
  });

  it('refuses a key written twice in one file, naming both lines', async () => {
    await write('de', { home: { title: 'Willkommen' } });
    await writeFile(path.join(root, 'en.json'), '{\n  "home": {\n    "title": "Welcome",\n    "title": "Hello"\n  }\n}\n');
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect((error as { problems: unknown[] }).problems).toEqual([
      {
        file: 'en.json',
        locale: 'en',
        key: 'home.title',
        message: expect.stringContaining('is written twice in one object, on lines 3 and 4'),
      },
    ]);
  });

  it('refuses one id written flat and nested in one file', async () => {
    await write('de', { home: { title: 'Willkommen' }, 'home.title': 'Hallo' });
    await write('en', { home: { title: 'Welcome' } });
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect((error as { problems: unknown[] }).problems).toEqual([
      { file: 'de.json', key: 'home.title', message: expect.stringContaining('is defined twice, as "home" → "title" and as "home.title"') },
    ]);
  });

  it('reports 130,000 keys one locale lacks plainly: a count and 10 of them', async () => {
    const tree = Object.fromEntries(Array.from({ length: 130_000 }, (_, index) => [`key${index}`, 'Text']));
    await write('de', tree);
    await write('en', {});
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect(isSitegenError(error)).toBe(true);
    const problems = (error as { problems: { message: string }[] }).problems;
    expect(problems).toHaveLength(11);
    expect(problems[0]!.message).toContain('lacks 130,000 keys the other message files have: 10 listed below, and 129,990 more');
  });

  it('refuses a file nested 10,000 deep, naming the key path', async () => {
    await writeFile(path.join(root, 'de.json'), `${'{"a": '.repeat(10_000)}"Text"${'}'.repeat(10_000)}`);
    await write('en', {});
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect(isSitegenError(error)).toBe(true);
    expect((error as { problems: unknown[] }).problems).toEqual([
      { file: 'de.json', key: expect.stringMatching(/^a\.a\.a/), message: expect.stringContaining('nested more than 32 levels deep') },
    ]);
  });

  it('refuses a control character in a message, naming file and key', async () => {
    await write('de', { home: { title: 'Willkommen\u0000' } });
    await write('en', { home: { title: 'Welcome' } });
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect((error as { problems: unknown[] }).problems).toEqual([
      { file: 'de.json', key: 'home.title', message: expect.stringContaining('a control character (U+0000) at character 11') },
    ]);
  });
});
