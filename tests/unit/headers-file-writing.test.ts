/** Defence in depth: the `_headers` writer never lets a path's line break become a header line. */
import { describe, expect, it } from 'vitest';
import { formatHeadersFile } from '../../src/hosting/headers-file.js';

describe('formatHeadersFile', () => {
  it('refuses to write a path holding a line break, which would add headers to every path', () => {
    const rules = [
      { pattern: '/img\n  Cache-Control: public, max-age=3600\n/*', headers: [['X-Robots-Tag', 'noindex']] as [string, string][] },
    ];
    expect(() => formatHeadersFile(rules)).toThrow(
      'Cannot write "/img\\n  Cache-Control: public, max-age=3600\\n/*" into _headers: it holds a line break',
    );
    expect(() => formatHeadersFile([{ pattern: '/a', headers: [['Link', 'x\r\nSet-Cookie: a=b']] }])).toThrow('holds a line break');
  });

  it('writes ordinary rules as before', () => {
    expect(formatHeadersFile([{ pattern: '/a.png', headers: [['Cache-Control', 'public, max-age=3600']] }])).toBe(
      '/a.png\n  Cache-Control: public, max-age=3600\n',
    );
  });
});
