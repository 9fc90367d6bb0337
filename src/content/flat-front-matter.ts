/**
 * The front matter most entry files hold, read without a YAML parser: one `key: value` a line,
 * each value a double-quoted string or a list of them in brackets (written as JSON writes them), a
 * whole number, a real date (`2026-09-30`), or a plain word-like string (`title: Erster Beitrag`). For these lines
 * the YAML parser's result (yaml-front-matter.ts) is what `JSON.parse` gives for the value (a date: the same
 * `calendarDate`), and V8's JSON parser is several times faster (10,000 postings: most of the content
 * loading's YAML time). Anything else (a date with a time or that names no day, a comment, a nested map, an
 * escape only YAML has, a repeated key) returns undefined, and the block goes to the YAML parser whole, so
 * what is not read here is read, and fails, there. A performance exception: its unit test holds it to the parser.
 */
import { calendarDate } from '../config/strict-date.js';

// Keys read as strings: a letter first, and none of the words YAML reads as true, false or null.
const KEY = /^[A-Za-z][\w-]*$/;
const NOT_STRING_WORD = /^(?:true|false|null)$/i;
// A plain scalar that can only be a string: a letter first, no character with a meaning in YAML
// (`:` `#` quotes, brackets, braces, commas, `&` `*` `!` `|` `>` `%` `@` and backquotes), no space at either end.
const PLAIN_STRING = /^[\p{L}](?:[\p{L}\p{N} .()/+-]*[\p{L}\p{N}.()/+-])?$/u;
// Whole numbers read exactly (15 digits at most; not `-0`, not `012`, which YAML 1.1 read as octal).
const DECIMAL = /^(?:0|-?[1-9]\d{0,14})$/;
// A YAML timestamp without a time, a Date at midnight UTC.
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
// What YAML forbids in a document (js-yaml's PATTERN_NON_PRINTABLE): left to the parser and the value check.
const NON_PRINTABLE =
  // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

/** The block's data when every line is one of the forms above, else undefined. `block` starts after the opening `---`. */
export function readFlatFrontMatter(block: string): Record<string, unknown> | undefined {
  if (block.includes('\t') || NON_PRINTABLE.test(block)) return undefined;
  const data: Record<string, unknown> = {};
  let found = false;
  for (const line of block.split('\n')) {
    if (line === '' || line === '\r') continue;
    const colon = line.indexOf(': ');
    if (colon === -1) return undefined;
    const key = line.slice(0, colon);
    if (!KEY.test(key) || NOT_STRING_WORD.test(key) || Object.hasOwn(data, key)) return undefined;
    const value = readValue(line.slice(colon + 2).trim());
    if (value === undefined) return undefined;
    data[key] = value;
    found = true;
  }
  return found ? data : undefined;
}

function readValue(text: string): unknown {
  const first = text.charCodeAt(0);
  if (first === 0x22 /* " */ || first === 0x5b /* [ */) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
    if (typeof value === 'string') return value;
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  }
  if (DECIMAL.test(text)) return Number(text);
  const date = DATE.exec(text);
  // A date that names no day (February 31) is left to the parser, which reports it.
  if (date) return calendarDate(Number(date[1]), Number(date[2]), Number(date[3]));
  return PLAIN_STRING.test(text) && !NOT_STRING_WORD.test(text) ? text : undefined;
}
