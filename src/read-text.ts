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

/** Line and column (1-based, counting characters) of the first byte that is not UTF-8. */
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

/** Bytes of the valid UTF-8 sequence at `index`, 0 when there is none. */
function sequenceLength(bytes: Uint8Array, index: number): number {
  for (const length of [1, 2, 3, 4]) {
    if (index + length > bytes.length) return 0;
    try {
      strict.decode(bytes.subarray(index, index + length));
      return length;
    } catch {
      // a longer sequence, or none
    }
  }
  return 0;
}
