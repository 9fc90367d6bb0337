import { describe, expect, it } from 'vitest';
import { detectLocale, isCrawler, preferredLocale, readCookie } from '../../src/i18n/detect-locale.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const visit = (overrides: {
  cookie?: string;
  languages?: string[];
  userAgent?: string;
  pathname?: string;
  search?: string;
  hash?: string;
}) =>
  detectLocale({
    cookie: overrides.cookie ?? '',
    cookieName: 'i18n_redirected',
    languages: overrides.languages ?? [],
    userAgent: overrides.userAgent ?? CHROME,
    locales: ['de', 'en'],
    defaultLocale: 'de',
    location: { pathname: overrides.pathname ?? '/', search: overrides.search ?? '', hash: overrides.hash ?? '' },
  });

describe('detectLocale on the unprefixed home page', () => {
  it.each([
    { case: 'no cookie, browser prefers en-US', cookie: '', languages: ['en-US', 'de'], expected: { type: 'redirect', to: '/en/' } },
    {
      case: 'no cookie, browser prefers en-GB (primary subtag)',
      cookie: '',
      languages: ['en-GB'],
      expected: { type: 'redirect', to: '/en/' },
    },
    { case: 'no cookie, browser prefers fr-FR only', cookie: '', languages: ['fr-FR'], expected: { type: 'stay' } },
    { case: 'no cookie, fr-FR then en', cookie: '', languages: ['fr-FR', 'en'], expected: { type: 'redirect', to: '/en/' } },
    { case: 'no cookie, de-DE', cookie: '', languages: ['de-DE', 'en-US'], expected: { type: 'stay' } },
    { case: 'cookie de beats an English browser', cookie: 'i18n_redirected=de', languages: ['en-US'], expected: { type: 'stay' } },
    {
      case: 'cookie en beats a German browser',
      cookie: 'x=1; i18n_redirected=en',
      languages: ['de-DE'],
      expected: { type: 'redirect', to: '/en/' },
    },
    {
      case: 'an unsupported cookie value is ignored',
      cookie: 'i18n_redirected=fr',
      languages: ['en-US'],
      expected: { type: 'redirect', to: '/en/' },
    },
    { case: 'no languages at all', cookie: '', languages: [], expected: { type: 'stay' } },
  ])('$case', ({ cookie, languages, expected }) => {
    expect(visit({ cookie, languages })).toEqual(expected);
  });

  it('keeps the query and the hash on the redirect', () => {
    expect(visit({ languages: ['en-US'], search: '?utm=mail', hash: '#services' })).toEqual({
      type: 'redirect',
      to: '/en/?utm=mail#services',
    });
  });

  it('never redirects /de/ or any other page than /', () => {
    expect(visit({ languages: ['en-US'], pathname: '/de/' })).toEqual({ type: 'stay' });
    expect(visit({ languages: ['en-US'], pathname: '/services/' })).toEqual({ type: 'stay' });
  });

  it('never redirects a crawler', () => {
    expect(visit({ languages: ['en-US'], userAgent: GOOGLEBOT })).toEqual({ type: 'stay' });
  });
});

describe('isCrawler', () => {
  it.each([
    GOOGLEBOT,
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'DuckDuckBot/1.1',
  ])('knows %s', (agent) => {
    expect(isCrawler(agent)).toBe(true);
  });
  it('lets a browser through', () => expect(isCrawler(CHROME)).toBe(false));
});

describe('readCookie and preferredLocale', () => {
  it('reads one cookie among several', () => expect(readCookie('a=1; i18n_redirected=en; b=2', 'i18n_redirected')).toBe('en'));
  it('returns undefined for a missing cookie', () => expect(readCookie('a=1', 'i18n_redirected')).toBeUndefined());
  it('reads a value with a broken escape as no choice, without throwing', () => {
    expect(readCookie('i18n_redirected=%E0', 'i18n_redirected')).toBeUndefined();
    expect(
      preferredLocale({
        cookie: 'i18n_redirected=%E0%A4',
        cookieName: 'i18n_redirected',
        languages: ['en-US'],
        locales: ['de', 'en'],
        defaultLocale: 'de',
      }),
    ).toBe('en');
  });
  it('falls back to the default locale', () => {
    expect(
      preferredLocale({ cookie: '', cookieName: 'i18n_redirected', languages: ['ja-JP'], locales: ['de', 'en'], defaultLocale: 'de' }),
    ).toBe('de');
  });
});
