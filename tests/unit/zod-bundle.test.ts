/**
 * lib/config/zod.js is zod in one file (scripts/build-lib.js) with its 60 locales left out and
 * loaded when a site first asks for one: `z.config(z.locales.de())` still localises the messages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const bundle = path.resolve('lib/config/zod.js');

describe("lib's one-file zod", () => {
  it('holds English, the default, but no other locale', () => {
    const code = readFileSync(bundle, 'utf8');
    expect(code).toContain('Invalid input');
    expect(code).not.toContain('Ungültige Eingabe');
  });

  it('loads a locale when a site first configures it', async () => {
    const { z } = (await import(bundle)) as typeof import('zod');
    const schema = z.object({ title: z.string() });
    expect(schema.safeParse({ title: 1 }).error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
    z.config(z.locales.de());
    try {
      expect(schema.safeParse({ title: 1 }).error?.issues[0]?.message).toBe('Ungültige Eingabe: erwartet string, erhalten Zahl');
    } finally {
      z.config(z.locales.en());
    }
    expect(Object.keys(z.locales)).toEqual(expect.arrayContaining(['de', 'en', 'fr', 'ja']));
  });
});
