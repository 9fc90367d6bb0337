/** Reads `{messagesDir}/{locale}.json` for every locale and checks them; the only I/O of i18n. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError, problemsError, type Problem } from '../errors.js';
import { decodeUtf8 } from '../read-text.js';
import type { Locale } from '../shapes.js';
import { unknownSitegenIds, withBuiltinMessages } from './builtin-messages.js';
import { compileCatalogues, flattenMessages, missingKeyProblems, type CompiledCatalogues, type Messages } from './check-messages.js';

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
}

export async function loadMessages({ root, messagesDir, locales }: LoadMessagesOptions): Promise<LoadedMessages> {
  const problems: Problem[] = [];
  const loaded: Record<string, Messages> = {};
  const files: Record<string, string> = {};
  await Promise.all(
    locales.map(async (locale) => {
      const absolute = path.join(messagesDir, `${locale.code}.json`);
      const file = path.relative(root, absolute);
      files[locale.code] = file;
      let bytes: Buffer;
      try {
        bytes = await readFile(absolute);
      } catch {
        problems.push({ file, locale: locale.code, message: `message file not found; create it with the same keys as the other locales` });
        return;
      }
      // Strictly UTF-8, so a Latin-1 file is named rather than shown as `����`; a BOM is dropped.
      const read = decodeUtf8(bytes);
      if ('problem' in read) {
        problems.push({ file, locale: locale.code, message: read.problem });
        return;
      }
      const text = read.text;
      let tree: unknown;
      try {
        tree = JSON.parse(text);
      } catch (error) {
        problems.push({ file, locale: locale.code, message: `is not valid JSON: ${(error as Error).message}` });
        return;
      }
      const own = flattenMessages(tree, file, problems);
      for (const id of unknownSitegenIds(own))
        problems.push({
          file,
          locale: locale.code,
          key: id,
          message: `sitegen reads no message "${id}"; correct or remove it (the README lists sitegen's own ids)`,
        });
      loaded[locale.code] = withBuiltinMessages(own, locale.language);
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
    problems.push(...missingKeyProblems({ catalogues, files }), ...result.problems);
  }
  if (problems.length > 0) {
    throw problemsError(
      'The message files have errors',
      problems,
      `Fix the messages in ${path.relative(root, messagesDir) || '.'}/; every locale needs the same keys.`,
    );
  }
  return { messages: catalogues, compiled };
}

/** Thrown by the renderer when a page asks for a message id that no catalogue has. */
export function unknownMessageError(id: string, locale: string, route: string, messagesFile: string): SitegenError {
  return new SitegenError(
    `Page ${route} (locale ${locale}) uses message "${id}", which is in no message file (looked in ${messagesFile})`,
    {
      key: id,
      locale,
      route,
      file: messagesFile,
      hint: `Add "${id}" to every message file, or correct the id in the page.`,
    },
  );
}
