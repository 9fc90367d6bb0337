import { describe, expect, it } from 'vitest';
import { toJsonValue } from '../../src/render/json-value.js';

/** What a JSON round trip makes of a value: the behaviour toJsonValue promises, without the strings. */
const roundTrip = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

describe('toJsonValue gives what a JSON round trip gives', () => {
  const cases: [string, unknown][] = [
    ['a date, as its ISO string', new Date('2026-10-19T08:30:00Z')],
    ['undefined properties, dropped', { a: 1, b: undefined, c: 'x' }],
    ['undefined and functions in arrays, as null', [1, undefined, () => 1, 'x']],
    ['functions and symbols in objects, dropped', { f: () => 1, s: Symbol('s'), ok: true }],
    ['non-finite numbers, as null', { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, zero: 0 }],
    [
      'nested JSON-LD with dates',
      {
        '@type': 'JobPosting',
        datePosted: new Date('2026-09-14'),
        hiringOrganization: { name: 'X', sameAs: undefined },
        list: [{ d: new Date(0) }],
      },
    ],
    ['an object with its own toJSON', { toJSON: () => ({ replaced: true }) }],
    ['null', null],
    ['plain strings, numbers and booleans', ['text', 42, false]],
  ];
  for (const [name, value] of cases) {
    it(name, () => {
      expect(toJsonValue(value)).toEqual(roundTrip(value));
      expect(JSON.stringify(toJsonValue(value))).toBe(JSON.stringify(value));
    });
  }
});
