/**
 * What a message file lacks without breaking the build, each a warning naming file, locale and
 * ids: texts still marked as untranslated placeholders (`sitegen init` writes them for locales it
 * has no texts in), and sitegen's own texts in a language it has no defaults for. Pure.
 */
import type { Problem } from '../errors.js';
import { missingSitegenIds } from './builtin-messages.js';
import { shownId, type Messages } from './flatten-messages.js';

/** How a text still to be translated starts; visible on the page too, so it cannot be published unnoticed. */
export const PLACEHOLDER_MARKER = '[TODO translate]';

/** Ids named in one warning; the rest are counted. */
const LISTED_IDS = 5;

export interface MessageFileOf {
  file: string;
  locale: string;
  /** BCP 47 tag of the locale, which picks sitegen's default texts. */
  language: string;
}

/** The warnings of one locale's own messages (before sitegen's defaults are added). */
export function messageWarnings(own: Messages, { file, locale, language }: MessageFileOf): Problem[] {
  const warnings: Problem[] = [];
  const placeholders = Object.keys(own).filter((id) => own[id]!.startsWith(PLACEHOLDER_MARKER));
  if (placeholders.length > 0)
    warnings.push({
      file,
      locale,
      message: `${placeholders.length} ${placeholders.length === 1 ? 'message is' : 'messages are'} not translated yet (${listIds(placeholders)}); translate them and remove "${PLACEHOLDER_MARKER}"`,
    });
  const missing = missingSitegenIds(own, language);
  if (missing.length > 0)
    warnings.push({
      file,
      locale,
      message: `sitegen has no built-in text in ${language} for ${listIds(missing)}, so its pages show English there; add ${missing.length === 1 ? 'it' : 'them'} to ${file}`,
    });
  return warnings;
}

function listIds(ids: string[]): string {
  const listed = ids
    .slice(0, LISTED_IDS)
    .map((id) => `"${shownId(id)}"`)
    .join(', ');
  return ids.length > LISTED_IDS ? `${listed} and ${(ids.length - LISTED_IDS).toLocaleString('en-US')} more` : listed;
}
