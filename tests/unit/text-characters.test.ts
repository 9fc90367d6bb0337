import { describe, expect, it } from 'vitest';
import { describeUnsafeCharacter, findUnsafeCharacter } from '../../src/text-characters.js';

describe('findUnsafeCharacter', () => {
  it.each([
    ['plain text', 'Über uns – GmbH & Co. KG'],
    ['tab, line feed and carriage return', 'a\tb\nc\r\n'],
    ['an emoji (a surrogate pair)', 'Hallo 😀'],
  ])('accepts %s', (_, text) => {
    expect(findUnsafeCharacter(text)).toBeUndefined();
  });

  it.each([
    ['a bell', 'Über\u0007uns', 4, 'U+0007', 'control character'],
    ['a NUL', '\u0000', 0, 'U+0000', 'control character'],
    ['DEL', 'a\u007f', 1, 'U+007F', 'control character'],
    ['a C1 control (NEL)', 'a\u0085b', 1, 'U+0085', 'control character'],
    ['a lone high surrogate', 'ab\ud800', 2, 'U+D800', 'lone surrogate'],
    ['a lone low surrogate', '\udc00x', 0, 'U+DC00', 'lone surrogate'],
  ])('finds %s', (_, text, index, codePoint, kind) => {
    expect(findUnsafeCharacter(text)).toEqual({ index, codePoint, kind });
  });

  it('says what and where, counting from 1', () => {
    expect(describeUnsafeCharacter(findUnsafeCharacter('ab\u0007')!)).toBe('a control character (U+0007) at character 3');
  });
});
