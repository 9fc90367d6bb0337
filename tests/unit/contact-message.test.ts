import { describe, expect, it } from 'vitest';
import { contactEndpoint } from '../../site/company';
import {
  EMPTY_CONTACT,
  contactMailto,
  contactRequest,
  isLikelyBot,
  topicFromQuery,
  validateContact,
  type ContactValues,
} from '../../site/contact-message';

const complete: ContactValues = {
  name: ' Erika Beispiel ',
  email: 'erika@beispiel.de',
  phone: '',
  topic: 'photovoltaics',
  message: 'Wir möchten eine PV-Anlage mit Speicher auf unserem Einfamilienhaus.',
  website: '',
};

describe('validateContact', () => {
  it('accepts a complete enquiry; the phone number is optional', () => {
    expect(validateContact(complete)).toEqual({});
    expect(validateContact({ ...complete, phone: '+49 (0)1234 56789-0' })).toEqual({});
    expect(validateContact({ ...complete, phone: '01234/567890' })).toEqual({});
  });

  it('names every missing required field, in form order', () => {
    const problems = validateContact(EMPTY_CONTACT);
    expect(problems).toEqual({ name: 'name', email: 'email', topic: 'topic', message: 'message' });
    expect(Object.keys(problems)).toEqual(['name', 'email', 'topic', 'message']);
  });

  it('treats whitespace as empty', () => {
    expect(validateContact({ ...complete, name: '   ', message: '  \n ' })).toEqual({ name: 'name', message: 'message' });
  });

  it.each(['erika', 'erika@', 'erika@beispiel', '@beispiel.de', 'erika beispiel@beispiel.de', 'erika@beispiel.d'])(
    'rejects the email address %j',
    (email) => {
      expect(validateContact({ ...complete, email }).email).toBe('emailInvalid');
    },
  );

  it.each(['abc', '12', '+49 abc 123', '12-34'])('rejects the phone number %j', (phone) => {
    expect(validateContact({ ...complete, phone }).phone).toBe('phoneInvalid');
  });

  it('asks for at least ten characters and at most 5,000 of message', () => {
    expect(validateContact({ ...complete, message: 'Hallo' }).message).toBe('messageShort');
    expect(validateContact({ ...complete, message: 'x'.repeat(5001) }).message).toBe('messageLong');
    expect(validateContact({ ...complete, message: 'x'.repeat(5000) }).message).toBeUndefined();
  });

  it('asks for no consent: an enquiry rests on Art. 6 (1) (b)/(f) GDPR, so a value sent by an old page is ignored', () => {
    expect(validateContact({ ...complete, consent: false } as ContactValues)).toEqual({});
  });
});

describe('isLikelyBot', () => {
  it('is true only when the hidden honeypot field was filled', () => {
    expect(isLikelyBot(complete)).toBe(false);
    expect(isLikelyBot({ ...complete, website: 'https://spam.example' })).toBe(true);
  });
});

describe('contactRequest', () => {
  it('is the trimmed enquiry with topic label, locale and page; no empty phone', () => {
    expect(contactRequest(complete, { topicLabel: 'Photovoltaik und Speicher', locale: 'de', page: '/contact/' })).toEqual({
      name: 'Erika Beispiel',
      email: 'erika@beispiel.de',
      topic: 'photovoltaics',
      topicLabel: 'Photovoltaik und Speicher',
      message: complete.message,
      locale: 'de',
      page: '/contact/',
    });
    expect(contactRequest({ ...complete, phone: ' 01234 567890 ' }, { topicLabel: 'x', locale: 'en', page: '/en/contact/' }).phone).toBe(
      '01234 567890',
    );
  });
});

describe('contactMailto', () => {
  const labels = {
    subject: 'Anfrage über die Website: Photovoltaik & Speicher',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    topic: 'Thema',
    topicLabel: 'Photovoltaik & Speicher',
  };

  it('carries subject and every field, encoded so that & and line breaks survive', () => {
    const href = contactMailto('info@firma.de', { ...complete, phone: '01234 567890' }, labels);
    expect(href.startsWith('mailto:info@firma.de?subject=')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe(labels.subject);
    expect(query.get('body')).toBe(
      `${complete.message}\r\n\r\n--\r\nName: Erika Beispiel\r\nE-Mail: erika@beispiel.de\r\nTelefon: 01234 567890\r\nThema: Photovoltaik & Speicher`,
    );
    expect(href).not.toContain('+');
  });

  it('leaves out the phone line when no number was given', () => {
    expect(decodeURIComponent(contactMailto('info@firma.de', complete, labels))).not.toContain('Telefon');
  });
});

describe('topicFromQuery', () => {
  it('preselects a known topic and ignores anything else', () => {
    expect(topicFromQuery('?topic=photovoltaics')).toBe('photovoltaics');
    expect(topicFromQuery('?topic=solar')).toBe('');
    expect(topicFromQuery('')).toBe('');
  });
});

describe('contactEndpoint', () => {
  it('reads site.contact.endpoint; unset or empty means "compose an email"', () => {
    expect(contactEndpoint({})).toBeUndefined();
    expect(contactEndpoint({ contact: {} })).toBeUndefined();
    expect(contactEndpoint({ contact: { endpoint: '' } })).toBeUndefined();
    expect(contactEndpoint({ contact: { endpoint: '/api/contact' } })).toBe('/api/contact');
    expect(contactEndpoint({ contact: { endpoint: 'https://forms.example.com/f/123' } })).toBe('https://forms.example.com/f/123');
  });

  it.each(['http://forms.example.com/f', 'api/contact', 'ftp://x/y', 42])('rejects %j, naming the key and the fix', (endpoint) => {
    expect(() => contactEndpoint({ contact: { endpoint } })).toThrow(/site\.contact\.endpoint must be an https:\/\/ URL or a path/);
  });
});
