/**
 * The texts sitegen itself puts on a page, with defaults in German, English and the common
 * European languages; for any other language the site's message files must give them (English
 * stands in, with a warning). A site overrides one by giving the same id in its message files.
 */
import type { Messages } from './check-messages.js';

/** The ids sitegen reads; each message must keep the values its default uses. */
export const SITEGEN_MESSAGES = {
  /** The accessible name of the spinner shown while a page loads in place. */
  loading: 'sitegen.loading',
  /** The 404 page's line naming the requested path; `{path}` is filled in where it is shown. */
  notFound: 'sitegen.notFound',
} as const;

/** [loading label, 404 line] by primary language subtag (`pt-br` by its full tag). */
const TEXTS: Record<string, readonly [loading: string, notFound: string]> = {
  cs: ['Načítání…', 'Stránka nenalezena: {path}'],
  da: ['Indlæser…', 'Siden blev ikke fundet: {path}'],
  de: ['Wird geladen…', 'Seite nicht gefunden: {path}'],
  en: ['Loading…', 'Page not found: {path}'],
  es: ['Cargando…', 'Página no encontrada: {path}'],
  fi: ['Ladataan…', 'Sivua ei löytynyt: {path}'],
  // French puts a (no-break) space before a colon.
  fr: ['Chargement…', 'Page introuvable\u00a0: {path}'],
  it: ['Caricamento…', 'Pagina non trovata: {path}'],
  nb: ['Laster inn…', 'Fant ikke siden: {path}'],
  nl: ['Laden…', 'Pagina niet gevonden: {path}'],
  nn: ['Lastar inn…', 'Fann ikkje sida: {path}'],
  no: ['Laster inn…', 'Fant ikke siden: {path}'],
  pl: ['Ładowanie…', 'Nie znaleziono strony: {path}'],
  pt: ['A carregar…', 'Página não encontrada: {path}'],
  'pt-br': ['Carregando…', 'Página não encontrada: {path}'],
  sv: ['Laddar…', 'Sidan hittades inte: {path}'],
};

/** The built-in texts for a BCP 47 language (`de-AT` → German), or undefined when sitegen has none in it. */
export function ownBuiltinMessages(language: string): Messages | undefined {
  const tag = language.toLowerCase();
  const primary = tag.split('-')[0]!;
  const texts = Object.hasOwn(TEXTS, tag) ? TEXTS[tag] : Object.hasOwn(TEXTS, primary) ? TEXTS[primary] : undefined;
  return texts && { [SITEGEN_MESSAGES.loading]: texts[0], [SITEGEN_MESSAGES.notFound]: texts[1] };
}

/** The built-in texts for a BCP 47 language, English for a language sitegen has none in. */
export function builtinMessages(language: string): Messages {
  return ownBuiltinMessages(language) ?? ownBuiltinMessages('en')!;
}

/** sitegen's ids a locale's file must give, as sitegen has no text for them in its language (English would be shown). */
export function missingSitegenIds(site: Messages, language: string): string[] {
  if (ownBuiltinMessages(language)) return [];
  return Object.values(SITEGEN_MESSAGES).filter((id) => !Object.hasOwn(site, id));
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
