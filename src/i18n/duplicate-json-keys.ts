/**
 * Keys written twice in one JSON object, which `JSON.parse` resolves silently by keeping the last
 * value. A scan of text `JSON.parse` has already accepted, so it only follows strings, braces and
 * commas; linear in the text, with no recursion. (jsonc-parser's visitor would do this; it is not
 * a dependency yet.) Pure.
 */

export interface DuplicateKey {
  /** Keys from the top down to the duplicate, as `JSON.parse` decodes them (array items as their index). */
  path: string[];
  /** 1-based lines of the first and the later definition. */
  firstLine: number;
  line: number;
}

interface Container {
  parent: Container | undefined;
  /** This container's key in its parent (or index, for an array item). */
  key: string;
  /** Keys seen so far and their lines; undefined for an array. */
  keys: Map<string, number> | undefined;
  /** The key of the value being read (object), or the index of the current item (array). */
  current: string;
  index: number;
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The duplicate keys of a valid JSON text, in the order they appear, at most `limit` of them. */
export function findDuplicateKeys(text: string, limit = 20): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  let top: Container | undefined;
  let line = 1;
  for (let index = 0; index < text.length && found.length < limit; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x0a) line++;
    else if (code === QUOTE) {
      const end = closingQuote(text, index);
      if (top?.keys && top.expectKey) {
        const raw = text.slice(index + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        const firstLine = top.keys.get(key);
        if (firstLine === undefined) top.keys.set(key, line);
        else found.push({ path: pathOf(top).concat(key), firstLine, line });
        top.current = key;
        top.expectKey = false;
      }
      index = end;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      const key = top ? (top.keys ? top.current : String(top.index)) : '';
      top = { parent: top, key, keys: code === 0x7b ? new Map() : undefined, current: '', index: 0, expectKey: code === 0x7b };
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) top = top?.parent;
    else if (code === 0x2c /* , */ && top) {
      if (top.keys) top.expectKey = true;
      else top.index++;
    }
  }
  return found;
}

/** Index of the quote that closes the string opening at `open`: the next one not escaped by an odd run of backslashes. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return text.length;
}

/** The keys from the top container down to `container`. */
function pathOf(container: Container): string[] {
  const keys: string[] = [];
  for (let at: Container | undefined = container; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse();
}
