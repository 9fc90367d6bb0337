/** The locales a starter site is written for, parsed from `--locales de,en`. */
import { SitegenError } from '../errors.js';

export interface StarterLocale {
  /** URL prefix and message file name, e.g. `en`. */
  code: string;
  /** BCP 47 tag for `<html lang>` and hreflang, e.g. `en-US`. */
  language: string;
  /** The locale's name in its own language, for the language switch. */
  name: string;
}

/** A primary language subtag of BCP 47: two or three lowercase letters (`de`, `en`, `fil`). */
const PRIMARY_TAG = /^[a-z]{2,3}$/;

/** Regions for the languages a visitor most often expects one for; others keep the bare tag. */
const LANGUAGE_TAGS: Record<string, string> = {
  de: 'de-DE',
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-PT',
  pl: 'pl-PL',
};

export const DEFAULT_STARTER_LOCALES = 'de,en';

/** `de,en` → the locales, the first being the default; every problem of the value at once. */
export function parseStarterLocales(value: string): StarterLocale[] {
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  const problems: string[] = [];
  if (codes.length === 0) problems.push('names no locale');
  for (const code of codes) {
    if (!PRIMARY_TAG.test(code))
      problems.push(`"${code}" is not a lowercase language code of two or three letters (like "de", "en", "fr")`);
  }
  const duplicates = [...new Set(codes.filter((code, index) => codes.indexOf(code) !== index))];
  for (const code of duplicates) problems.push(`"${code}" is listed twice`);
  if (problems.length > 0) {
    throw new SitegenError(`--locales "${value}" is not a list of locale codes`, {
      problems: problems.map((message) => ({ message })),
      hint: 'Give the locale codes separated by commas, the default locale first, e.g. --locales de,en',
    });
  }
  return codes.map((code) => ({ code, language: LANGUAGE_TAGS[code] ?? code, name: nativeName(code) }));
}

/** `fr` → `Français`, from Node's ICU data; the code itself when ICU does not know it. */
function nativeName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  if (!name) return code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
