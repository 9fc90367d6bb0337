/**
 * Whether HTML is already what the sanitiser would return (sanitize-markup.ts), so it can skip the
 * sanitiser's ~150 µs a posting: plain Markdown comes out of marked as a few fixed tags with
 * escaped text, and only raw HTML or a URL's scheme can let anything else in. This is no sanitiser
 * of its own: it accepts a strict subset of the default allowlist that sanitize-html (with
 * htmlparser2) passes through unchanged, byte for byte, and anything else (raw HTML, an entity
 * other than the five marked writes, an unknown attribute or scheme, markup the parser would
 * repair) goes to sanitize-html. Pure.
 */

/** Attributes kept as written, by element; `code` also keeps its `language-…` class (below). */
const ATTRIBUTES: Record<string, readonly string[]> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  ul: [],
  li: [],
  strong: [],
  em: [],
  del: [],
  code: [],
  pre: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  br: [],
  hr: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
};

const VOID = new Set(['br', 'hr', 'img']);

/**
 * The open elements an element's start tag closes in htmlparser2 (its `openImpliesClose`, for the
 * tags above): the sanitiser would close them, so such markup is not left alone.
 */
const CLOSES: Record<string, readonly string[]> = {
  tr: ['tr', 'th', 'td'],
  th: ['th'],
  td: ['thead', 'th', 'td'],
  li: ['li'],
  tbody: ['thead', 'tbody'],
};
for (const tag of ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'ol', 'pre', 'table', 'ul']) CLOSES[tag] = ['p'];

/** URL attributes and the schemes the sanitiser's settings allow in them. */
const SCHEMES: Record<string, ReadonlySet<string>> = {
  href: new Set(['http', 'https', 'mailto', 'tel']),
  src: new Set(['http', 'https']),
};

/**
 * A tag, or one of the five entities marked writes (the sanitiser decodes them and writes them
 * again as they were), or a character the sanitiser would write differently in text: `<`, `>`,
 * `&`, quotes, NUL, CR.
 */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?: [a-z]+="[^"<>]*")*)>|&(?:amp|lt|gt|quot|#39);|[<>&"'\0\r]/g;
const ATTRIBUTE = / ([a-z]+)="([^"]*)"/g;

/** True when sanitising `html` with the default settings would return it unchanged. */
export function isAlreadySafe(html: string): boolean {
  const open: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, tag, attributes] = match;
    if (tag === undefined) {
      if (token.length === 1) return false;
      continue;
    }
    const allowed = ATTRIBUTES[tag];
    if (allowed === undefined) return false;
    if (closing) {
      if (VOID.has(tag) || attributes || open.pop() !== tag) return false;
      continue;
    }
    const closes = CLOSES[tag];
    if (closes !== undefined && open.length > 0 && closes.includes(open[open.length - 1]!)) return false;
    if (attributes && !attributesKept(tag, allowed, attributes)) return false;
    if (!VOID.has(tag)) open.push(tag);
  }
  return open.length === 0;
}

function attributesKept(tag: string, allowed: readonly string[], attributes: string): boolean {
  const seen = new Set<string>();
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
    if (seen.has(name!)) return false;
    seen.add(name!);
    if (!valueKept(value!, name === 'alt')) return false;
    if (tag === 'code' && name === 'class') {
      if (!/^language-[A-Za-z0-9_-]+$/.test(value!)) return false;
    } else if (!allowed.includes(name!)) return false;
    const schemes = SCHEMES[name!];
    if (schemes !== undefined && !schemeKept(value!, schemes)) return false;
  }
  return true;
}

/**
 * The sanitiser decodes a value and escapes `&`, `<`, `>` and `"` again, but not `'`; it drops an
 * empty value except `alt`'s.
 */
function valueKept(value: string, emptyKept: boolean): boolean {
  if (value === '') return emptyKept;
  return !/\0|&(?!(?:amp|lt|gt|quot);)/.test(value);
}

/**
 * As the sanitiser reads a scheme (launder's `naughtyHref`): relative and protocol-relative URLs
 * pass. URLs with whitespace, control characters or backslashes, which browsers read in ways of
 * their own, are left to the sanitiser, as is a `:` after an entity (it could be read otherwise
 * once decoded).
 */
function schemeKept(value: string, schemes: ReadonlySet<string>): boolean {
  if (/[\0-\x20\x7f-\x9f\\]/.test(value)) return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(value);
  if (scheme !== null) return schemes.has(scheme[1]!.toLowerCase());
  return !/^[^/?#]*&[^/?#]*:/.test(value);
}
