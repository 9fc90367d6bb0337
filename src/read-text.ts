/**
 * Reads a source file the user wrote (Markdown, messages) as UTF-8, strictly: a byte sequence
 * that is not UTF-8 would otherwise turn into U+FFFD and show as `����` on every page. A leading
 * byte order mark, which some Windows editors write, is accepted and dropped.
 */
import { readFileSync } from 'node:fs';

export type ReadText = { text: string } | { problem: string };

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The file's text, or what is wrong with its encoding (where, and what to do). */
export function readUtf8(file: string): ReadText {
  return decodeUtf8(readFileSync(file));
}

export function decodeUtf8(bytes: Uint8Array): ReadText {
  try {
    // ignoreBOM: false makes the decoder drop a leading BOM rather than return it as text.
    return { text: strict.decode(bytes) };
  } catch {
    const { line, column } = firstInvalidByte(bytes);
    return {
      problem: `is not valid UTF-8 (line ${line}, column ${column}); save it as UTF-8 in your editor (it may be Latin-1 or Windows-1252 now)`,
    };
  }
}

/**
 * Line and column (1-based, counting characters) of the first byte that is not UTF-8, in one pass
 * by the well-formed byte sequences of the Unicode standard (its table 3-7).
 */
function firstInvalidByte(bytes: Uint8Array): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let index = 0; index < bytes.length;) {
    const length = sequenceLength(bytes, index);
    if (length === 0) break;
    if (bytes[index] === 0x0a) {
      line += 1;
      column = 1;
    } else column += 1;
    index += length;
  }
  return { line, column };
}

/** Bytes of the well-formed UTF-8 sequence at `index`, 0 when there is none. */
function sequenceLength(bytes: Uint8Array, index: number): number {
  const lead = bytes[index]!;
  if (lead < 0x80) return 1;
  // The lead byte gives the length and the range of the second byte; later bytes are 80–BF.
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    if (lead === 0xf4) high = 0x8f;
  } else return 0;
  if (index + length > bytes.length) return 0;
  const second = bytes[index + 1]!;
  if (second < low || second > high) return 0;
  for (let next = index + 2; next < index + length; next += 1) {
    if (bytes[next]! < 0x80 || bytes[next]! > 0xbf) return 0;
  }
  return length;
}
