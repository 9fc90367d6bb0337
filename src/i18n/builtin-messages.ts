/**
 * The texts sitegen itself puts on a page, with defaults in German and English (English for any
 * other language). A site overrides one by giving the same id in its message files.
 */
import type { Messages } from './check-messages.js';

/** The ids sitegen reads; each message must keep the values its default uses. */
export const SITEGEN_MESSAGES = {
  /** The accessible name of the spinner shown while a page loads in place. */
  loading: 'sitegen.loading',
  /** The 404 page's line naming the requested path; `{path}` is filled in where it is shown. */
  notFound: 'sitegen.notFound',
} as const;

const BUILTIN: Record<'de' | 'en', Messages> = {
  de: {
    [SITEGEN_MESSAGES.loading]: 'Wird geladen…',
    [SITEGEN_MESSAGES.notFound]: 'Seite nicht gefunden: {path}',
  },
  en: {
    [SITEGEN_MESSAGES.loading]: 'Loading…',
    [SITEGEN_MESSAGES.notFound]: 'Page not found: {path}',
  },
};

/** The built-in texts for a BCP 47 language by its primary subtag (`de-AT` → German), else English. */
export function builtinMessages(language: string): Messages {
  const primary = language.split('-')[0]!.toLowerCase();
  return primary === 'de' ? BUILTIN.de : BUILTIN.en;
}

/** A locale's catalogue with the built-in texts under it: the site's own messages win. */
export function withBuiltinMessages(site: Messages, language: string): Messages {
  // No prototype, as flattenMessages makes them: `constructor` is an id like any other.
  return Object.assign(Object.create(null) as Messages, builtinMessages(language), site);
}

/** Ids under `sitegen.` that sitegen does not read: a typo that would silently keep the default. */
export function unknownSitegenIds(site: Messages): string[] {
  const known = new Set<string>(Object.values(SITEGEN_MESSAGES));
  return Object.keys(site).filter((id) => id.startsWith('sitegen.') && !known.has(id));
}
