/**
 * sitegen's own texts (the loading overlay's label, the 404 page's "not found" line) have
 * defaults in German, English and the common European languages; for any other language English
 * stands in with a warning naming the ids; a site's messages win.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.js';
import { isSitegenError } from '../../src/errors.js';
import { builtinMessages, ownBuiltinMessages, SITEGEN_MESSAGES } from '../../src/i18n/builtin-messages.js';
import { loadMessages } from '../../src/i18n/load-messages.js';
import type { ReleaseManifest } from '../../src/shapes.js';
import { copyFixture, type Fixture } from '../helpers/fixture.js';
import { locales } from './locales.js';

const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };

function text(files: Map<string, string | Uint8Array>, file: string): string {
  const content = files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
}

/** The overlay's label by locale: in the release manifest the page's boot data names by its build id. */
function loadingLabels(files: Map<string, string | Uint8Array>, html: string): Record<string, string> {
  const { buildId } = JSON.parse(/<script type="application\/json" id="sitegen-boot">([^<]*)<\/script>/.exec(html)![1]!) as {
    buildId: string;
  };
  const manifest = JSON.parse(text(files, `_sitegen/builds/meta/${buildId}.json`)) as ReleaseManifest;
  return Object.fromEntries(manifest.boot.locales.map((locale) => [locale.code, locale.loading]));
}

describe('builtinMessages', () => {
  it.each([
    ['de-DE', 'Wird geladen…'],
    ['de-AT', 'Wird geladen…'],
    ['de', 'Wird geladen…'],
    ['en-US', 'Loading…'],
    ['en-GB', 'Loading…'],
    ['fr-FR', 'Chargement…'],
    ['pt-BR', 'Carregando…'],
    ['pt-PT', 'A carregar…'],
    ['ja-JP', 'Loading…'],
  ])('labels the overlay of a %s page "%s"', (language, label) => {
    expect(builtinMessages(language)[SITEGEN_MESSAGES.loading]).toBe(label);
  });

  it.each([
    ['fr-FR', 'Page introuvable\u00a0: {path}'],
    ['es-ES', 'Página no encontrada: {path}'],
    ['it-IT', 'Pagina non trovata: {path}'],
    ['nl-NL', 'Pagina niet gevonden: {path}'],
    ['pl-PL', 'Nie znaleziono strony: {path}'],
    ['pt-PT', 'Página não encontrada: {path}'],
    ['sv-SE', 'Sidan hittades inte: {path}'],
    ['da-DK', 'Siden blev ikke fundet: {path}'],
    ['cs-CZ', 'Stránka nenalezena: {path}'],
    ['fi-FI', 'Sivua ei löytynyt: {path}'],
    ['nb-NO', 'Fant ikke siden: {path}'],
    ['en-GB', 'Page not found: {path}'],
  ])('says a %s 404 page was not found in its language: "%s"', (language, line) => {
    expect(builtinMessages(language)[SITEGEN_MESSAGES.notFound]).toBe(line);
  });

  it('has no defaults in a language it does not know, not even through a name like "constructor"', () => {
    expect(ownBuiltinMessages('ja-JP')).toBeUndefined();
    expect(ownBuiltinMessages('constructor')).toBeUndefined();
  });

  it('gives German and English every id sitegen reads', () => {
    const ids = Object.values(SITEGEN_MESSAGES).sort();
    expect(Object.keys(builtinMessages('de')).sort()).toEqual(ids);
    expect(Object.keys(builtinMessages('en')).sort()).toEqual(ids);
  });
});

describe('loadMessages with sitegen ids', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-builtin-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const write = (locale: string, tree: unknown) => writeFile(path.join(root, `${locale}.json`), JSON.stringify(tree));

  it("keeps a site's own text for one locale and fills the other with the default, without a missing-key error", async () => {
    await write('de', { home: { title: 'Willkommen' }, sitegen: { loading: 'Einen Moment' } });
    await write('en', { home: { title: 'Welcome' } });
    const { messages } = await loadMessages({ root, messagesDir: root, locales });
    expect(messages.de![SITEGEN_MESSAGES.loading]).toBe('Einen Moment');
    expect(messages.en![SITEGEN_MESSAGES.loading]).toBe('Loading…');
  });

  it('warns, naming file, locale and ids, when a locale is in a language sitegen has no texts in and the file lacks them', async () => {
    const ja = { code: 'ja', language: 'ja-JP', name: '日本語', catchAll: false };
    await write('de', { home: { title: 'Willkommen' } });
    await write('ja', { home: { title: 'ようこそ' }, sitegen: { loading: '読み込み中…' } });
    const { messages, warnings } = await loadMessages({ root, messagesDir: root, locales: [locales[0]!, ja] });
    expect(warnings).toEqual([
      {
        file: 'ja.json',
        locale: 'ja',
        message: 'sitegen has no built-in text in ja-JP for "sitegen.notFound", so its pages show English there; add it to ja.json',
      },
    ]);
    expect(messages.ja![SITEGEN_MESSAGES.notFound]).toBe('Page not found: {path}');
  });

  it('warns about texts still marked [TODO translate], naming file, locale and ids', async () => {
    await write('de', { home: { title: 'Willkommen', text: 'Hallo' } });
    await write('en', { home: { title: '[TODO translate] Willkommen', text: '[TODO translate] Hallo' } });
    const { warnings } = await loadMessages({ root, messagesDir: root, locales });
    expect(warnings).toEqual([
      {
        file: 'en.json',
        locale: 'en',
        message: '2 messages are not translated yet ("home.title", "home.text"); translate them and remove "[TODO translate]"',
      },
    ]);
  });

  it('reports an id under sitegen. that sitegen does not read, with file, locale and key', async () => {
    await write('de', { home: { title: 'Willkommen' }, sitegen: { laoding: 'Lädt' } });
    await write('en', { home: { title: 'Welcome' }, sitegen: { laoding: 'Loads' } });
    const error = await loadMessages({ root, messagesDir: root, locales }).catch((thrown: unknown) => thrown);
    expect(isSitegenError(error)).toBe(true);
    const problems = (error as { problems?: { file?: string; locale?: string; key?: string; message: string }[] }).problems ?? [];
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'de.json',
        locale: 'de',
        key: 'sitegen.laoding',
        message: expect.stringContaining('sitegen reads no message'),
      }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: 'en.json', locale: 'en', key: 'sitegen.laoding' }));
  });
});

describe('a site without sitegen ids (the basic fixture)', () => {
  let fixture: Fixture;
  let files: Map<string, string | Uint8Array>;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    files = (await build({ root: fixture.dir, write: false, env: EPOCH })).files!;
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  it('labels the overlay in German on German pages and in English on English pages', () => {
    for (const file of ['index.html', 'de/about/index.html', 'en/about/index.html']) {
      expect(loadingLabels(files, text(files, file)), file).toEqual({ de: 'Wird geladen…', en: 'Loading…' });
    }
  });

  it('says "Seite nicht gefunden:" on the German 404 pages and "Page not found:" on the English one', () => {
    expect(text(files, '404.html')).toContain('Seite nicht gefunden: <span data-sitegen-request-path></span>');
    expect(text(files, 'de/404.html')).toContain('Seite nicht gefunden: <span data-sitegen-request-path></span>');
    expect(text(files, 'en/404.html')).toContain('Page not found: <span data-sitegen-request-path></span>');
  });

  it('shows the same line in the 404 page the runtime swaps in', () => {
    const payloads = [...files.keys()].filter((file) => /^_sitegen\/errors\/[^/]+\/(de|en)-404\.json$/.test(file));
    expect(payloads).toHaveLength(2);
    for (const file of payloads) {
      const expected = file.includes('/de-') ? 'Seite nicht gefunden: ' : 'Page not found: ';
      expect((JSON.parse(text(files, file)) as { html: string }).html).toContain(`${expected}<span data-sitegen-request-path></span>`);
    }
  });

  describe("with the site's own texts", () => {
    let own: BuildResult;
    beforeAll(async () => {
      await fixture.edit('messages/de.json', (json) =>
        json.replace(/\n}\s*$/, ',\n  "sitegen": { "loading": "Einen Moment bitte", "notFound": "Nichts unter {path}" }\n}\n'),
      );
      own = await build({ root: fixture.dir, write: false, env: EPOCH });
    });

    it('uses them in its locale and the defaults in the other', () => {
      expect(loadingLabels(own.files!, text(own.files!, 'en/about/index.html'))).toEqual({ de: 'Einen Moment bitte', en: 'Loading…' });
      expect(text(own.files!, '404.html')).toContain('Nichts unter <span data-sitegen-request-path></span>');
      expect(text(own.files!, 'en/404.html')).toContain('Page not found: <span data-sitegen-request-path></span>');
    });
  });
});
