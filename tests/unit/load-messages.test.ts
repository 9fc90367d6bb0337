/** Reading the message files: the catalogues the build hashes and renders with. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
});
