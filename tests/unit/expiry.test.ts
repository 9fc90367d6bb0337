import { describe, expect, it } from 'vitest';
import type { CollectionEntry, Collections } from '../../src/content/collection-entry.js';
import { checkExpiryDates, describeUnpublished, formatExpiryDate, hasExpired, withoutExpired } from '../../src/content/expiry.js';

/** What YAML and z.coerce.date() make of `2026-09-30`: midnight UTC. */
const SEPT_30 = new Date('2026-09-30');
const at = (iso: string) => Date.parse(iso);

function posting(id: string, locale: string, validThrough?: Date): CollectionEntry {
  return {
    id,
    locale,
    file: `content/careers/${locale}/${id}.md`,
    data: { title: id, ...(validThrough && { validThrough }) },
    body: '',
    html: '',
  };
}

/** The same postings in de and en, each with its validThrough. */
function careers(dates: Record<string, Date | undefined>): Collections {
  const entries = (locale: string) => Object.entries(dates).map(([id, date]) => posting(id, locale, date));
  return { careers: { de: entries('de'), en: entries('en') } };
}

const idsOf = (collections: Collections, locale: string) => collections.careers![locale]!.map((entry) => entry.id);

describe('hasExpired: a date without a time is valid through the end of that day (UTC)', () => {
  it.each([
    ['long before', '2026-06-01T12:00:00.000Z', false],
    ['at the start of the day', '2026-09-30T00:00:00.000Z', false],
    ['in the afternoon of the day', '2026-09-30T15:30:00.000Z', false],
    ['in its last millisecond', '2026-09-30T23:59:59.999Z', false],
    ['at midnight after it', '2026-10-01T00:00:00.000Z', true],
    ['a month later', '2026-10-30T08:00:00.000Z', true],
  ])('validThrough 2026-09-30, built %s (%s): expired %s', (_when, now, expired) => {
    expect(hasExpired(SEPT_30, at(now))).toBe(expired);
  });

  it('takes a full moment as the last moment it is valid', () => {
    const noonInBerlin = new Date('2026-09-30T12:00:00+02:00');
    expect(hasExpired(noonInBerlin, at('2026-09-30T10:00:00.000Z'))).toBe(false);
    expect(hasExpired(noonInBerlin, at('2026-09-30T10:00:00.001Z'))).toBe(true);
  });
});

describe('formatExpiryDate and describeUnpublished', () => {
  it('shows a whole day as YYYY-MM-DD and a moment in full', () => {
    expect(formatExpiryDate(SEPT_30)).toBe('2026-09-30');
    expect(formatExpiryDate(new Date('2026-09-30T12:00:00+02:00'))).toBe('2026-09-30T10:00:00.000Z');
  });

  it('says which entry was not published and why, in one line', () => {
    expect(describeUnpublished({ collection: 'careers', id: 'sommeraushilfe-2026', field: 'validThrough', date: SEPT_30 })).toBe(
      'careers/sommeraushilfe-2026: not published, validThrough 2026-09-30 has passed',
    );
  });
});

describe('withoutExpired', () => {
  const collections = careers({ 'summer-job': SEPT_30, electrician: new Date('2027-03-31'), 'open-ended': undefined });

  it('leaves an expired entry out of every locale and reports it once', () => {
    const result = withoutExpired({ collections, expires: { careers: 'validThrough' }, now: at('2026-10-01T00:00:00.000Z') });
    expect(idsOf(result.collections, 'de')).toEqual(['electrician', 'open-ended']);
    expect(idsOf(result.collections, 'en')).toEqual(['electrician', 'open-ended']);
    expect(result.unpublished).toEqual([{ collection: 'careers', id: 'summer-job', field: 'validThrough', date: SEPT_30 }]);
  });

  it('keeps every entry while its day lasts', () => {
    const result = withoutExpired({ collections, expires: { careers: 'validThrough' }, now: at('2026-09-30T23:59:59.999Z') });
    expect(idsOf(result.collections, 'de')).toEqual(['summer-job', 'electrician', 'open-ended']);
    expect(result.unpublished).toEqual([]);
  });

  it('never expires an entry without the date, nor a collection without `expires`', () => {
    const muchLater = at('2030-01-01T00:00:00.000Z');
    expect(idsOf(withoutExpired({ collections, expires: { careers: 'validThrough' }, now: muchLater }).collections, 'en')).toEqual([
      'open-ended',
    ]);
    const untouched = withoutExpired({ collections, expires: {}, now: muchLater });
    expect(untouched.collections).toEqual(collections);
    expect(untouched.unpublished).toEqual([]);
  });

  it('reports several expired entries sorted by id', () => {
    const many = careers({ zeta: SEPT_30, alpha: new Date('2026-01-31'), beta: new Date('2027-01-01') });
    const result = withoutExpired({ collections: many, expires: { careers: 'validThrough' }, now: at('2026-11-01T00:00:00.000Z') });
    expect(result.unpublished.map(describeUnpublished)).toEqual([
      'careers/alpha: not published, validThrough 2026-01-31 has passed',
      'careers/zeta: not published, validThrough 2026-09-30 has passed',
    ]);
  });
});

describe('checkExpiryDates', () => {
  it('accepts copies that agree on the date, or that both have none', () => {
    const collections = careers({ 'summer-job': SEPT_30, 'open-ended': undefined });
    expect(checkExpiryDates({ collection: 'careers', field: 'validThrough', entriesByLocale: collections.careers! })).toEqual([]);
  });

  it('reports a copy whose date differs, naming both files', () => {
    const entriesByLocale = { de: [posting('summer-job', 'de', SEPT_30)], en: [posting('summer-job', 'en', new Date('2026-10-30'))] };
    expect(checkExpiryDates({ collection: 'careers', field: 'validThrough', entriesByLocale })).toEqual([
      {
        file: 'content/careers/en/summer-job.md',
        locale: 'en',
        key: 'validThrough',
        message:
          '2026-10-30 here, but 2026-09-30 in content/careers/de/summer-job.md; a careers entry expires in every locale at once, so give every copy the same validThrough',
      },
    ]);
  });

  it('reports a copy that lacks the date the other has', () => {
    const entriesByLocale = { de: [posting('summer-job', 'de', SEPT_30)], en: [posting('summer-job', 'en')] };
    const [problem] = checkExpiryDates({ collection: 'careers', field: 'validThrough', entriesByLocale });
    expect(problem?.message).toMatch(/^missing here, but 2026-09-30 in content\/careers\/de\/summer-job\.md;/);
  });
});
