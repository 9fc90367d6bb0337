/**
 * Settings of the boot data (shapes.ts BootData) in the form the runtime uses them, so it needs
 * no code to convert them: the build writes them with these functions, the runtime reads them.
 */

/** How often open tabs check for a new release when the config does not say; boot data leaves it out then. */
export const DEFAULT_CHECK_INTERVAL_MS = 3_600_000;

/** How long a navigation waits for its payload before a full load of the target, when the config does not say; boot data leaves it out then. */
export const DEFAULT_PAYLOAD_TIMEOUT_MS = 5000;

/** The language cookie's settings (config `cookie`). */
export interface LocaleCookieOptions {
  name: string;
  maxAgeDays: number;
  sameSite: 'lax' | 'strict' | 'none';
  path: string;
}

/** The cookie as `document.cookie` takes it, but for its value: `i18n_redirected; Max-Age=31536000; Path=/; SameSite=Lax`. */
export function localeCookie({ name, maxAgeDays, sameSite, path }: LocaleCookieOptions): string {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  return `${name}; Max-Age=${maxAge}; Path=${path}; SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`;
}

/** `localeCookie(…)` with the value put in after the name. A cookie name holds no `;` (config schema). */
export function cookieWithValue(cookie: string, value: string): string {
  return cookie.replace(';', `=${encodeURIComponent(value)};`);
}
