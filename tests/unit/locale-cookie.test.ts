import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLocaleCookie } from '../../src/runtime/locale-cookie.js';

const COOKIE = { name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax', path: '/' } as const;

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
