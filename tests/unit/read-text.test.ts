import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from '../../src/read-text.js';

const problemOf = (bytes: Uint8Array) => {
  const read = decodeUtf8(bytes);
  return 'problem' in read ? read.problem : undefined;
};

describe('decodeUtf8', () => {
  it.each([
    ['a Latin-1 ü on line 2', Buffer.from('title\nGr\u00fc\u00dfe', 'latin1'), 'line 2, column 3'],
    [
      'a lone continuation byte after characters of two, three and four bytes',
      Buffer.concat([Buffer.from('äあ😀'), Buffer.from([0x80])]),
      'line 1, column 4',
    ],
    ['a sequence cut short at the end', Buffer.concat([Buffer.from('ab'), Buffer.from([0xe2, 0x82])]), 'line 1, column 3'],
    ['an overlong encoding', Buffer.from([0x61, 0xc0, 0xaf]), 'line 1, column 2'],
    ['an encoded surrogate', Buffer.from([0x0a, 0xed, 0xa0, 0x80]), 'line 2, column 1'],
    ['a code point past U+10FFFF', Buffer.from([0xf4, 0x90, 0x80, 0x80]), 'line 1, column 1'],
  ])('locates %s', (_, bytes, where) => {
    expect(problemOf(bytes)).toContain(`is not valid UTF-8 (${where})`);
  });

  it('locates one bad byte at the end of a 3 MB file', () => {
    const line = 'Grüße aus Köln, 😀 and more text on this line.\n';
    const lines = Math.ceil((3 * 1024 * 1024) / Buffer.byteLength(line));
    const bytes = Buffer.concat([Buffer.from(line.repeat(lines)), Buffer.from('end \xff', 'latin1')]);
    expect(problemOf(bytes)).toContain(`(line ${lines + 1}, column 5)`);
  });

  it('reads valid UTF-8 and drops a leading byte order mark', () => {
    expect(decodeUtf8(Buffer.from('\ufeffGrüße 😀'))).toEqual({ text: 'Grüße 😀' });
  });
});
