/** A message file's tree → message ids: nested groups, and every way a file can be wrong, named with its key. */
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/errors.js';
import { flattenMessages } from '../../src/i18n/flatten-messages.js';

describe('flattenMessages', () => {
  it('turns nested groups into dotted keys', () => {
    const problems: Problem[] = [];
    const messages = flattenMessages(
      { home: { title: 'Willkommen', hero: { cta: 'Los' } }, 'site.name': 'Muster GmbH' },
      'messages/de.json',
      problems,
    );
    expect(messages).toEqual({ 'home.title': 'Willkommen', 'home.hero.cta': 'Los', 'site.name': 'Muster GmbH' });
    expect(problems).toEqual([]);
  });

  it.each([
    ['a number', 42, 'number'],
    ['an array', ['a', 'b'], 'an array'],
    ['null', null, 'null'],
    ['a boolean', true, 'boolean'],
  ])('reports %s as a message, naming the file and the dotted key', (_, value, found) => {
    const problems: Problem[] = [];
    const messages = flattenMessages({ home: { title: 'Willkommen', count: value } }, 'messages/de.json', problems);
    expect(messages).toEqual({ 'home.title': 'Willkommen' });
    expect(problems).toEqual([{ file: 'messages/de.json', key: 'home.count', message: expect.stringContaining(found) }]);
  });

  it('reports a file that is not an object', () => {
    const problems: Problem[] = [];
    flattenMessages(['not', 'an', 'object'], 'messages/en.json', problems);
    expect(problems).toEqual([{ file: 'messages/en.json', key: undefined, message: expect.stringMatching(/must be an object/) }]);
  });
});

describe('flattenMessages on mistakes', () => {
  const flatten = (tree: unknown) => {
    const problems: Problem[] = [];
    const messages = flattenMessages(tree, 'messages/de.json', problems);
    return { messages, problems };
  };

  it('refuses one id written both flat and nested, naming both', () => {
    const { problems } = flatten({ 'home.title': 'Flach', home: { title: 'Verschachtelt' } });
    expect(problems).toEqual([
      {
        file: 'messages/de.json',
        key: 'home.title',
        message: 'is defined twice, as "home.title" and as "home" → "title"; keep one of them',
      },
    ]);
  });

  it('refuses nesting 10,000 deep with one problem naming the key path, shortened', () => {
    let tree: unknown = 'Text';
    for (let depth = 0; depth < 10_000; depth++) tree = { a: tree };
    const { problems } = flatten(tree);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^is nested more than 32 levels deep/);
    expect(problems[0]!.key).toBe(Array(32).fill('a').join('.'));
  });

  it('shortens a long key path in the middle', () => {
    const key = 'k'.repeat(5_000);
    const { problems } = flatten({ [key]: 42 });
    expect(problems[0]!.key!.length).toBeLessThan(260);
    expect(problems[0]!.key).toContain('…');
  });

  it.each([
    ['a control character', 'Titel\\u0007', 'a control character (U+0007) at character 6'],
    ['a lone surrogate', 'Titel \\ud800', 'a lone surrogate (U+D800) at character 7'],
    ['an escape character', '\\u001b[31mrot', 'a control character (U+001B) at character 1'],
  ])('refuses a message with %s, naming file and key', (_, escaped, says) => {
    const { messages, problems } = flatten(JSON.parse(`{"home": {"title": "${escaped}"}}`));
    expect(messages).toEqual({});
    expect(problems).toEqual([{ file: 'messages/de.json', key: 'home.title', message: expect.stringContaining(says) }]);
  });

  it('keeps tabs, line breaks and every other character a page can show', () => {
    const text = 'Zeile\tA\nZeile B – „Grüße“ 🎉';
    expect(flatten({ text }).messages).toEqual({ text });
  });

  it('keeps __proto__, constructor and toString as messages, without touching any prototype', () => {
    const { messages, problems } = flatten(JSON.parse('{"__proto__": "P", "constructor": "C", "nav": {"toString": "T"}}'));
    expect(problems).toEqual([]);
    expect(Object.entries(messages)).toEqual([
      ['__proto__', 'P'],
      ['constructor', 'C'],
      ['nav.toString', 'T'],
    ]);
    expect(({} as Record<string, unknown>).nav).toBeUndefined();
  });

  it('refuses an empty key', () => {
    expect(flatten({ home: { '': 'Leer' } }).problems).toEqual([
      { file: 'messages/de.json', key: 'home.', message: expect.stringContaining('empty key') },
    ]);
  });
});
