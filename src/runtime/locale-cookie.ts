/**
 * The language cookie, written only when the visitor chooses a language with a switch link. A
 * browser that forbids cookies gets the page in that language all the same.
 */
import type { BootData } from '../shapes.js';

export function writeLocaleCookie(cookie: BootData['cookie'], locale: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(cookie.maxAgeDays * 24 * 60 * 60);
  const sameSite = cookie.sameSite[0]!.toUpperCase() + cookie.sameSite.slice(1);
  try {
    document.cookie = `${cookie.name}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=${cookie.path}; SameSite=${sameSite}${secure}`;
  } catch {
    // Cookies forbidden (a sandboxed document): the switch still shows the page, the choice is not kept.
  }
}
