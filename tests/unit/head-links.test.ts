import { describe, expect, it } from 'vitest';
import { alternateLinks, canonicalUrl, primarySubtag } from '../../src/protocol/head-links.js';
import { de, en, locales } from './locales.js';

const site = 'https://www.example.com';

describe('canonicalUrl', () => {
  it.each([
    ['/', de, `${site}/`],
    ['/', en, `${site}/en/`],
    ['/about-us/', de, `${site}/about-us/`],
    ['/about-us/', en, `${site}/en/about-us/`],
    ['/career/pv-installer/', de, `${site}/career/pv-installer/`],
    ['/career/pv-installer/', en, `${site}/en/career/pv-installer/`],
  ])('gives the %s page in %o the canonical %s', (defaultPath, locale, expected) => {
    expect(canonicalUrl(site, defaultPath, locale)).toBe(expected);
  });

  // /about-us/ and /de/about-us/ are both German: the same page, so one canonical.
  it('gives /de/about-us/ the canonical /about-us/', () => {
    expect(canonicalUrl(site, '/about-us/', de)).toBe(`${site}/about-us/`);
  });
});

describe('alternateLinks', () => {
  it.each(['/', '/about-us/', '/legal/imprint/', '/career/pv-installer/'])(
    'links %s to exactly de-DE, de, en-US, en and x-default, in that order',
    (P) => {
      expect(alternateLinks(site, P, locales)).toEqual([
        { hreflang: 'de-DE', href: `${site}${P}` },
        { hreflang: 'de', href: `${site}${P}` },
        { hreflang: 'en-US', href: `${site}/en${P}` },
        { hreflang: 'en', href: `${site}/en${P}` },
        { hreflang: 'x-default', href: `${site}${P}` },
      ]);
    },
  );

  it('keeps a base path of the site URL in every link', () => {
    const base = 'https://www.example.com/site';
    expect(alternateLinks(base, '/contact/', locales).map((link) => link.href)).toEqual([
      'https://www.example.com/site/contact/',
      'https://www.example.com/site/contact/',
      'https://www.example.com/site/en/contact/',
      'https://www.example.com/site/en/contact/',
      'https://www.example.com/site/contact/',
    ]);
    expect(canonicalUrl(base, '/contact/', en)).toBe('https://www.example.com/site/en/contact/');
  });

  it('leaves out a primary subtag that two locales share', () => {
    const british = { code: 'en-gb', language: 'en-GB', name: 'English (UK)', catchAll: false };
    const hreflangs = alternateLinks(site, '/', [...locales, british]).map((link) => link.hreflang);
    expect(hreflangs).toEqual(['de-DE', 'de', 'en-US', 'en-GB', 'x-default']);
  });
});

describe('primarySubtag', () => {
  it.each([
    ['de-DE', 'de'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['EN-GB', 'en'],
  ])('takes %s to %s', (language, primary) => {
    expect(primarySubtag(language)).toBe(primary);
  });
});
