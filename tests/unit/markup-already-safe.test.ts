import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { isAlreadySafe } from '../../src/content/markup-already-safe.js';
import { sanitizeWithLibrary } from '../../src/content/sanitize-markup.js';

const marked = new Marked({ gfm: true, async: false });
const render = (markdown: string) => marked.parse(markdown) as string;

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** The company site's postings and pages, without their front matter. */
const SITE_BODIES = markdownFiles(path.resolve('site/content')).map((file) =>
  readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
);

/** Markdown of every kind marked writes, with the edges of escaping, URLs and nesting. */
const PIECES = [
  '## Heading\n\nText with *em*, **strong**, ~~del~~, `code <x>` and a line  \nbreak.',
  '# h #\n\nh\n===\n\n---',
  '- a\n- b\n\n  - nested\n\n1. one\n2. two\n\n3) three\n\n10. ten',
  '> quote\n> > nested',
  '```ts\nconst a = 1 < 2 && "b" > \'c\';\n```\n\n    indented <code>\n\n```js extra words\nx\n```',
  '| a | b | c |\n|:--|:-:|--:|\n| `|` | x | 3 |',
  '[site](https://example.com/jobs "Jobs") [mail](mailto:jobs@example.com) [call](tel:+4930123) [rel](../about/) [anchor](#apply)',
  '[HTTP](HTTP://example.com/) [protocol-relative](//example.com/) [query](/a?b=1&c=2) [space](<https://e.example/a b>)',
  '[x][ref]\n\n[ref]: https://example.com/ "T"',
  '![Team](https://example.com/team.jpg "Our team") ![](/logo.png) ![rel](images/x.png)',
  'http://auto.link/x?a=1&b=2, www.example.com and jobs@example.com',
  'AT&T, 5 > 3 < 4, "quotes" and \'single\', x&y, a\\\nb, [](/empty)',
  'Umlaute äöü ß, curly ’quotes’ – dashes…',
];

/** Markdown whose HTML the sanitiser changes, or might: each goes to sanitize-html. */
const NOT_LEFT_ALONE = [
  ['raw HTML', 'Intro\n\n<b>bold</b>'],
  ['a script', '<script>alert(1)</script>'],
  ['a comment', '<!-- hidden -->'],
  ['a javascript: link', '[x](javascript:alert(1))'],
  ['a javascript: link in angle brackets', '[x](<javascript:alert(1)>)'],
  ['a scheme spelled with entities', '[x](&#106;avascript:alert(1))'],
  ['a scheme hidden by a tab', '[x](java&#x09;script:alert(1))'],
  ['an unknown scheme', '[x](a:b)'],
  ['a data: image', '![x](data:image/png;base64,AAAA)'],
  ['an ftp: image', '![x](ftp://example.com/x.png)'],
  ['a title with an apostrophe (escaped by marked, not by the sanitiser)', '![a](/x.png "it\'s")'],
  ['entities the sanitiser decodes', '&copy; &nbsp; &#x27;'],
  ['a task list (input elements)', '- [ ] task\n- [x] done'],
  ['a language class the sanitiser could split', '```c++\nx\n```'],
  ['a NUL character', 'a\u0000b'],
] as const;

describe('HTML already safe: left as it is, and only when the sanitiser would leave it so', () => {
  it('takes every page and posting of the company site, so their Markdown skips sanitize-html', () => {
    expect(SITE_BODIES.length).toBeGreaterThan(10);
    for (const body of SITE_BODIES) expect(isAlreadySafe(render(body))).toBe(true);
  });

  it('takes plain Markdown of every kind, and sanitize-html returns each byte for byte', () => {
    for (const markdown of [...PIECES, ...SITE_BODIES.flatMap((body) => body.split(/\n\s*\n/))]) {
      const html = render(markdown);
      expect(isAlreadySafe(html), markdown).toBe(true);
      expect(sanitizeWithLibrary(html)).toBe(html);
      expect(sanitizeWithLibrary(html, { allowTags: ['iframe', 'input'], allowAttributes: { a: ['target'], '*': ['id'] } })).toBe(html);
    }
  });

  for (const [name, markdown] of NOT_LEFT_ALONE) {
    it(`leaves ${name} to the sanitiser`, () => {
      expect(isAlreadySafe(render(markdown))).toBe(false);
    });
  }

  it('leaves markup the parser would repair or the allowlist lacks to the sanitiser', () => {
    for (const html of [
      '<p>open',
      '</p>',
      '<p><ul><li>x</li></ul></p>',
      '<ul><li>a<li>b</li></ul>',
      '<em><strong>x</em></strong>',
      '<br></br>',
      '<div>x</div>',
      '<p class="x">x</p>',
      '<a href="/a" href="/b">x</a>',
      '<a href="/a" onclick="x()">x</a>',
      '<a href="/a" title=\'x\'>x</a>',
      '<a href="/a" title="">x</a>',
      '<a href="/a b">x</a>',
      '<img src="/x.png" alt="a" />',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<img src="mailto:x@example.com" alt="">',
      'a > b',
      'a "b"',
    ])
      expect(isAlreadySafe(html), html).toBe(false);
  });
});
