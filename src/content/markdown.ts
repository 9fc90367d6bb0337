/**
 * A collection entry's Markdown body, rendered to HTML when a page reads `entry.html`. Rendering on
 * demand keeps it off the build's critical path: large sites render it in the render workers, in
 * parallel, and only for the entries a page shows. The HTML is sanitised (sanitize-markup.ts)
 * before any page sees it, so neither the document nor the payload carries a script. Pure.
 */
import type { Marked } from 'marked';
import type { CollectionEntry } from './collection-entry.js';
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

function renderedHtml(entry: { body: string }, options: MarkdownOptions): string {
  let html = recent.get(entry);
  if (html === undefined) {
    markdown ??= new (loadMarked())({ gfm: true, async: false });
    html = sanitizeMarkup(markdown.parse(entry.body) as string, options);
    if (recent.size >= RECENT_ENTRIES) recent.delete(recent.keys().next().value!);
    recent.set(entry, html);
  }
  return html;
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
