/** Keys written twice in one JSON object, which JSON.parse would resolve silently by keeping the last. */
import { describe, expect, it } from 'vitest';
import { findDuplicateKeys } from '../../src/i18n/duplicate-json-keys.js';

describe('findDuplicateKeys', () => {
  it('names a key written twice, its path and both lines', () => {
    const text = '{\n  "home": {\n    "title": "Erst",\n    "text": "…",\n    "title": "Dann"\n  }\n}\n';
    expect(findDuplicateKeys(text)).toEqual([{ path: ['home', 'title'], firstLine: 3, line: 5 }]);
  });

  it('compares keys as JSON.parse decodes them', () => {
    expect(findDuplicateKeys('{"a": "1", "\\u0061": "2"}')).toEqual([{ path: ['a'], firstLine: 1, line: 1 }]);
  });

  it('finds a duplicate inside an object in an array, named by index', () => {
    expect(findDuplicateKeys('{"list": [1, {"x": 1}, {"x": 1, "x": 2}]}')).toEqual([{ path: ['list', '2', 'x'], firstLine: 1, line: 1 }]);
  });

  it.each([
    ['the same key in sibling objects', '{"a": {"t": "1"}, "b": {"t": "2"}}'],
    ['a key equal to a value', '{"t": "t", "u": "t"}'],
    ['quotes, braces and commas in strings', '{"a": "x\\",\\"a\\": {", "b": "\\\\", "c": "}]["}'],
    ['escaped backslashes before a quote', '{"a\\\\": 1, "a": 2}'],
    ['__proto__ and constructor', '{"__proto__": 1, "constructor": 2, "x": {"__proto__": 3}}'],
    ['the empty key once', '{"": 1, " ": 2}'],
  ])('finds none in %s', (_, text) => {
    JSON.parse(text);
    expect(findDuplicateKeys(text)).toEqual([]);
  });

  it('agrees with JSON.parse on texts JSON.stringify wrote, which cannot hold a duplicate', () => {
    const values: unknown[] = [
      { a: { b: ['x', { c: 'y"}' }], d: null }, e: 1.5e3, f: true, 'g\\"h': '\u2028\ud83c\udf89' },
      { nav: { home: 'Start', about: '{count, plural, one {# Stelle} other {# Stellen}}' }, 'nav.home': 'x' },
    ];
    for (const value of values) {
      expect(findDuplicateKeys(JSON.stringify(value))).toEqual([]);
      expect(findDuplicateKeys(JSON.stringify(value, null, 2))).toEqual([]);
    }
  });

  it('leaves a file nested 10,000 deep to the nesting check, without failing', () => {
    const text = `${'{"a": '.repeat(10_000)}{"x": 1, "x": 2}${'}'.repeat(10_000)}`;
    expect(() => findDuplicateKeys(text)).not.toThrow();
  });

  it('stops after the limit', () => {
    const text = JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`k${index}`, 1]))).replace(/k(\d+)/g, 'k');
    expect(findDuplicateKeys(text, 5)).toHaveLength(5);
  });
});
