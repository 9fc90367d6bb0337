/**
 * The `_headers` format as Netlify and Cloudflare Pages read it, and how `sitegen serve` turns a
 * path into response headers from it; the inline styles a document's CSP hashes must cover.
 */
import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../src/hosting/headers-file.js';
import { cspHash, findInlineStyles, InlineStyleHashes } from '../../src/hosting/inline-styles.js';
import { createPathHeaders, responseHeaders } from '../../src/serve/response-headers.js';

const TEXT = `# A comment
/*
  X-Frame-Options: DENY
  X-Robots-Tag: noindex

/static/*
  Cache-Control: public, max-age=31536000, immutable
  X-Robots-Tag: nosnippet

/blog/:slug/
  X-Slug: yes

https://www.example.com/*
  X-Host: only-there
`;

describe('parseHeadersFile', () => {
  it('reads path lines and their indented Name: value lines, skipping comments and blank lines', () => {
    const { rules, problems } = parseHeadersFile(TEXT);
    expect(problems).toEqual([]);
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/static/*', '/blog/:slug/', 'https://www.example.com/*']);
    expect(rules[1]!.headers).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
      ['X-Robots-Tag', 'nosnippet'],
    ]);
  });

  it('keeps a value with colons whole', () => {
    const { rules } = parseHeadersFile("/*\n  Content-Security-Policy: default-src 'self'; img-src https://cdn.example:8443\n");
    expect(rules[0]!.headers).toEqual([['Content-Security-Policy', "default-src 'self'; img-src https://cdn.example:8443"]]);
  });

  it('reports a header without a path above it and a line that is no header, with file and line', () => {
    const { problems } = parseHeadersFile('  X-Orphan: 1\n/*\n  no colon here\nstatic/*\n', 'dist/_headers');
    expect(problems).toEqual([
      { file: 'dist/_headers:1', message: expect.stringContaining('has no path line above it') },
      { file: 'dist/_headers:3', message: expect.stringContaining('write it as Name: value') },
      { file: 'dist/_headers:4', message: expect.stringContaining('neither a path starting with /') },
    ]);
  });

  it('reads what formatHeadersFile writes', () => {
    const rules = [
      { pattern: '/*', comment: ['every path'], headers: [['X-A', '1']] as [string, string][] },
      { pattern: '/x/*', headers: [['X-B', '2']] as [string, string][] },
    ];
    const text = formatHeadersFile(rules, ['preamble', '']);
    expect(text).toBe('# preamble\n#\n\n# every path\n/*\n  X-A: 1\n\n/x/*\n  X-B: 2\n');
    expect(parseHeadersFile(text).rules).toEqual(rules.map(({ pattern, headers }) => ({ pattern, headers })));
  });
});

describe('headersFor', () => {
  const { rules } = parseHeadersFile(TEXT);

  it('applies every matching rule, joining a header two rules set with a comma as Cloudflare Pages does', () => {
    expect(Object.fromEntries(headersFor('/static/app.css', rules))).toEqual({
      'X-Frame-Options': 'DENY',
      'X-Robots-Tag': 'noindex, nosnippet',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it.each([
    ['/', ['X-Frame-Options', 'X-Robots-Tag']],
    ['/static/', ['X-Frame-Options', 'X-Robots-Tag', 'Cache-Control']],
    ['/static', ['X-Frame-Options', 'X-Robots-Tag']],
    ['/blog/hello/', ['X-Frame-Options', 'X-Robots-Tag', 'X-Slug']],
    ['/blog/hello/world/', ['X-Frame-Options', 'X-Robots-Tag']],
    ['/blog/', ['X-Frame-Options', 'X-Robots-Tag']],
  ])('gives %s the headers %j (`*` matches anything, `:name` one segment, absolute URLs need their host)', (pathname, names) => {
    expect([...headersFor(pathname, rules).keys()]).toEqual(names);
  });

  it('treats dots and other pattern characters literally', () => {
    const exact = parseHeadersFile('/favicon.svg\n  X-Icon: 1\n').rules;
    expect(headersFor('/favicon.svg', exact).get('X-Icon')).toBe('1');
    expect(headersFor('/faviconXsvg', exact).size).toBe(0);
  });
});

describe('splats and placeholders on long paths', () => {
  const matches = (pattern: string, pathname: string) =>
    headersFor(pathname, parseHeadersFile(`${pattern}\n  X-Hit: 1\n`).rules).has('X-Hit');

  it.each([
    ['/*/*/*.png', '/a/b/c.png', true],
    ['/*/*/*.png', '/a/b/c/d.png', true],
    ['/*/*/*.png', '/a/b.png', false],
    ['/*/*/*.png', '/a//.png', true],
    ['/*.png', '/x.png.txt', false],
    ['/a*a', '/a', false],
    ['/a*a', '/aa', true],
    ['/*', '/', true],
    ['/static/*', '/static', false],
    ['/**/x', '/y/x', true],
    ['/blog/:slug/*', '/blog/hello/a/b.png', true],
    ['/blog/:slug/*', '/blog//a', false],
    ['/:lang/*/:file.png', '/en/a/b/c.png', true],
    ['/:lang/*/:file.png', '/en/a/b/c/.png', false],
    ['/*/:name', '/a/b/c', true],
    ['/*/:name', '/a/b/', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(matches(pattern, pathname)).toBe(expected);
  });

  // Each `*` as `.*` backtracked: three splats took 13 s on a 6 KB path, six never finished on 242 bytes.
  it.each([
    ['/*/*/*.png', `/${'a/'.repeat(3000)}`, false],
    ['/*/*/*/*/*/*.png', `/${'/'.repeat(240)}x`, false],
    ['/*a*a*a*a*a*a*b', `/${'a'.repeat(8000)}`, false],
    ['/*a*a*a*a*a*a*b', `/${'a'.repeat(8000)}b`, true],
    ['/*/:a/*/:b/*/:c.png', `/${'x/'.repeat(3000)}`, false],
    ['/*/:a/*/:b/*/:c.png', `/${'x/'.repeat(3000)}y.png`, true],
  ])('answers %s against a long path (%#) without backtracking', (pattern, pathname, expected) => {
    expect(matches(pattern, pathname)).toBe(expected);
  });
});

describe('responseHeaders (sitegen serve)', () => {
  const { rules } = parseHeadersFile(
    "/*\n  Content-Security-Policy: default-src 'self'; upgrade-insecure-requests; object-src 'none'\n/assets/*\n  Cache-Control: public, max-age=60\n",
  );

  it('sends no-cache where no rule names a Cache-Control, like the hosts revalidate by default', () => {
    expect(responseHeaders('/about/', rules).get('Cache-Control')).toBe('no-cache');
    expect(responseHeaders('/assets/a.js', rules).get('Cache-Control')).toBe('public, max-age=60');
  });

  it('drops upgrade-insecure-requests, which would break a plain-HTTP preview from another device', () => {
    expect(responseHeaders('/', rules).get('Content-Security-Policy')).toBe("default-src 'self'; object-src 'none'");
  });

  it('sends only Cache-Control when the folder has no _headers', () => {
    expect(Object.fromEntries(responseHeaders('/', []))).toEqual({ 'Cache-Control': 'no-cache' });
  });
});

describe('createPathHeaders (sitegen serve)', () => {
  const parsed = parseHeadersFile(TEXT);

  it('gives each path its headers, worked out once per version of the file', () => {
    const headersOf = createPathHeaders(() => parsed);
    expect(headersOf('/static/a.css')).toBe(headersOf('/static/a.css'));
    expect(Object.fromEntries(headersOf('/static/a.css'))['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  // 10,000 paths of 8 KB (404s) were all kept: 100 MB for one crawler.
  it('keeps at most a megabyte of characters however long the requested paths are', () => {
    const headersOf = createPathHeaders(() => parsed);
    for (let index = 0; index < 10_000; index++) {
      const headers = headersOf(`/missing/${index}/${'x'.repeat(8 * 1024)}`);
      expect(headers.length).toBeGreaterThan(0);
      expect(headersOf.keptChars()).toBeLessThanOrEqual(1024 * 1024);
    }
    expect(Object.fromEntries(headersOf(`/${'y'.repeat(2_000_000)}`))['X-Frame-Options']).toBe('DENY');
    expect(headersOf.keptChars()).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('findInlineStyles', () => {
  it('finds the text of every <style> element, attributes and case aside', () => {
    const html = '<head><style data-sitegen-css>a{b:c}</style></head><body><STYLE media="print">x{}</STYLE><style></style></body>';
    expect(findInlineStyles(html).blocks).toEqual(['a{b:c}', 'x{}', '']);
  });

  it('finds style attributes with their entities decoded, as the browser hashes them', () => {
    const html = '<div style="font-family:&quot;Noto Sans&quot;;content:&#x27;&amp;&#39;">x</div><p data-style="no">y</p>';
    expect(findInlineStyles(html).attributes).toEqual([`font-family:"Noto Sans";content:'&'`]);
  });

  it('finds nothing in a page without inline CSS', () => {
    expect(findInlineStyles('<html><head><link rel="stylesheet" href="/a.css"></head></html>')).toEqual({ blocks: [], attributes: [] });
  });
});

describe('InlineStyleHashes', () => {
  it('hashes each distinct inline style once, sorted, however many pages share it', () => {
    const hashes = new InlineStyleHashes();
    for (let page = 0; page < 100; page++) hashes.add(`<style>a{}</style><style>${page % 2 ? 'b{}' : 'c{}'}</style>`);
    expect(hashes.styleHashes).toEqual([cspHash('a{}'), cspHash('b{}'), cspHash('c{}')].sort());
    expect(hashes.attributeHashes).toEqual([]);
  });
});
