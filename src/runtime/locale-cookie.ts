/**
 * The language cookie, written only when the visitor chooses a language with a switch link. A
 * browser that forbids cookies gets the page in that language all the same.
 */
import { cookieWithValue } from '../protocol/boot-data.js';

/** `cookie` as the boot data has it (protocol/boot-data.ts `localeCookie`). */
export function writeLocaleCookie(cookie: string, locale: string): void {
  try {
    document.cookie = cookieWithValue(cookie, locale) + (location.protocol === 'https:' ? '; Secure' : '');
  } catch {
    // Cookies forbidden (a sandboxed document): the switch still shows the page, the choice is not kept.
  }
}
