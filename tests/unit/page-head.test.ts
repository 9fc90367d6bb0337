import { describe, expect, it } from 'vitest';
import { isSitegenError } from '../../src/errors.js';
import { payloadHead, sitemapDate, type PageHeadOptions } from '../../src/render/page-head.js';
import type { Page } from '../../src/shapes.js';

const page: Page = {
  route: '/career/{id}/',
  module: 'post',
  params: { id: 'pv' },
  locale: 'de',
  variant: 'prefixed',
  defaultPath: '/career/pv/',
  path: '/de/career/pv/',
  file: 'de/career/pv/index.html',
};
const base: PageHeadOptions = {
  page,
  own: { title: 'PV', description: 'Montage' },
  title: 'PV – Muster KG',
};

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('payloadHead', () => {
  it("holds the page's own title (in the app's format) and description, nothing that follows from its path", () => {
    expect(payloadHead(base)).toEqual({ title: 'PV – Muster KG', description: 'Montage' });
  });

  it("puts the page's JSON-LD before the app's, one block or a list", () => {
    const head = payloadHead({
      ...base,
      own: { ...base.own, jsonLd: { '@type': 'JobPosting' } },
      appJsonLd: [{ '@type': 'BreadcrumbList' }, { '@type': 'Thing' }],
    });
    expect(head.jsonLd?.map((block) => (JSON.parse(block) as { '@type': string })['@type'])).toEqual([
      'JobPosting',
      'BreadcrumbList',
      'Thing',
    ]);
  });

  it('drops undefined values, so the page and its payload hold the same JSON', () => {
    const head = payloadHead({ ...base, own: { ...base.own, jsonLd: { '@type': 'Thing', name: 'x', missing: undefined } } });
    expect(head.jsonLd).toEqual(['{"@type":"Thing","name":"x"}']);
  });

  it('has no jsonLd key when nobody gives structured data', () => {
    expect(payloadHead(base)).not.toHaveProperty('jsonLd');
  });

  it.each([
    ['a string', 'not json-ld'],
    ['null', null],
    ['a nested list', [[{ '@type': 'Thing' }]]],
  ])('refuses %s as JSON-LD, naming the page and where it came from', (_, value) => {
    const error = thrown(() => payloadHead({ ...base, own: { ...base.own, jsonLd: value as never } }));
    expect(isSitegenError(error)).toBe(true);
    expect(error.message).toContain('Page /de/career/pv/');
    expect(error.message).toContain("the page's head()");
    expect(error.message).toContain('is not an object');
  });

  it('refuses an empty description', () => {
    expect(thrown(() => payloadHead({ ...base, own: { description: '' } })).message).toBe('Page /de/career/pv/ has an empty description');
  });
});

describe('sitemapDate', () => {
  it.each<[string, Date | string, string]>([
    ['a front-matter date (midnight UTC) as a date', new Date('2026-10-19'), '2026-10-19'],
    ['a Date with a time in UTC, without milliseconds', new Date('2026-10-19T08:30:00.000Z'), '2026-10-19T08:30:00Z'],
    ['a Date with milliseconds as they are', new Date('2026-10-19T08:30:00.250Z'), '2026-10-19T08:30:00.250Z'],
    ['a W3C date string unchanged', '2026-10-19', '2026-10-19'],
    ['a W3C datetime with offset unchanged', '2026-10-19T08:30:00+02:00', '2026-10-19T08:30:00+02:00'],
    ['a W3C datetime without seconds unchanged', '2026-10-19T08:30Z', '2026-10-19T08:30Z'],
  ])('writes %s', (_, value, expected) => {
    expect(sitemapDate(value, page)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['a date in another format', '19.10.2026'],
    ['an impossible date', '2026-13-45'],
    ['a time without zone', '2026-10-19T08:30:00'],
    ['an invalid Date', new Date('nonsense')],
    ['a number', 1_700_000_000_000],
  ])('refuses %s, naming the page and how to write it', (_, value) => {
    const error = thrown(() => sitemapDate(value as string, page));
    expect(isSitegenError(error)).toBe(true);
    expect(error.message).toMatch(/^Page \/de\/career\/pv\/: lastModified .* is not a valid date$/);
    expect((error as { hint?: string }).hint).toContain('"2026-10-19"');
  });
});
