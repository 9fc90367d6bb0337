/**
 * A collection entry's Markdown body, rendered to HTML when a page reads `entry.html`. Rendering on
 * demand keeps it off the build's critical path: large sites render it in the render workers, in
 * parallel, and only for the entries a page shows. The HTML is sanitised (sanitize-markup.ts)
 * before any page sees it, so neither the document nor the payload carries a script. Pure.
 */
import type { Marked } from 'marked';
import { SitegenError } from '../errors.js';
import type { CollectionEntry } from './collection-entry.js';
import { DEEP_NESTING_HINT, deepNestingMessage, findDeepNesting } from './markdown-nesting.js';
import { loadMarked } from './markdown-parser.js';
import { NO_MARKDOWN_OPTIONS, sanitizeMarkup, type MarkdownOptions } from './sanitize-markup.js';

/** Made on the first body rendered (markdown-parser.ts). */
let markdown: Marked | undefined;

/**
 * The last few entries' HTML: an entry is shown by its pages in each locale variant, which render
 * one after the other, while keeping every entry's HTML would hold a large site's content twice.
 */
const recent = new Map<object, string>();
const RECENT_ENTRIES = 64;

function renderedHtml(entry: { body: string; file: string; locale: string }, options: MarkdownOptions): string {
  let html = recent.get(entry);
  if (html === undefined) {
    html = sanitizeMarkup(parseMarkdown(entry), options);
    if (recent.size >= RECENT_ENTRIES) recent.delete(recent.keys().next().value!);
    recent.set(entry, html);
  }
  return html;
}

/**
 * The body as HTML, or an error naming the entry's file: this runs inside a page's render, where
 * anything else would read as a fault of the site's code. Loading checked the nesting with the
 * file's own line numbers; an entry that reached a page another way is checked here.
 */
function parseMarkdown({ body, file, locale }: { body: string; file: string; locale: string }): string {
  const deep = findDeepNesting(body);
  if (deep)
    throw new SitegenError(`${file}: ${deepNestingMessage(deep.depth, `line ${deep.line} of its body`)}`, {
      file,
      locale,
      hint: DEEP_NESTING_HINT,
    });
  markdown ??= new (loadMarked())({ gfm: true, async: false });
  try {
    return markdown.parse(body) as string;
  } catch (error) {
    // marked's own message ends in "Please report this to …", which is not the user's next step.
    const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unknown error';
    throw new SitegenError(`${file}: the Markdown body could not be rendered (${reason})`, {
      file,
      locale,
      hint: 'Simplify the Markdown in that file: very deep nesting of quotes, lists, emphasis or links is the usual cause.',
      cause: error,
    });
  }
}

/**
 * Gives an entry its `html`, rendered from `body` and sanitised with the site's `markdown` options
 * when read. The property is not enumerable, so copies sent to a worker and the build id carry
 * the Markdown only (the worker adds it again, with the same options).
 */
export function withMarkdownHtml<T extends Omit<CollectionEntry, 'html'>>(
  entry: T,
  options: MarkdownOptions = NO_MARKDOWN_OPTIONS,
): T & CollectionEntry {
  if (Object.prototype.hasOwnProperty.call(entry, 'html')) return entry as T & CollectionEntry;
  return Object.defineProperty(entry, 'html', { enumerable: false, get: () => renderedHtml(entry, options) }) as T & CollectionEntry;
}
