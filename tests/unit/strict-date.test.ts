import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictDate } from '../../src/config/strict-date.js';

const schema = z.strictObject({ date: strictDate(), updated: strictDate().optional() });

describe('strictDate: a front matter date that is a real day or an error', () => {
  it.each([
    ['2026-03-01', '2026-03-01T00:00:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['2026-09-30T17:00:00+02:00', '2026-09-30T15:00:00.000Z'],
    ['2026-09-30T17:00:00.5Z', '2026-09-30T17:00:00.500Z'],
    ['2026-09-30 17:00:00-01:30', '2026-09-30T18:30:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(schema.parse({ date: text }).date.toISOString()).toBe(iso);
  });

  it('takes the Date YAML made of `date: 2026-03-01`, and allows an optional field to be missing', () => {
    const date = new Date('2026-03-01T00:00:00Z');
    expect(schema.parse({ date })).toEqual({ date });
  });

  it.each([
    '2026-13-45',
    '2026-02-31',
    '2026-02-29',
    '0000-00-00',
    '0999-12-31',
    '02.09.2026',
    '2026-9-3',
    'next tuesday',
    '2026-09-30T24:00:00Z',
    '2026-09-30T17:00:00+24:00',
    '1700000000000',
  ])('refuses %j, saying how to write a date', (text) => {
    const result = schema.safeParse({ date: text });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['date'],
      message: expect.stringContaining(`"${text}" is not a date; write it as YYYY-MM-DD`),
    });
  });

  it('refuses a number, a Date before the year 1000 and an invalid Date', () => {
    for (const date of [20260301, new Date('0099-01-01T00:00:00Z'), new Date(Number.NaN)]) {
      expect(schema.safeParse({ date }).success).toBe(false);
    }
  });

  it('shows at most 200 characters of a long value', () => {
    const result = schema.safeParse({ date: 'x'.repeat(100_000) });
    expect(result.error!.issues[0]!.message.length).toBeLessThan(400);
  });

  it('says a required date is missing as zod does', () => {
    expect(schema.safeParse({}).error!.issues[0]).toMatchObject({ path: ['date'], code: 'invalid_type' });
  });
});
