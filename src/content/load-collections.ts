/**
 * Content collections: `{dir}/{locale}/{id}.md`, YAML front matter validated by the collection's
 * schema, Markdown body kept for rendering (markdown.ts). Every problem across all files is reported at once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { CollectionOptions } from '../config/define-config.js';
import { problemsError, type Problem } from '../errors.js';
import type { Locale } from '../shapes.js';
import { checkEntryIds, type CollectionEntry, type Collections } from './collection-entry.js';
import { checkExpiryDates } from './expiry.js';
import { withMarkdownHtml } from './markdown.js';
import type { MarkdownOptions } from './sanitize-markup.js';

export interface LoadCollectionsOptions {
  root: string;
  collections: Record<string, CollectionOptions>;
  locales: Locale[];
  /** What Markdown bodies may keep beyond the safe default set; default: nothing more. */
  markdown?: MarkdownOptions;
}

export async function loadCollections({ root, collections, locales, markdown }: LoadCollectionsOptions): Promise<Collections> {
  const problems: Problem[] = [];
  const result: Collections = {};
  for (const [name, collection] of Object.entries(collections).sort(([a], [b]) => a.localeCompare(b))) {
    if (!existsSync(collection.dir)) {
      problems.push({ file: 'generator.config.ts', key: `collections.${name}.dir`, message: `folder ${path.relative(root, collection.dir)}/ not found; create it with one subfolder per locale, or correct the path` });
      continue;
    }
    const loaded = await Promise.all(
      locales.map((locale) => loadLocaleEntries({ root, name, collection, locale: locale.code, problems, markdown })),
    );
    // Ids are checked over every file found, valid or not, so a bad front matter is not also
    // reported as a missing translation.
    const idsByLocale = Object.fromEntries(locales.map((locale, index) => [locale.code, loaded[index]!.ids]));
    problems.push(...checkEntryIds({ collection: name, idsByLocale, dir: path.relative(root, collection.dir) }));
    result[name] = Object.fromEntries(locales.map((locale, index) => [locale.code, loaded[index]!.entries]));
    if (collection.expires !== undefined) {
      problems.push(...checkExpiryDates({ collection: name, field: collection.expires, entriesByLocale: result[name]! }));
    }
  }
  if (problems.length > 0) {
    throw problemsError('The content has errors', problems, 'Fix the front matter or file names listed above; the README\'s "Add a posting" section shows a complete example.');
  }
  return result;
}

interface LoadLocaleOptions {
  root: string;
  name: string;
  collection: CollectionOptions;
  locale: string;
  problems: Problem[];
  markdown?: MarkdownOptions;
}

async function loadLocaleEntries({ root, collection, locale, problems, markdown }: LoadLocaleOptions): Promise<{ ids: string[]; entries: CollectionEntry[] }> {
  const dir = path.join(collection.dir, locale);
  const files = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.md') && !entry.name.startsWith('.')).map((entry) => entry.name).sort() : [];
  const entries = files.map((name): CollectionEntry | undefined => {
    const file = path.relative(root, path.join(dir, name));
    const id = name.slice(0, -'.md'.length);
    let parsed: matter.GrayMatterFile<string>;
    try {
      // Read synchronously: thousands of small files load several times faster than with
      // promises, and nothing else waits on this thread meanwhile. An empty options object keeps
      // gray-matter from caching by content across collections.
      parsed = matter(readFileSync(path.join(dir, name), 'utf8'), {});
    } catch (error) {
      problems.push({ file, locale, message: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
      return undefined;
    }
    const result = collection.schema.safeParse(parsed.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ file, locale, key: issue.path.map(String).join('.') || undefined, message: issue.message });
      }
      return undefined;
    }
    return withMarkdownHtml({ id, locale, file, data: result.data as Record<string, unknown>, body: parsed.content }, markdown);
  });
  return { ids: files.map((name) => name.slice(0, -'.md'.length)), entries: entries.filter((entry): entry is CollectionEntry => entry !== undefined) };
}
