/** Message catalogues: compare across locales, parse ICU. Pure; `load-messages.ts` reads the files. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Problem } from '../errors.js';
import { shownId, type Messages } from './flatten-messages.js';

export type { Messages };

export interface CatalogueCheck {
  /** locale code → messages */
  catalogues: Record<string, Messages>;
  /** locale code → file, for error messages */
  files: Record<string, string>;
}

/** locale code → message id → parsed message, ready for react-intl without parsing again */
export type CompiledCatalogues = Record<string, Record<string, MessageFormatElement[]>>;

/** Every locale must have the same keys, and every message must be valid ICU MessageFormat. */
export function checkCatalogues(check: CatalogueCheck): Problem[] {
  return missingKeyProblems(check).concat(compileCatalogues(check).problems);
}

/** Parses every message once: the ASTs go to the renderer, syntax errors become problems. */
export function compileCatalogues({ catalogues, files }: CatalogueCheck): { compiled: CompiledCatalogues; problems: Problem[] } {
  const problems: Problem[] = [];
  const compiled: CompiledCatalogues = {};
  for (const [locale, messages] of Object.entries(catalogues)) {
    const asts = Object.create(null) as Record<string, MessageFormatElement[]>;
    for (const [key, message] of Object.entries(messages)) {
      const result = parseMessage(message);
      if ('ast' in result) asts[key] = result.ast;
      else problems.push({ file: files[locale], locale, key: shownId(key), message: `invalid ICU message syntax: ${result.error}` });
    }
    compiled[locale] = asts;
  }
  return { compiled, problems };
}

/** Missing keys listed per locale; the rest are counted, so 130,000 of them read as one line (put first, so it is printed). */
export const MAX_LISTED_MISSING_KEYS = 10;

/** A key present in some locales but not all, reported for each locale that lacks it. */
export function missingKeyProblems({ catalogues, files }: CatalogueCheck): Problem[] {
  const problems: Problem[] = [];
  const locales = Object.keys(catalogues);
  const allKeys = new Set<string>();
  for (const locale of locales) for (const key of Object.keys(catalogues[locale]!)) allKeys.add(key);
  const missing = new Map<string, number>();
  for (const key of Array.from(allKeys).sort()) {
    const present = locales.filter((locale) => Object.hasOwn(catalogues[locale]!, key));
    for (const locale of locales) {
      if (Object.hasOwn(catalogues[locale]!, key)) continue;
      const count = (missing.get(locale) ?? 0) + 1;
      missing.set(locale, count);
      if (count > MAX_LISTED_MISSING_KEYS) continue;
      problems.push({
        file: files[locale],
        locale,
        key: shownId(key),
        message: `missing; it exists in ${present.map((l) => files[l]).join(', ')}. Add a translation or remove the key everywhere`,
      });
    }
  }
  const counted: Problem[] = [];
  for (const [locale, count] of missing) {
    if (count <= MAX_LISTED_MISSING_KEYS) continue;
    const more = (count - MAX_LISTED_MISSING_KEYS).toLocaleString('en-US');
    counted.push({
      file: files[locale],
      locale,
      message: `lacks ${count.toLocaleString('en-US')} keys the other message files have: ${MAX_LISTED_MISSING_KEYS} listed below, and ${more} more`,
    });
  }
  return counted.concat(problems);
}

/** The parser's complaint about a message, or undefined when it parses. */
export function icuSyntaxError(message: string): string | undefined {
  const result = parseMessage(message);
  return 'error' in result ? result.error : undefined;
}

/** ICU MessageFormat's syntax characters; `#` means something only inside a plural's braces. */
const ICU_SYNTAX = /[{}<>']/;

function parseMessage(message: string): { ast: MessageFormatElement[] } | { error: string } {
  // Most messages are plain text (1,296 of 1,421 in the company site, peer site and fixtures): their
  // tree is the one literal the parser would return, made without running it.
  if (!ICU_SYNTAX.test(message)) return { ast: message === '' ? [] : [{ type: TYPE.literal, value: message }] };
  try {
    return { ast: parse(message) };
  } catch (error) {
    // The parser recurses: thousands of nested plurals, selects or tags overflow its stack.
    if (error instanceof RangeError) return { error: 'it is nested too deeply (plurals, selects or tags inside each other); simplify it' };
    const err = error as { message?: string; location?: { start?: { offset?: number } } };
    const offset = err.location?.start?.offset;
    return { error: `${err.message ?? String(error)}${offset === undefined ? '' : ` at character ${offset + 1}`}` };
  }
}
