import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { checkCatalogues, compileCatalogues, icuSyntaxError } from '../../src/i18n/check-messages.js';

const files = { de: 'messages/de.json', en: 'messages/en.json' };

describe('checkCatalogues', () => {
  it('accepts catalogues with the same keys and valid messages', () => {
    expect(
      checkCatalogues({
        catalogues: {
          de: { 'home.title': 'Willkommen', 'career.count': '{count, plural, one {# Stelle} other {# Stellen}}' },
          en: { 'home.title': 'Welcome', 'career.count': '{count, plural, one {# position} other {# positions}}' },
        },
        files,
      }),
    ).toEqual([]);
  });

  it('reports a key present in one locale only, naming the file, the locale and the key that lack it', () => {
    const problems = checkCatalogues({
      catalogues: { de: { 'home.title': 'Willkommen', 'home.extra': 'Nur deutsch' }, en: { 'home.title': 'Welcome' } },
      files,
    });
    expect(problems).toEqual([
      { file: 'messages/en.json', locale: 'en', key: 'home.extra', message: expect.stringContaining('messages/de.json') },
    ]);
    expect(problems[0]!.message).toMatch(/Add a translation or remove the key/);
  });

  it('reports every missing key, whichever locale lacks it', () => {
    const problems = checkCatalogues({ catalogues: { de: { a: 'A', b: 'B' }, en: { b: 'B', c: 'C' } }, files });
    expect(problems.map((problem) => [problem.locale, problem.key])).toEqual([
      ['en', 'a'],
      ['de', 'c'],
    ]);
  });

  it('reports invalid ICU syntax with file, locale, key and position', () => {
    const problems = checkCatalogues({ catalogues: { de: { greeting: 'Hallo {name' }, en: { greeting: 'Hello {name}' } }, files });
    expect(problems).toEqual([
      {
        file: 'messages/de.json',
        locale: 'de',
        key: 'greeting',
        message: expect.stringMatching(/^invalid ICU message syntax: .+ at character \d+$/),
      },
    ]);
  });

  it('reports a missing key and a syntax error together', () => {
    const problems = checkCatalogues({ catalogues: { de: { a: 'A', b: 'Hallo {name' }, en: { a: 'A' } }, files });
    expect(problems.map((problem) => [problem.locale, problem.key])).toEqual([
      ['en', 'b'],
      ['de', 'b'],
    ]);
  });

  it('counts the missing keys of a locale and lists 10, for 130,000 keys one locale lacks', () => {
    const de: Record<string, string> = {};
    for (let index = 0; index < 130_000; index++) de[`key${index}`] = 'Text';
    const problems = checkCatalogues({ catalogues: { de, en: {} }, files });
    expect(problems).toHaveLength(11);
    expect(problems[0]).toEqual({
      file: 'messages/en.json',
      locale: 'en',
      message: 'lacks 130,000 keys the other message files have: 10 listed below, and 129,990 more',
    });
    expect(problems.slice(1).every((problem) => problem.locale === 'en' && problem.key?.startsWith('key'))).toBe(true);
  });

  it('reports a missing key named constructor or __proto__ like any other', () => {
    const de = JSON.parse('{"constructor": "Bau", "__proto__": "Proto", "toString": "Text"}') as Record<string, string>;
    const problems = checkCatalogues({ catalogues: { de, en: {} }, files });
    expect(problems.map((problem) => problem.key).sort()).toEqual(['__proto__', 'constructor', 'toString']);
  });
});

describe('compileCatalogues', () => {
  it("gives every message the parser's own tree, plain text included (made without the parser)", () => {
    const messages = {
      plain: 'Willkommen bei Muster GmbH',
      empty: '',
      hash: 'Stelle # 5 – Über uns',
      lines: 'Zeile eins\nZeile zwei',
      argument: 'Hallo {name}',
      plural: '{count, plural, one {# Stelle} other {# Stellen}}',
      tag: 'Lesen Sie die <link>Datenschutzerklärung</link>',
      quoted: "Das '{'Zeichen'}'",
    };
    const { compiled, problems } = compileCatalogues({ catalogues: { de: messages }, files: { de: 'messages/de.json' } });
    expect(problems).toEqual([]);
    for (const [key, message] of Object.entries(messages)) expect(compiled.de![key]).toEqual(parse(message));
  });
});

describe('icuSyntaxError', () => {
  it.each([
    ['plain text', 'Willkommen'],
    ['an argument', 'Hallo {name}'],
    ['a plural', '{count, plural, =0 {Keine Stellen} one {# Stelle} other {# Stellen}}'],
    ['a select', '{gender, select, female {Sie} male {Er} other {Sie}}'],
    ['a number', 'Seit {years, number} Jahren'],
    ['a rich-text tag', 'Lesen Sie die <link>Datenschutzerklärung</link>'],
  ])('accepts %s', (_, message) => {
    expect(icuSyntaxError(message)).toBeUndefined();
  });

  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['a plural without other', '{count, plural, one {# job}}'],
    ['a select without other', '{gender, select, male {He}}'],
    ['an unclosed tag', 'Read the <link>privacy policy'],
  ])('rejects %s', (_, message) => {
    expect(icuSyntaxError(message)).toMatch(/\S/);
  });

  it('refuses 10,000 nested selects plainly, not as a stack overflow', () => {
    const deep = `${'{x, select, a {'.repeat(10_000)}y${'} other {z}}'.repeat(10_000)}`;
    expect(icuSyntaxError(deep)).toMatch(/^it is nested too deeply/);
  });

  it('says where the error is', () => {
    expect(icuSyntaxError('Hello {name')).toMatch(/at character \d+$/);
  });
});
