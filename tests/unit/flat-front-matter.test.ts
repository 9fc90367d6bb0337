import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readFlatFrontMatter } from '../../src/content/flat-front-matter.js';
import { parseYamlBlock } from '../../src/content/yaml-front-matter.js';

// The reference: what the `yaml` package makes of the block, with the options entries are parsed with.
const yaml = (block: string): unknown => {
  try {
    return parseYamlBlock(block);
  } catch (error) {
    return error;
  }
};

describe('readFlatFrontMatter', () => {
  it.each([
    ['a peer posting', '\ntitle: "Projektleiter (m/w/d) #991"\nlocation: "Leipzig"\nbullets: ["Eins.","Zwei, drei.", "vier"]'],
    ['plain strings, a number and a date', '\ntitle: Erster Beitrag\nyear: 2025\ndate: 2026-01-02\nclient: Stadt Musterstadt'],
    ['JSON escapes and characters beyond the BMP', '\ntitle: "a \\"b\\" \\\\ \\/ \\n\\t \\u00e9 \\ud83d\\ude00 😀"'],
    ['Windows line ends', '\r\ntitle: "x"\r\nyear: 7\r\n'],
    ['blank lines', '\n\ntitle: x\n\nplace: y\n'],
    ['an empty list', '\ntags: []'],
    ['spaces around a value', '\ntitle:    "x"   \nname:  Anna  '],
    ['a leap day and a year before 1900', '\nleap: 2028-02-29\nold: 0099-01-01'],
  ])('reads %s as the yaml package does', (_, block) => {
    const data = readFlatFrontMatter(block);
    expect(data).toBeDefined();
    expect(data).toStrictEqual(yaml(block));
  });

  it.each([
    ['a nested map', '\nsalary:\n  min: 1\n'],
    ['a comment', '\ntitle: x # note'],
    ['a repeated key (the parser reports it)', '\ntitle: a\ntitle: b'],
    ['a date that names no day', '\ndate: 2026-02-31'],
    ['a month 13', '\ndate: 2026-13-01'],
    ['day zero of month zero', '\ndate: 0000-00-00'],
    ['a date with a time', '\ndate: 2026-01-02T10:00:00Z'],
    ['words YAML reads as true, false or null', '\ndraft: true\n'],
    ['a key YAML reads as a boolean', '\nTrue: x'],
    ['an octal-looking number', '\nyear: 012'],
    ['minus zero', '\nn: -0'],
    ['a number too long to be exact', '\nn: 12345678901234567890'],
    ['a float', '\nn: 1.5'],
    ['a YAML-only escape', '\ntitle: "\\x41"'],
    ['a single-quoted string', "\ntitle: 'x'"],
    ['a list of numbers', '\nn: [1, 2]'],
    ['a list over two lines', '\ntags: ["a",\n  "b"]'],
    ['a plain value with a colon', '\ntitle: a:b'],
    ['a tab', '\ntitle:\t"x"'],
    ['a non-printable character', '\ntitle: "a\u0007"'],
    ['an empty value', '\ntitle: '],
    ['a value that is a word followed by a list', '\ntitle: x [a]'],
    ['nothing', '\n'],
  ])('leaves %s to the yaml package', (_, block) => {
    expect(readFlatFrontMatter(block)).toBeUndefined();
  });

  // Lines from pieces that sit near each rule's edge; whatever is read must be the yaml package's result.
  it('agrees with the yaml package on every block of two lines it reads, from tricky pieces', () => {
    const keys = ['title', 'a-b', 'x_1', 'null', 'Yes', 'on', 'constructor', 'é', '1a', 'a b'];
    const values = [
      '"x"',
      '"a: b"',
      '"# c"',
      '"\\u2028"',
      '"\\u0085"',
      '"\u0085"',
      '"\uFEFF"',
      '["a"]',
      '[ "a" , "b" ]',
      '["a",]',
      '[]',
      '{}',
      '0',
      '-1',
      '+1',
      '1e3',
      '0x1A',
      '1_000',
      '999999999999999',
      '2026-02-31',
      '2026-02-29',
      '2028-02-29',
      '2026-13-01',
      '0000-00-00',
      '0099-01-01',
      '2026-1-2',
      'Musterstadt',
      'a b',
      'a - b',
      'a.b',
      'a/b',
      'a+b',
      'a(b)',
      'Ölwechsel',
      'x²',
      'no',
      'off',
      'y',
      '~',
      'NULL',
      'TRUE',
      '.inf',
      'a ',
      'a\r',
      '"x" ',
      '"x"y',
      '""',
      '"',
      'a,b',
      'a#b',
      'a #b',
      '-a',
      '? a',
      '&a',
      '*a',
      '!a',
      '|',
      '>',
    ];
    let read = 0;
    for (const key of keys)
      for (const value of values)
        for (const second of ['other: "y"', `${key}: ${value}`, '  more: x', '---', '']) {
          const block = `\n${key}: ${value}\n${second}`;
          const data = readFlatFrontMatter(block);
          if (data === undefined) continue;
          read += 1;
          // Node's deep equality: the same prototypes, -0 is not 0, and a key named `constructor` is only data.
          expect(isDeepStrictEqual(data, yaml(block)), JSON.stringify(block)).toBe(true);
        }
    expect(read).toBeGreaterThan(100);
  });
});
