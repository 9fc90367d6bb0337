/** Message catalogues: flatten, compare across locales, parse ICU. Pure; `load-messages.ts` reads the files. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Problem } from '../errors.js';

export type Messages = Record<string, string>;

/**
 * Nested objects become dotted keys (`{"home": {"title": "…"}}` → `home.title`), so editors may
 * group messages either way. Non-string leaves are problems.
 */
export function flattenMessages(tree: unknown, file: string, problems: Problem[], prefix = ''): Messages {
  const messages: Messages = {};
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    problems.push({ file, key: prefix || undefined, message: 'must be an object of message ids to strings' });
    return messages;
  }
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages[id] = value;
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      Object.assign(messages, flattenMessages(value, file, problems, id));
    else
      problems.push({
        file,
        key: id,
        message: `must be a string or an object of strings, found ${Array.isArray(value) ? 'an array' : typeof value}`,
      });
  }
  return messages;
}

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
  return [...missingKeyProblems(check), ...compileCatalogues(check).problems];
}

/** Parses every message once: the ASTs go to the renderer, syntax errors become problems. */
export function compileCatalogues({ catalogues, files }: CatalogueCheck): { compiled: CompiledCatalogues; problems: Problem[] } {
  const problems: Problem[] = [];
  const compiled: CompiledCatalogues = {};
  for (const [locale, messages] of Object.entries(catalogues)) {
    const asts: Record<string, MessageFormatElement[]> = {};
    for (const [key, message] of Object.entries(messages)) {
      const result = parseMessage(message);
      if ('ast' in result) asts[key] = result.ast;
      else problems.push({ file: files[locale], locale, key, message: `invalid ICU message syntax: ${result.error}` });
    }
    compiled[locale] = asts;
  }
  return { compiled, problems };
}

/** A key present in some locales but not all, reported for each locale that lacks it. */
export function missingKeyProblems({ catalogues, files }: CatalogueCheck): Problem[] {
  const problems: Problem[] = [];
  const locales = Object.keys(catalogues);
  const allKeys = new Set(locales.flatMap((locale) => Object.keys(catalogues[locale]!)));
  for (const key of [...allKeys].sort()) {
    const present = locales.filter((locale) => key in catalogues[locale]!);
    for (const locale of locales) {
      if (key in catalogues[locale]!) continue;
      problems.push({
        file: files[locale],
        locale,
        key,
        message: `missing; it exists in ${present.map((l) => files[l]).join(', ')}. Add a translation or remove the key everywhere`,
      });
    }
  }
  return problems;
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
    const err = error as { message?: string; location?: { start?: { offset?: number } } };
    const offset = err.location?.start?.offset;
    return { error: `${err.message ?? String(error)}${offset === undefined ? '' : ` at character ${offset + 1}`}` };
  }
}
