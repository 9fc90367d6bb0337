/**
 * The attributes of one start tag, read from where its name ends. Only the attributes asked for
 * are cut out of the document; quoted values are jumped over with `indexOf`. Pure.
 */
import { decodeEntities } from './html-entities.js';

/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison -- Char names char codes, compared with charCodeAt() numbers by design */

const enum Char {
  Tab = 9,
  LineFeed = 10,
  FormFeed = 12,
  CarriageReturn = 13,
  Space = 32,
  DoubleQuote = 34,
  SingleQuote = 39,
  Slash = 47,
  Equals = 61,
  GreaterThan = 62,
}

/** The `wanted` attributes of the start tag whose name ends at `from`, and where the tag ends. */
export function readAttributes(html: string, from: number, wanted: string[]): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = from;
  for (;;) {
    while (i < html.length && isSpace(html.charCodeAt(i))) i += 1;
    if (i >= html.length) return { attributes, end: html.length };
    const code = html.charCodeAt(i);
    if (code === Char.GreaterThan) return { attributes, end: i + 1 };
    if (code === Char.Slash) {
      i += 1;
      continue;
    }
    const nameStart = i;
    while (i < html.length && !isAttributeNameEnd(html.charCodeAt(i))) i += 1;
    const nameEnd = i;
    while (i < html.length && isSpace(html.charCodeAt(i))) i += 1;
    let valueStart = i;
    let valueEnd = i;
    if (html.charCodeAt(i) === Char.Equals) {
      i += 1;
      while (i < html.length && isSpace(html.charCodeAt(i))) i += 1;
      const quote = html.charCodeAt(i);
      if (quote === Char.DoubleQuote || quote === Char.SingleQuote) {
        valueStart = i + 1;
        valueEnd = html.indexOf(quote === Char.DoubleQuote ? '"' : "'", valueStart);
        if (valueEnd === -1) valueEnd = html.length;
        i = valueEnd + 1;
      } else {
        valueStart = i;
        while (i < html.length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== Char.GreaterThan) i += 1;
        valueEnd = i;
      }
    }
    const name = wantedName(html, nameStart, nameEnd, wanted);
    // The first of two equal attributes wins, as in browsers.
    if (name !== undefined && !attributes.has(name)) attributes.set(name, decodeEntities(html.slice(valueStart, valueEnd)));
  }
}

/** The name at `start…end` if it is one of `wanted` (any case). */
function wantedName(html: string, start: number, end: number, wanted: string[]): string | undefined {
  for (const name of wanted) if (name.length === end - start && equalsIgnoringCase(html, start, name)) return name;
  return undefined;
}

/** Whether the text at `start` is `lower` in any case; `lower` holds lowercase letters, digits, `-` and `:`. */
export function equalsIgnoringCase(html: string, start: number, lower: string): boolean {
  for (let k = 0; k < lower.length; k += 1) {
    if ((html.charCodeAt(start + k) | 0x20) !== lower.charCodeAt(k)) return false;
  }
  return true;
}

function isSpace(code: number): boolean {
  return code === Char.Space || code === Char.LineFeed || code === Char.Tab || code === Char.CarriageReturn || code === Char.FormFeed;
}

export function isNameEnd(code: number): boolean {
  return isSpace(code) || code === Char.Slash || code === Char.GreaterThan || Number.isNaN(code);
}

function isAttributeNameEnd(code: number): boolean {
  return isSpace(code) || code === Char.Equals || code === Char.GreaterThan || code === Char.Slash;
}
