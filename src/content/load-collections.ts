/**
 * Content collections: `{dir}/{locale}/{id}.md`, YAML front matter validated by the collection's
 * schema, Markdown body kept for rendering (markdown.ts). Every problem across all files is reported at once.
 */
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CollectionOptions } from '../config/define-config.js';
import { problemsError, type Problem } from '../errors.js';
import { decodeUtf8 } from '../read-text.js';
import type { Locale } from '../shapes.js';
import { boundMessage, showValue } from '../config/show-value.js';
import { checkEntryIds, type CollectionEntry, type Collections } from './collection-entry.js';
import { EntryCache, entryCachesSaved, type EntryCacheOptions } from './entry-cache.js';
import { hashParsedEntry } from './entry-hash.js';
import { deepNestingMessage, findDeepNesting } from './markdown-nesting.js';
import { FrontMatterError, parseFrontMatter, type FrontMatter } from './parse-front-matter.js';
import { checkExpiryDates } from './expiry.js';
import { withMarkdownHtml } from './markdown.js';
import type { MarkdownOptions } from './sanitize-markup.js';

export interface LoadCollectionsOptions {
  root: string;
  collections: Record<string, CollectionOptions>;
  locales: Locale[];
  /** What Markdown bodies may keep beyond the safe default set; default: nothing more. */
  markdown?: MarkdownOptions;
  /** Keep parsed entries in `.sitegen/entries/` between builds (entry-cache.ts); unset: parse every file. */
  cache?: EntryCacheOptions;
}

export async function loadCollections({ root, collections, locales, markdown, cache }: LoadCollectionsOptions): Promise<Collections> {
  const problems: Problem[] = [];
  const result: Collections = {};
  // What an earlier load kept is read only once it is written.
  if (cache) await entryCachesSaved();
  // Each folder exists: the config check (config/referenced-files.ts) ran before this stage.
  for (const [name, collection] of Object.entries(collections).sort(([a], [b]) => a.localeCompare(b))) {
    const loaded = await Promise.all(
      locales.map((locale) => loadLocaleEntries({ root, name, collection, locale: locale.code, problems, markdown, cache })),
    );
    // Ids are checked over every file found, valid or not, so a bad front matter is not also
    // reported as a missing translation.
    const idsByLocale = Object.fromEntries(locales.map((locale, index) => [locale.code, loaded[index]!.ids]));
    problems.push(...checkEntryIds({ collection: name, idsByLocale, dir: path.relative(root, collection.dir) }));
    result[name] = Object.fromEntries(locales.map((locale, index) => [locale.code, loaded[index]!.entries]));
    if (collection.expires !== undefined) {
      problems.push(...checkExpiryDates({ collection: name, field: collection.expires, entriesByLocale: result[name] }));
    }
  }
  if (problems.length > 0) {
    const hint =
      'Fix the front matter or file names listed above; the README\'s "Config reference" (key `collections`) and "Typed content" say where entries live and what their front matter holds.';
    throw problemsError('The content has errors', problems, hint);
  }
  // Unless a build holds them (`cache.later`), the caches are written before this returns.
  if (cache) await entryCachesSaved();
  return result;
}

interface LoadLocaleOptions {
  root: string;
  name: string;
  collection: CollectionOptions;
  locale: string;
  problems: Problem[];
  markdown?: MarkdownOptions;
  cache?: EntryCacheOptions;
}

// eslint-disable-next-line @typescript-eslint/require-await -- reads synchronously on purpose (below), and stays a promise for loadCollections' Promise.all
async function loadLocaleEntries(options: LoadLocaleOptions): Promise<{ ids: string[]; entries: CollectionEntry[] }> {
  const { root, name: collectionName, collection, locale, markdown, cache } = options;
  const dir = path.join(collection.dir, locale);
  const files = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
    : [];
  const cached = cache && EntryCache.open(cache, collectionName, locale);
  // The folder's paths once: joining and relativising per file was ~20 ms at 10,000 files.
  const relative = path.relative(root, dir);
  const fileIn = relative === '' ? '' : relative + path.sep;
  const sourceIn = path.resolve(dir) + path.sep;
  const entries = files.map((name): CollectionEntry | undefined => {
    const base = { id: name.slice(0, -'.md'.length), locale, file: fileIn + name };
    const source = sourceIn + name;
    // An empty cache (a cold build's) is asked nothing: the stamp comes from the file opened to read it.
    const stamp = cached && !cached.empty ? EntryCache.stamp(source) : undefined;
    const known = stamp && cached?.entry(name, stamp.stamp, base);
    if (known) return withMarkdownHtml(known, markdown);
    const read = readEntryFile(source, cached !== undefined && stamp === undefined);
    const entry = parseEntry(options, read.bytes, base);
    const kept = stamp ?? read.stamp;
    if (entry && kept) cached?.keep(name, kept, entry);
    return entry && withMarkdownHtml(entry, markdown);
  });
  cached?.save();
  return {
    ids: files.map((name) => name.slice(0, -'.md'.length)),
    entries: entries.filter((entry): entry is CollectionEntry => entry !== undefined),
  };
}

/**
 * An entry file's bytes, and with `stamped` its stamp from the open file: stamped before reading, so
 * a file saved meanwhile has a newer stamp than the one kept with it, without a stat of its name
 * (2,000 files: ~4 ms less). Read synchronously: thousands of small files load several times
 * faster than with promises, and nothing else waits on this thread meanwhile.
 */
function readEntryFile(source: string, stamped: boolean): { bytes: Buffer; stamp?: ReturnType<typeof EntryCache.stampOf> } {
  if (!stamped) return { bytes: readFileSync(source) };
  const fd = openSync(source, 'r');
  try {
    const stamp = EntryCache.stampOf(fstatSync(fd));
    return { bytes: readFileSync(fd), stamp };
  } finally {
    closeSync(fd);
  }
}

/** Parses and validates one entry's bytes; undefined (with its problems noted) when it is not valid. */
function parseEntry(
  { collection, problems }: LoadLocaleOptions,
  bytes: Uint8Array,
  { id, locale, file }: { id: string; locale: string; file: string },
): Omit<CollectionEntry, 'html'> | undefined {
  let parsed: FrontMatter;
  const read = decodeUtf8(bytes);
  if ('problem' in read) {
    problems.push({ file, locale, message: read.problem });
    return undefined;
  }
  try {
    parsed = parseFrontMatter(read.text);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    problems.push({ file, locale, key: error.key, message: error.message });
    return undefined;
  }
  const result = collection.schema.safeParse(parsed.data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({
        file,
        locale,
        key: boundMessage(issue.path.map(String).join('.'), 200) || undefined,
        message: boundMessage(frontMatterMessage(issue, parsed.data)),
      });
    }
    return undefined;
  }
  // Before marked, which would overflow the stack or take seconds on it; named with the file's own line.
  const deep = findDeepNesting(parsed.content);
  if (deep) {
    const before = read.text.endsWith(parsed.content) ? read.text.slice(0, read.text.length - parsed.content.length) : '';
    problems.push({ file, locale, message: deepNestingMessage(deep.depth, `line ${before.split('\n').length - 1 + deep.line}`) });
    return undefined;
  }
  const entry = { id, locale, file, data: result.data as Record<string, unknown>, body: parsed.content };
  hashParsedEntry(entry, file, bytes, read.text);
  return entry;
}

interface SchemaIssue {
  code: string;
  expected?: string;
  path: PropertyKey[];
  message: string;
}

/**
 * zod's message (cut to 500 characters by the caller), except for a date it could not read: `z.coerce.date()` turns "next tuesday"
 * into an Invalid Date and says "expected date, received Date", which tells the user nothing.
 */
function frontMatterMessage(issue: SchemaIssue, data: Record<string, unknown>): string {
  if (issue.code !== 'invalid_type' || issue.expected !== 'date') return issue.message;
  const value = issue.path.reduce<unknown>((object, key) => (object as Record<PropertyKey, unknown> | undefined)?.[key], data);
  if (value === undefined) return issue.message;
  return `${showValue(value)} is not a date; write it as YYYY-MM-DD, e.g. 2026-09-30 (or an ISO date and time like 2026-09-30T17:00:00+02:00)`;
}

/** A file in a collection's folder that the loader does not read, and why. */
export interface SkippedFile {
  /** Relative to the project root. */
  file: string;
  reason: string;
}

export interface FindSkippedFilesOptions {
  root: string;
  collections: Record<string, CollectionOptions>;
  locales: Locale[];
}

/**
 * What lies in the collections' folders but is not read: a `.markdown`, `.MD` or `.txt` file, a
 * subfolder, a folder for a locale the site does not have. Each would be dropped without a word,
 * so the build names them in a warning. Hidden files (`.DS_Store`, `.gitkeep`) are left alone.
 */
export function findSkippedFiles({ root, collections, locales }: FindSkippedFilesOptions): SkippedFile[] {
  const skipped: SkippedFile[] = [];
  const codes = locales.map((locale) => locale.code);
  const list = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((entry) => !entry.name.startsWith('.'))
          .sort((a, b) => (a.name < b.name ? -1 : 1))
      : [];
  for (const [name, collection] of Object.entries(collections).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const show = (...parts: string[]) => path.relative(root, path.join(collection.dir, ...parts));
    for (const entry of list(collection.dir)) {
      if (entry.isDirectory() && codes.includes(entry.name)) continue;
      const reason = entry.isDirectory()
        ? `"${entry.name}" is not a locale of the site (${codes.join(', ')}); rename the folder to one of them, or add the locale to the config`
        : `${name} entries live in one folder per locale, ${show('{locale}', `${entry.name.replace(/\.[^.]*$/, '')}.md`)}`;
      skipped.push({ file: entry.isDirectory() ? `${show(entry.name)}/` : show(entry.name), reason });
    }
    for (const code of codes) {
      for (const entry of list(path.join(collection.dir, code))) {
        if (entry.isFile() && entry.name.endsWith('.md')) continue;
        const stem = entry.name.replace(/\.[^.]*$/, '');
        const reason = entry.isDirectory()
          ? 'subfolders of a locale folder are not read; move its files up one level'
          : /\.(markdown|mdown|mkd|md)$/i.test(entry.name)
            ? `entries are read from .md files; rename it to ${stem}.md`
            : `only .md files are ${name} entries; move it out of ${show(code)}/`;
        skipped.push({ file: entry.isDirectory() ? `${show(code, entry.name)}/` : show(code, entry.name), reason });
      }
    }
  }
  return skipped;
}
