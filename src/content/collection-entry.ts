/** The shape of a collection entry and the id rules; pure. */
import type { Problem } from '../errors.js';

export interface CollectionEntry<Data = Record<string, unknown>> {
  /** The file name without `.md`: a lowercase slug, the same in every locale. */
  id: string;
  locale: string;
  /** The source file relative to the project root. */
  file: string;
  /** The validated front matter. */
  data: Data;
  /** The Markdown body as written. */
  body: string;
  /** The Markdown body rendered to HTML (on first use, see markdown.ts). */
  readonly html: string;
}

/** collection name → locale code → entries sorted by id */
export type Collections = Record<string, Record<string, CollectionEntry[]>>;

export const ENTRY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// Device names Windows reserves in any case and with any extension (`con.md` too): a file or page
// folder so named cannot be checked out there. Ids hold no dot, so the name alone is the test.
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

export interface CheckEntryIdsOptions {
  collection: string;
  dir: string;
  /** locale code → the ids of every file found in that locale's folder */
  idsByLocale: Record<string, string[]>;
}

/** Ids must be slugs and exist in every locale, so every page has all its language copies. */
export function checkEntryIds({ collection, dir, idsByLocale }: CheckEntryIdsOptions): Problem[] {
  const problems: Problem[] = [];
  const locales = Object.keys(idsByLocale);
  const idSets = new Map(locales.map((locale) => [locale, new Set(idsByLocale[locale])]));
  const ids = new Set(locales.flatMap((locale) => idsByLocale[locale]!));
  for (const id of [...ids].sort()) {
    const present = locales.filter((locale) => idSets.get(locale)!.has(id));
    if (!ENTRY_ID.test(id)) {
      for (const locale of present) {
        problems.push({
          file: `${dir}/${locale}/${id}.md`,
          locale,
          key: 'id',
          message: `"${id}" is not a valid ${collection} id; rename the file to a lowercase slug such as "${slugify(id)}.md" in every locale`,
        });
      }
      continue;
    }
    if (WINDOWS_RESERVED.test(id)) {
      for (const locale of present) {
        problems.push({
          file: `${dir}/${locale}/${id}.md`,
          locale,
          key: 'id',
          message: `"${id}" is a device name Windows reserves, so neither ${id}.md nor the page folder ${id}/ can exist in a checkout there; rename the file, e.g. to "${id}-1.md", in every locale`,
        });
      }
      continue;
    }
    for (const locale of locales) {
      if (present.includes(locale)) continue;
      problems.push({
        file: `${dir}/${locale}/${id}.md`,
        locale,
        key: 'id',
        message: `${collection} entry "${id}" exists in ${present.join(', ')} but not in ${locale}; add ${dir}/${locale}/${id}.md or remove it everywhere`,
      });
    }
  }
  return problems;
}

function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'posting'
  );
}
