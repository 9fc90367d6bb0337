/**
 * The HTML a Markdown body may produce, cut down to a safe subset at build time, so a posting is
 * harmless even on a host that sends no Content-Security-Policy: no script, no event handler, no
 * `javascript:` or `data:` URL, no iframe or form. sanitize-html does the parsing and filtering (a
 * well-kept allowlist sanitiser that runs without a DOM); this module only says what is allowed.
 * sanitize-html (htmlparser2, postcss…: ~70 ms to load) is loaded when the first body is sanitised,
 * not with the build, so builds and render workers whose pages show no Markdown never load it.
 * Pure.
 */
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import { FORBIDDEN_TAGS, isForbiddenAttribute } from '../config/markdown-rules.js';
import { isAlreadySafe } from './markup-already-safe.js';

/** What a site allows beyond the default set (config `markdown`), already validated. */
export interface MarkdownOptions {
  /** Extra elements, e.g. `['figure', 'figcaption']`. */
  allowTags: string[];
  /** Extra attributes by element (`'*'`: any element), e.g. `{ iframe: ['src', 'title'] }`. */
  allowAttributes: Record<string, string[]>;
}

export const NO_MARKDOWN_OPTIONS: MarkdownOptions = { allowTags: [], allowAttributes: {} };

/** What Markdown writes for a posting: headings, text, lists, links, images, tables, code, quotes. */
export const DEFAULT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'del',
  's',
  'sub',
  'sup',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'blockquote',
];

export const DEFAULT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  // marked writes a table column's alignment as align="…".
  th: ['align'],
  td: ['align'],
};

/**
 * A `style` value that can run code or load something: old IE expressions, url(…), imports,
 * bindings; backslashes and comments too, since CSS escapes and comments can spell any of them.
 */
const UNSAFE_STYLE = /expression|url\s*\(|javascript:|@import|behavio(u)?r|binding|\\|\/\*/i;

/** The sanitiser's settings for a site's options; built once per options object. */
const settingsCache = new WeakMap<MarkdownOptions, sanitizeHtml.IOptions>();

function settingsFor(options: MarkdownOptions): sanitizeHtml.IOptions {
  let settings = settingsCache.get(options);
  if (settings) return settings;
  // The config's validation rejects the forbidden ones with a message; filtered here as well, so
  // no caller of the API can let them through.
  const allowedAttributes: Record<string, string[]> = { ...DEFAULT_ATTRIBUTES };
  for (const [tag, names] of Object.entries(options.allowAttributes))
    allowedAttributes[tag] = [...(allowedAttributes[tag] ?? []), ...names.filter((name) => !isForbiddenAttribute(name))];
  settings = {
    allowedTags: [...DEFAULT_TAGS, ...options.allowTags.filter((tag) => !FORBIDDEN_TAGS.has(tag))],
    allowedAttributes,
    // A code block's language (marked: class="language-js"), the one class Markdown writes.
    allowedClasses: { code: ['language-*'] },
    // Relative URLs have no scheme and always pass; images load over http(s) only.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'poster', 'background', 'data'],
    allowProtocolRelative: true,
    // script, style and textarea go with their content; other tags lose the tag, keep the text.
    disallowedTagsMode: 'discard',
    transformTags: { '*': withoutUnsafeStyle },
    // sanitize-html decodes the text and escapes only & < >; marked also escapes quotes. Doing the
    // same keeps the bytes of a safe posting what they were before sanitising.
    textFilter: (text) => text.replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
  };
  settingsCache.set(options, settings);
  return settings;
}

/** Drops a `style` a site allowed when its value could run code or fetch a URL. */
function withoutUnsafeStyle(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.style === undefined || !UNSAFE_STYLE.test(attribs.style)) return { tagName, attribs };
  const { style: _unsafe, ...rest } = attribs;
  return { tagName, attribs: rest };
}

let sanitizer: typeof sanitizeHtml | undefined;

/** sanitize-html, loaded on first use (a CommonJS package, so synchronously). */
function loadSanitizer(): typeof sanitizeHtml {
  return (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml);
}

/**
 * The safe part of `html`: the default subset, widened by the site's options. HTML the sanitiser
 * would return unchanged (plain Markdown's, markup-already-safe.ts) is returned as it is.
 */
export function sanitizeMarkup(html: string, options: MarkdownOptions = NO_MARKDOWN_OPTIONS): string {
  return isAlreadySafe(html) ? html : sanitizeWithLibrary(html, options);
}

/** sanitize-html's result for `html`, whatever it holds. */
export function sanitizeWithLibrary(html: string, options: MarkdownOptions = NO_MARKDOWN_OPTIONS): string {
  // sanitize-html closes void elements XML-style (`<br />`); Markdown and HTML write `<br>`. Text
  // and attribute values come out with `>` escaped, so ` />` can only end a tag.
  return loadSanitizer()(html, settingsFor(options)).replace(/ \/>/g, '>');
}
