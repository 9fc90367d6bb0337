import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/content/parse-front-matter.js';

// The reference: what an entry's data and body were before the split moved here.
const matter = createRequire(import.meta.url)('gray-matter') as (text: string, options: object) => { data: unknown; content: string };

describe('parseFrontMatter', () => {
  it.each([
    ['the usual entry', '---\ntitle: Electrician\ntags: [a, b]\n---\n# Body\n\nText\n'],
    ['Windows line ends', '---\r\ntitle: x\r\n---\r\nbody\r\n'],
    ['no body', '---\ntitle: x\n---'],
    ['blank lines before the body (one line end is dropped)', '---\ntitle: x\n---\n\n\nbody'],
    ['an empty front matter', '---\n---\nbody'],
    ['a front matter of comments only', '---\n# a comment\n  # another\n---\nbody'],
    ['a front matter of no value', '---\n~\n---\nbody'],
    ['a date', '---\ndate: 2026-09-30\n---\nbody'],
    ['a closing line with more dashes', '---\ntitle: x\n----\nbody'],
    ['no front matter', 'just Markdown'],
    ['an empty file', ''],
    ['no closing line', '---\ntitle: x\n'],
    ['four dashes', '----\ntitle: x\n---\nbody'],
    ['a language after the dashes', '---yaml\ntitle: x\n---\nbody'],
  ])('reads %s as gray-matter does', (_, text) => {
    const expected = matter(text, {});
    expect(parseFrontMatter(text)).toEqual({ data: expected.data, content: expected.content });
  });

  it('throws js-yaml’s error, naming the line, for front matter that is not YAML', () => {
    const text = '---\ntitle: x\nbroken: [unclosed\n---\nbody';
    let expected = '';
    try {
      matter(text, {});
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).toMatch(/at line \d+, column \d+/);
    expect(() => parseFrontMatter(text)).toThrow(expected);
  });
});
