import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieWithValue, localeCookie } from '../../src/protocol/boot-data.js';
import { writeLocaleCookie } from '../../src/runtime/locale-cookie.js';

const COOKIE = localeCookie({ name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax', path: '/' });

describe('localeCookie', () => {
  it('writes the config as the boot data carries it: everything but the value', () => {
    expect(COOKIE).toBe('i18n_redirected; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie({ name: 'lang', maxAgeDays: 0.5, sameSite: 'strict', path: '/site/' })).toBe(
      'lang; Max-Age=43200; Path=/site/; SameSite=Strict',
    );
  });

  it('puts the value in after the name', () => {
    expect(cookieWithValue(COOKIE, 'en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('the language cookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is written as i18n_redirected=en for a year on / with SameSite=Lax', () => {
    const written: string[] = [];
    vi.stubGlobal('location', { protocol: 'http:' });
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
    });
    writeLocaleCookie(COOKIE, 'en');
    expect(written).toEqual(['i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('is Secure on https', () => {
    const written: string[] = [];
    vi.stubGlobal('location', { protocol: 'https:' });
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
    });
    writeLocaleCookie(COOKIE, 'de');
    expect(written).toEqual(['i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });

  it('is skipped without an error where the browser forbids cookies (document.cookie throws)', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    vi.stubGlobal('document', {
      set cookie(_: string) {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(() => writeLocaleCookie(COOKIE, 'en')).not.toThrow();
  });
});
