/** Reads `{messagesDir}/{locale}.json` for every locale and checks them; the only I/O of i18n. */
import { readFile } from 'node:fs/promises';
import { closest, distance } from 'fastest-levenshtein';
import path from 'node:path';
import { SitegenError, problemsError, type Problem } from '../errors.js';
import { decodeUtf8 } from '../read-text.js';
import type { Locale } from '../shapes.js';
import { unknownSitegenIds, withBuiltinMessages } from './builtin-messages.js';
import { compileCatalogues, missingKeyProblems, type CompiledCatalogues } from './check-messages.js';
import { findDuplicateKeys } from './duplicate-json-keys.js';
import { flattenMessages, shownId, type Messages } from './flatten-messages.js';
import { messageWarnings } from './message-warnings.js';

export interface LoadMessagesOptions {
  root: string;
  messagesDir: string;
  locales: Locale[];
}

export interface LoadedMessages {
  /** locale code → message id → source text (what the build id is made of), sitegen's own texts included */
  messages: Record<string, Messages>;
  /** The same, parsed, for rendering. */
  compiled: CompiledCatalogues;
  /** What the files lack without breaking the build: placeholders to translate, sitegen's texts in a language it has none in. */
  warnings: Problem[];
}

export async function loadMessages({ root, messagesDir, locales }: LoadMessagesOptions): Promise<LoadedMessages> {
  const problems: Problem[] = [];
  const loaded: Record<string, Messages> = {};
  const files: Record<string, string> = {};
  const warnings: Problem[] = [];
  await Promise.all(
    locales.map(async (locale) => {
      const absolute = path.join(messagesDir, `${locale.code}.json`);
      const file = path.relative(root, absolute);
      files[locale.code] = file;
      const own = await readMessageFile(absolute, { file, locale: locale.code }, problems);
      if (!own) return;
      loaded[locale.code] = withBuiltinMessages(own, locale.language);
      for (const warning of messageWarnings(own, { file, locale: locale.code, language: locale.language })) warnings.push(warning);
    }),
  );
  // In config order, not in the order the reads finished: the catalogues feed the build id.
  const catalogues = Object.fromEntries(
    locales.filter((locale) => loaded[locale.code]).map((locale) => [locale.code, loaded[locale.code]!]),
  );
  let compiled: CompiledCatalogues = {};
  if (problems.length === 0) {
    const result = compileCatalogues({ catalogues, files });
    compiled = result.compiled;
    for (const problem of missingKeyProblems({ catalogues, files }).concat(result.problems)) problems.push(problem);
  }
  if (problems.length > 0) {
    throw problemsError(
      'The message files have errors',
      problems,
      `Fix the messages in ${path.relative(root, messagesDir) || '.'}/; every locale needs the same keys.`,
    );
  }
  // In config order too: the reads finish in any order.
  const order = locales.map((locale) => locale.code);
  warnings.sort((a, b) => order.indexOf(a.locale!) - order.indexOf(b.locale!));
  return { messages: catalogues, compiled, warnings };
}

/** One locale's own messages, or undefined when the file cannot be read or parsed (a problem says why). */
async function readMessageFile(
  absolute: string,
  where: { file: string; locale: string },
  problems: Problem[],
): Promise<Messages | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(absolute);
  } catch (error) {
    problems.push({ ...where, message: readProblem(error) });
    return undefined;
  }
  // Strictly UTF-8, so a Latin-1 file is named rather than shown as `����`; a BOM is dropped.
  const read = decodeUtf8(bytes);
  if ('problem' in read) {
    problems.push({ ...where, message: read.problem });
    return undefined;
  }
  let tree: unknown;
  try {
    tree = JSON.parse(read.text);
  } catch (error) {
    problems.push({ ...where, message: `is not valid JSON: ${(error as Error).message.slice(0, 200)}` });
    return undefined;
  }
  for (const duplicate of findDuplicateKeys(read.text))
    problems.push({
      ...where,
      key: shownId(duplicate.path.join('.')),
      message: `is written twice in one object, on lines ${duplicate.firstLine} and ${duplicate.line}; the first value would be lost. Keep one of them`,
    });
  const own = flattenMessages(tree, where.file, problems);
  for (const id of unknownSitegenIds(own))
    problems.push({
      ...where,
      key: shownId(id),
      message: `sitegen reads no message "${shownId(id)}"; correct or remove it (the README lists sitegen's own ids)`,
    });
  return own;
}

/** Why a message file could not be read: missing, a folder, or the machine's refusal, by its errno. */
function readProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'message file not found; create it with the same keys as the other locales';
  if (code === 'EISDIR') return 'is a folder, not a file; remove or rename the folder and create the message file in its place';
  const meaning = code === undefined ? undefined : READ_ERRORS[code];
  return `cannot be read: ${meaning ?? (error as Error).message.slice(0, 200)}${code ? ` (${code})` : ''}; check the file and its permissions`;
}

const READ_ERRORS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ELOOP: 'a symbolic link loop',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  EIO: 'the disk reported an input/output error',
};

/** Thrown by the renderer when a page asks for a message id that no catalogue has. */
export function unknownMessageError(
  id: string,
  { locale, route, file, ids = [], callSite }: { locale: string; route: string; file: string; ids?: string[]; callSite?: Error },
): SitegenError {
  const shown = shownId(id);
  const near = closeId(id, ids);
  return new SitegenError(`Page ${route} (locale ${locale}) uses message "${shown}", which is in no message file (looked in ${file})`, {
    key: shown,
    locale,
    route,
    file,
    hint: near
      ? `Did you mean "${shownId(near)}"? Correct the id in the page, or add "${shown}" to every message file.`
      : `Add "${shown}" to every message file, or correct the id in the page.`,
    // The build names the page's source line from it (compile/user-code-error.ts).
    cause: callSite,
  });
}

/** The known id closest to a mistyped one, when it is close enough to be a typo. */
function closeId(id: string, ids: string[]): string | undefined {
  if (ids.length === 0 || id.length > 200) return undefined;
  const near = closest(id, ids);
  return distance(id, near) <= Math.max(2, Math.floor(id.length / 4)) ? near : undefined;
}
