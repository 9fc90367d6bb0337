import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createLocaleIntls } from '../../src/i18n/intl-cache.js';
import { locales } from './locales.js';

const intls = createLocaleIntls(locales, {
  de: { greeting: parse('Hallo {name}'), title: parse('Über uns') },
  en: { greeting: parse('Hello {name}'), title: parse('About us') },
});
const site = { path: '/en/about-us/', locale: 'en', file: 'messages/en.json' };

describe('createLocaleIntls', () => {
  it("formats a locale's messages, the same text again from its cache", () => {
    const intl = intls.intl('en');
    expect(intls.checked(site, () => intl.formatMessage({ id: 'greeting' }, { name: 'Ada' }))).toBe('Hello Ada');
    expect(intls.checked(site, () => intl.formatMessage({ id: 'greeting' }, { name: 'Ada' }))).toBe('Hello Ada');
    expect(intls.intl('de').formatMessage({ id: 'title' })).toBe('Über uns');
  });

  it('names the page, the locale and the message file when a page uses an id no catalogue has', () => {
    expect(() => intls.checked(site, () => intls.intl('en').formatMessage({ id: 'nope' }))).toThrow(
      /Page \/en\/about-us\/ \(locale en\) uses message "nope".*messages\/en\.json/,
    );
  });

  it('reports a value the message needs and was not given, every time it is used', () => {
    const format = () => intls.intl('en').formatMessage({ id: 'greeting' });
    expect(() => intls.checked(site, format)).toThrow(/could not format message "greeting"/);
    expect(() => intls.checked(site, format)).toThrow(/could not format message "greeting"/);
  });
});
