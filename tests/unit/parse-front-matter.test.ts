import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from '../../src/content/parse-front-matter.js';

/** The FrontMatterError `text` is refused with. */
function refusal(text: string): FrontMatterError {
  try {
    parseFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterError) return error;
    throw error;
  }
  throw new Error('the front matter was accepted');
}

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('parseFrontMatter', () => {
  // What gray-matter gave for each form, which entries keep.
  it.each([
    [
      'the usual entry',
      '---\ntitle: Electrician\ntags: [a, b]\n---\n# Body\n\nText\n',
      { title: 'Electrician', tags: ['a', 'b'] },
      '# Body\n\nText\n',
    ],
    ['Windows line ends', '---\r\ntitle: x\r\n---\r\nbody\r\n', { title: 'x' }, 'body\r\n'],
    ['no body', '---\ntitle: x\n---', { title: 'x' }, ''],
    ['blank lines before the body (one line end is dropped)', '---\ntitle: x\n---\n\n\nbody', { title: 'x' }, '\n\nbody'],
    ['an empty front matter', '---\n---\nbody', {}, 'body'],
    ['a front matter of comments only', '---\n# a comment\n  # another\n---\nbody', {}, 'body'],
    ['a front matter of no value', '---\n~\n---\nbody', {}, 'body'],
    ['a date', '---\ndate: 2026-09-30\n---\nbody', { date: day('2026-09-30') }, 'body'],
    ['a date and time with a zone', '---\nat: 2026-09-30T17:00:00+02:00\n---\n', { at: new Date('2026-09-30T15:00:00Z') }, ''],
    ['a nested map', '---\nsalary:\n  min: 1\n  max: 2\n---\n', { salary: { min: 1, max: 2 } }, ''],
    ['a closing line with more dashes', '---\ntitle: x\n----\nbody', { title: 'x' }, '-\nbody'],
    ['no front matter', 'just Markdown', {}, 'just Markdown'],
    ['an empty file', '', {}, ''],
    ['no closing line', '---\ntitle: x\n', { title: 'x' }, ''],
    ['four dashes (a Markdown rule)', '----\ntitle: x\n---\nbody', {}, '----\ntitle: x\n---\nbody'],
    ['a block marked as YAML', '---yaml\ntitle: x\n---\nbody', { title: 'x' }, 'body'],
    ['a block marked as JSON (JSON is YAML)', '---json\n{ "title": "x", "n": [1, 2] }\n---\nbody', { title: 'x', n: [1, 2] }, 'body'],
    ['merge keys', '---\nbase: &b { x: 1 }\nmore:\n  <<: *b\n  y: 2\n---\n', { base: { x: 1 }, more: { x: 1, y: 2 } }, ''],
  ])('reads %s', (_, text, data, content) => {
    expect(parseFrontMatter(text)).toStrictEqual({ data, content });
  });

  it.each([
    ['---js\n({ title: require("fs").writeFileSync("ran", "") })\n---\nbody', 'js'],
    ['---javascript\n{ title: "x" }\n---\nbody', 'javascript'],
    ['--- js\n{ title: "x" }\n---\nbody', 'js'],
    ['---coffee\ntitle: "x"\n---\nbody', 'coffee'],
    ['---toml\ntitle = "x"\n---\nbody', 'toml'],
  ])('refuses front matter in another language than YAML: %j', (text, language) => {
    const error = refusal(text);
    expect(error.message).toContain(`front matter is marked as "${language}", which sitegen does not read`);
    expect(error.message).toContain('start the file with a line of just ---');
  });

  it('names the line of front matter that is not YAML', () => {
    expect(refusal('---\ntitle: x\nbroken: [unclosed\n---\nbody').message).toMatch(
      /^front matter is not valid YAML: .* at line 3, column \d+$/,
    );
  });

  it('refuses nested aliases past 100 copies, promptly and in one short line', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'date: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
    ].join('\n');
    const error = refusal(`---\n${bomb}\n---\n`);
    expect(error.message).toBe('front matter uses YAML aliases (*name) that expand past 100 copies; write the values out instead');
  });

  it.each([
    ['2026-13-45', 'date'],
    ['2026-02-31', 'date'],
    ['0000-00-00', 'date'],
    ['2026-02-29', 'date'],
    ['2026-09-30T24:00:00Z', 'date'],
    ['!!timestamp 2026-02-30', 'date'],
  ])('refuses the impossible date %s, naming the field', (value, key) => {
    const error = refusal(`---\ntitle: x\n${key}: ${value}\n---\n`);
    expect(error.key).toBe(key);
    expect(error.message).toMatch(/^".*" is not a real date; write it as YYYY-MM-DD/);
  });

  it('names the field of an impossible date inside a list', () => {
    expect(refusal('---\nevents:\n  - on: 2026-01-01\n  - on: 2026-04-31\n---\n').key).toBe('events.1.on');
  });

  it('reads a leap day and a year before 1900 as written', () => {
    expect(parseFrontMatter('---\nd: 2028-02-29\ne: 0099-01-01\n---\n').data).toStrictEqual({
      d: day('2028-02-29'),
      e: new Date('0099-01-01T00:00:00Z'),
    });
  });

  it.each([
    [
      'a control character in a double-quoted string',
      '---\ntitle: "Job\\u0007"\n---\n',
      'title',
      'a control character (U+0007) at character 4',
    ],
    ['a control character in a list', '---\ntags: ["a", "b\\u001b"]\n---\n', 'tags.1', 'a control character (U+001B) at character 2'],
    ['a lone surrogate', '---\ntitle: "x\\ud800"\n---\n', 'title', 'a lone surrogate (U+D800) at character 2'],
    [
      'a C1 control character in YAML',
      '---\nnested:\n  title: "a\\x85b"\n---\n',
      'nested.title',
      'a control character (U+0085) at character 2',
    ],
  ])('refuses %s, naming the field', (_, text, key, what) => {
    const error = refusal(text);
    expect(error.key).toBe(key);
    expect(error.message).toContain(`holds ${what}`);
  });

  it('refuses a YAML tag it does not read, and data no YAML core type gives', () => {
    expect(refusal('---\nrun: !!js/function "function () {}"\n---\n').message).toMatch(
      /^front matter uses a YAML tag sitegen does not read/,
    );
    expect(refusal('---\nlogo: !!binary aGVsbG8=\n---\n')).toMatchObject({
      key: 'logo',
      message: expect.stringMatching(/is not plain data/),
    });
  });

  it('reads no YAML 1.1 booleans or octal numbers', () => {
    expect(parseFrontMatter('---\ncountry: no\nzip: 012\n---\n').data).toStrictEqual({ country: 'no', zip: 12 });
  });

  it('keeps a __proto__ key as data, not as the object’s prototype', () => {
    const { data } = parseFrontMatter('---\n__proto__: { polluted: 1 }\nlist:\n  - 1\n---\n');
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__', 'list']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses deeply nested flow collections in one short line', () => {
    const error = refusal(`---\nx: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n---\n`);
    expect(error.message).toBe('front matter is nested too deeply to read; write it as a few flat fields');
  });
});

describe('parseFrontMatter on large front matter', () => {
  it('refuses a repeated key, naming it and its line', () => {
    expect(refusal('---\ntitle: a\nplace: b\ntitle: c\n---\n').message).toBe(
      'front matter repeats the key "title" at line 4, column 1; keep one of them',
    );
  });

  it('refuses a key repeated as a number and as a string, which are one field in JavaScript', () => {
    expect(refusal('---\n1: a\n"1": b\n---\n').message).toMatch(/^front matter repeats the key "1" at line 3/);
  });

  it('refuses an alias inside its own anchor, which would make the data endless', () => {
    expect(refusal('---\ntags: &a [x, *a]\n---\n')).toMatchObject({
      key: 'tags.1',
      message: expect.stringMatching(/inside its own anchor/),
    });
  });

  it('refuses more than 100 aliases before resolving them', () => {
    expect(refusal(`---\na: &a x\nb: [${Array(20_000).fill('*a').join(',')}]\n---\n`).message).toMatch(/expand past 100 copies/);
  });

  it('reads a map of 1,500 keys (a repeated-key check in one pass)', () => {
    const block = Array.from({ length: 1500 }, (_, index) => `k${index}: { v: ${index} }`).join('\n');
    expect(Object.keys(parseFrontMatter(`---\n${block}\n---\n`).data)).toHaveLength(1500);
  });

  it('refuses front matter over 64 KB, saying where long text goes', () => {
    const error = refusal(`---\ntitle: "${'a'.repeat(10_000_000)}"\n---\n`);
    expect(error.message).toBe('front matter is 9766 KB, more than the 64 KB sitegen reads; move long text into the Markdown body');
  });
});
