/**
 * Which locale a visitor of the unprefixed home page gets, as a value the runtime carries out.
 * Pure, so the matrix of cookie × browser languages × crawler is a table test.
 */
export type DetectionDecision = { type: 'redirect'; to: string } | { type: 'stay' };

export interface DetectLocaleInput {
  /** The `document.cookie` string. */
  cookie: string;
  cookieName: string;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  userAgent: string;
  /** Supported locale codes, e.g. ['de', 'en']. */
  locales: readonly string[];
  /** The locale the unprefixed pages are in. */
  defaultLocale: string;
  /** The current location: path, query and hash. */
  location: { pathname: string; search: string; hash: string };
}

/** Known crawlers are never redirected, so they index the page they asked for. */
const CRAWLER =
  /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|applebot|duckduckbot|yandex|baiduspider|lighthouse|chrome-lighthouse|google-inspectiontool|headlesschrome.*lighthouse/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/** The value of one cookie, or undefined. */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeCookieValue(part.slice(index + 1).trim());
  }
  return undefined;
}

/** A value another script wrote with a broken escape (`%E0`) reads as no choice, never as an error. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The stored choice if supported, else the first browser language whose primary subtag is supported, else the default. */
export function preferredLocale({
  cookie,
  cookieName,
  languages,
  locales,
  defaultLocale,
}: Omit<DetectLocaleInput, 'userAgent' | 'location'>): string {
  const stored = readCookie(cookie, cookieName);
  if (stored && locales.includes(stored)) return stored;
  for (const language of languages) {
    const primary = language.split('-')[0]!.toLowerCase();
    if (locales.includes(primary)) return primary;
  }
  return defaultLocale;
}

/** Detection runs only on the unprefixed home page `/`, and only sends visitors away from it. */
export function detectLocale(input: DetectLocaleInput): DetectionDecision {
  if (input.location.pathname !== '/' || isCrawler(input.userAgent)) return { type: 'stay' };
  const locale = preferredLocale(input);
  if (locale === input.defaultLocale) return { type: 'stay' };
  const to = `/${locale}/${input.location.search}${input.location.hash}`;
  return to === `${input.location.pathname}${input.location.search}${input.location.hash}` ? { type: 'stay' } : { type: 'redirect', to };
}
