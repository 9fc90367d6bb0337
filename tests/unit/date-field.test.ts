import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateFieldProblem } from '../../src/config/date-field.js';
import { strictDate } from '../../src/config/strict-date.js';
import { validateConfig } from '../../src/config/validate-config.js';

describe('dateFieldProblem: `expires` must name a date field of the schema', () => {
  it.each([
    ['z.coerce.date()', z.coerce.date()],
    ['z.date()', z.date()],
    ['an optional date', z.coerce.date().optional()],
    ['a nullable date with a default', z.date().nullable().default(null)],
    ['z.preprocess(…, z.date())', z.preprocess((value) => value, z.date())],
    ['strictDate()', strictDate()],
    ['an optional strictDate()', strictDate().optional()],
  ])('accepts %s', (_name, field) => {
    expect(dateFieldProblem(z.strictObject({ title: z.string(), validThrough: field }), 'validThrough', 'careers')).toBeUndefined();
  });

  it('accepts a schema with a refinement over its fields', () => {
    const schema = z.object({ datePosted: z.coerce.date(), validThrough: z.coerce.date() }).refine((p) => p.validThrough >= p.datePosted);
    expect(dateFieldProblem(schema, 'validThrough', 'careers')).toBeUndefined();
  });

  it('rejects a field that is not a date, saying how to declare it', () => {
    expect(dateFieldProblem(z.object({ validThrough: z.string() }), 'validThrough', 'careers')).toBe(
      '"validThrough" is a string field in the careers schema, not a date; declare it as validThrough: strictDate()',
    );
  });

  it('rejects a date turned into something else by a transform', () => {
    expect(dateFieldProblem(z.object({ validThrough: z.date().transform((date) => date.getTime()) }), 'validThrough', 'careers')).toMatch(
      /not a date/,
    );
  });

  it('rejects a field the schema does not have, listing its date fields', () => {
    const schema = z.object({ datePosted: z.coerce.date(), validThrough: z.coerce.date(), title: z.string() });
    expect(dateFieldProblem(schema, 'validThru', 'careers')).toBe(
      'the careers schema has no field "validThru"; name one of its date fields (datePosted, validThrough)',
    );
  });

  it('suggests adding the field when the schema has no date at all', () => {
    expect(dateFieldProblem(z.object({ title: z.string() }), 'validThrough', 'careers')).toBe(
      'the careers schema has no field "validThrough"; add it as validThrough: strictDate()',
    );
  });

  it('rejects a schema that is not an object', () => {
    expect(dateFieldProblem(z.any(), 'validThrough', 'careers')).toMatch(/^the careers schema is not a z\.object/);
  });
});

describe('validateConfig with `expires`', () => {
  const base = {
    siteUrl: 'https://www.example.com',
    locales: [{ code: 'de', language: 'de-DE', name: 'Deutsch' }],
    defaultLocale: 'de',
    routes: [{ path: '/', page: 'home' }],
  };
  const validate = (collections: unknown) =>
    validateConfig({
      value: { ...base, collections },
      root: '/site',
      configFile: '/site/generator.config.ts',
      pageModuleExists: () => true,
    });

  it('keeps `expires` on a collection whose field is a date', () => {
    const config = validate({
      careers: { dir: 'content/careers', schema: z.object({ validThrough: z.coerce.date() }), expires: 'validThrough' },
    });
    expect(config.collections.careers!.expires).toBe('validThrough');
  });

  it('rejects `expires` naming a field that is not a date, naming the collection and key', () => {
    expect(() =>
      validate({ careers: { dir: 'content/careers', schema: z.object({ validThrough: z.string() }), expires: 'validThrough' } }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          {
            file: 'generator.config.ts',
            key: 'collections.careers.expires',
            message: expect.stringContaining('not a date; declare it as validThrough: strictDate()'),
          },
        ],
      }),
    );
  });
});
