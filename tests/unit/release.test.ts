import { describe, expect, it } from 'vitest';
import { computeBuildId, createReleaseFiles, releaseTimestamp } from '../../src/build/release.js';

describe('computeBuildId', () => {
  const parts = ['config code', 'server code', '{"de":{"home.title":"Willkommen"}}', new Uint8Array([1, 2, 3])];

  it('gives the same sources the same id, so a rebuild is not a new release', () => {
    expect(computeBuildId(parts)).toBe(computeBuildId([...parts]));
  });

  it('is a short lowercase hex id', () => {
    expect(computeBuildId(parts)).toMatch(/^[0-9a-f]{12}$/);
  });

  it.each([0, 1, 2, 3])('changes when part %i changes', (index) => {
    const changed = [...parts];
    changed[index] = typeof parts[index] === 'string' ? `${parts[index]}!` : new Uint8Array([1, 2, 4]);
    expect(computeBuildId(changed)).not.toBe(computeBuildId(parts));
  });

  it('changes when a part is added', () => {
    expect(computeBuildId([...parts, ''])).not.toBe(computeBuildId(parts));
  });

  it('tells apart parts that only differ in where one ends', () => {
    expect(computeBuildId(['ab', 'c'])).not.toBe(computeBuildId(['a', 'bc']));
  });
});

describe('releaseTimestamp', () => {
  const now = () => 1_750_000_000_123;

  it('takes SOURCE_DATE_EPOCH seconds as milliseconds', () => {
    expect(releaseTimestamp({ SOURCE_DATE_EPOCH: '1700000000' }, now)).toBe(1_700_000_000_000);
  });

  it.each([
    ['not set', {}],
    ['empty', { SOURCE_DATE_EPOCH: '' }],
    ['not a number', { SOURCE_DATE_EPOCH: 'yesterday' }],
  ])('uses the clock when SOURCE_DATE_EPOCH is %s', (_, env) => {
    expect(releaseTimestamp(env, now)).toBe(1_750_000_000_123);
  });

  it('uses the real clock by default', () => {
    const before = Date.now();
    const timestamp = releaseTimestamp({});
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('createReleaseFiles', () => {
  const boot = {
    defaultLocale: 'de',
    locales: [
      { code: 'de', language: 'de-DE', catchAll: true as const, loading: 'Lädt' },
      { code: 'en', language: 'en-US', loading: 'Loading' },
    ],
    siteUrl: 'https://www.example.com',
    islands: {},
    messages: '0123456789',
  };
  const files = createReleaseFiles({
    id: 'abc123def456',
    timestamp: 1_700_000_000_000,
    routes: ['/en/', '/', '/de/about-us/', '/about-us/'],
    locales: ['de', 'en'],
    defaultLocale: 'de',
    boot,
  });

  it('writes exactly latest.json and meta/<id>.json under _sitegen/builds/', () => {
    expect(Object.keys(files).sort()).toEqual(['_sitegen/builds/latest.json', '_sitegen/builds/meta/abc123def456.json']);
  });

  it('puts only the id and timestamp in latest.json', () => {
    expect(JSON.parse(files['_sitegen/builds/latest.json']!)).toEqual({ id: 'abc123def456', timestamp: 1_700_000_000_000 });
  });

  it('lists the release, its locales, its routes sorted and the boot data every page shares in the meta file', () => {
    expect(JSON.parse(files['_sitegen/builds/meta/abc123def456.json']!)).toEqual({
      id: 'abc123def456',
      timestamp: 1_700_000_000_000,
      routes: ['/', '/about-us/', '/de/about-us/', '/en/'],
      locales: ['de', 'en'],
      defaultLocale: 'de',
      boot,
    });
  });

  it('ends each file with a newline', () => {
    for (const content of Object.values(files)) expect(content.endsWith('}\n')).toBe(true);
  });
});
