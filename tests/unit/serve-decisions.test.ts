import { describe, expect, it } from 'vitest';
import { acceptedEncodings, decideRange, evaluatePreconditions, ifRangeHolds } from '../../src/serve/http-rules.js';
import { isHostConfigFile, notFoundFile, readRequestTarget, trailingSlashRedirect } from '../../src/serve/request-path.js';
import { readHeadersText, withOwnHeaders, type Header } from '../../src/serve/response-headers.js';

describe('trailingSlashRedirect', () => {
  it.each([
    ['/about-us', '', '/about-us/'],
    ['/about-us', '?ref=mail', '/about-us/?ref=mail'],
    ['/en/career/pv-installer', '?a=1&b=2', '/en/career/pv-installer/?a=1&b=2'],
    ['/en', '', '/en/'],
  ])('redirects %s%s to %s', (pathname, search, location) => {
    expect(trailingSlashRedirect(pathname, search)).toBe(location);
  });

  it.each(['/', '/about-us/', '/en/', '/favicon.svg', '/_sitegen/builds/latest.json', '/about-us/_payload.json', '/robots.txt'])(
    'does not redirect %s',
    (pathname) => {
      expect(trailingSlashRedirect(pathname, '')).toBeUndefined();
    },
  );

  it.each([
    ['//evil.example', undefined],
    ['//evil', '/evil/?x=1'],
    ['///evil', '/evil/?x=1'],
    ['//evil.example/path', '/evil.example/path/?x=1'],
  ])('never turns %s into a protocol-relative redirect', (pathname, location) => {
    expect(trailingSlashRedirect(pathname, '?x=1')).toBe(location);
    if (location) expect(new URL(location, 'https://www.example.com/').origin).toBe('https://www.example.com');
  });
});

describe('notFoundFile', () => {
  const locales = ['de', 'en'];

  it.each([
    ['/en/nope/', 'en/404.html'],
    ['/en/career/unknown-id/', 'en/404.html'],
    ['/en', 'en/404.html'],
    ['/de/nope/', 'de/404.html'],
    ['/nope/', '404.html'],
    ['/career/unknown-id/', '404.html'],
    ['/english/', '404.html'],
    ['/', '404.html'],
  ])('answers %s with %s', (pathname, file) => {
    expect(notFoundFile(pathname, locales)).toBe(file);
  });
});

describe('isHostConfigFile', () => {
  it.each([
    ['/_headers', true],
    ['/_redirects', true],
    ['/en/_headers', false],
    ['/_headers/', true],
    ['//_headers', true],
    ['/_HEADERS', true],
    ['/about-us/', false],
  ])('%s is a host config file: %s', (pathname, expected) => {
    expect(isHostConfigFile(pathname)).toBe(expected);
  });
});

describe('readRequestTarget', () => {
  it.each([
    ['/', { type: 'file', pathname: '/', segments: [], directory: true }],
    ['/about-us/', { type: 'file', pathname: '/about-us/', segments: ['about-us'], directory: true }],
    ['//about-us//', { type: 'file', pathname: '/about-us/', segments: ['about-us'], directory: true }],
    ['/%C3%BCber/?x=1#top', { type: 'file', pathname: '/über/', segments: ['über'], directory: true }],
    ['/favicon.svg', { type: 'file', pathname: '/favicon.svg', segments: ['favicon.svg'], directory: false }],
    ['http://other.example/about-us/', { type: 'file', pathname: '/about-us/', segments: ['about-us'], directory: true }],
    [
      '/.well-known/security.txt',
      { type: 'file', pathname: '/.well-known/security.txt', segments: ['.well-known', 'security.txt'], directory: false },
    ],
  ])('reads %s as a file to look up', (raw, expected) => {
    expect(readRequestTarget(raw)).toEqual(expected);
  });

  it.each([
    '/.env',
    '//.env',
    '//.git/config/',
    '///.git/config/',
    '/_headers',
    '/_headers/',
    '//_headers',
    '/_redirects/',
    '/%5fheaders',
    '/_sitegen/../_headers/',
    '/_sitegen/%2e%2e/_headers',
    '/../package.json',
    '/..%2fpackage.json',
    '/a%2fb',
    '//a%2fb',
    '/a%5cb',
    '/\\.env',
    '/a\\b/',
    '/a%00b',
    '/x/.git/config',
    '/x/.well-known/a',
  ])('refuses %s', (raw) => {
    expect(readRequestTarget(raw).type).toBe('refused');
  });

  it.each(['//%', '/%zz/', '/%c0%ae%c0%ae/', '/%ff/', '*', 'about/'])('answers %s as a bad request', (raw) => {
    expect(readRequestTarget(raw).type).toBe('bad');
  });

  it.each([
    ['//a:b', '/a%3Ab/'],
    ['//[', '/%5B/'],
    ['/x$`y', '/x%24%60y/'],
    ['/a%0d%0aSet-Cookie:x', undefined],
    ['//evil.example/about?next=//evil', '/evil.example/about/?next=//evil'],
  ])('redirects %s on this host only', (raw, location) => {
    const target = readRequestTarget(raw);
    expect(target.type === 'redirect' ? target.location : undefined).toBe(location);
  });
});

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0', []],
    ['br;q=0.5, gzip;q=0.8', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, br;q=0', ['gzip']],
    ['identity', []],
    ['gzip;q=nonsense', []],
  ])('reads %s as %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('decideRange', () => {
  it.each([
    [undefined, { type: 'whole' }],
    ['bytes=0-9', { type: 'part', start: 0, end: 9 }],
    ['bytes=5-', { type: 'part', start: 5, end: 99 }],
    ['bytes=90-200', { type: 'part', start: 90, end: 99 }],
    ['bytes=-50', { type: 'part', start: 50, end: 99 }],
    ['bytes=-500', { type: 'part', start: 0, end: 99 }],
    ['bytes=5-1', { type: 'unsatisfiable' }],
    ['bytes=100-', { type: 'unsatisfiable' }],
    ['bytes=-0', { type: 'unsatisfiable' }],
    ['bytes=abc', { type: 'whole' }],
    ['bytes=0-1,5-6', { type: 'whole' }],
    ['lines=1-2', { type: 'whole' }],
  ])('reads %s of 100 bytes as %j', (header, expected) => {
    expect(decideRange(header, 100)).toEqual(expected);
  });
});

describe('evaluatePreconditions', () => {
  const validators = { etag: '"abc"', lastModifiedMs: Date.UTC(2026, 0, 1, 12, 0, 0, 500) };
  it.each([
    [{}, 'proceed'],
    [{ 'if-none-match': '"abc"' }, 'not-modified'],
    [{ 'if-none-match': 'W/"abc"' }, 'not-modified'],
    [{ 'if-none-match': '"x", "abc"' }, 'not-modified'],
    [{ 'if-none-match': '*' }, 'not-modified'],
    [{ 'if-none-match': '"x"' }, 'proceed'],
    [{ 'if-none-match': '"x"', 'if-modified-since': 'Thu, 01 Jan 2026 12:00:00 GMT' }, 'proceed'],
    [{ 'if-modified-since': 'Thu, 01 Jan 2026 12:00:00 GMT' }, 'not-modified'],
    [{ 'if-modified-since': 'Thu, 01 Jan 2026 11:59:59 GMT' }, 'proceed'],
    [{ 'if-modified-since': 'yesterday' }, 'proceed'],
    [{ 'if-match': '"x"' }, 'precondition-failed'],
    [{ 'if-match': 'W/"abc"' }, 'precondition-failed'],
    [{ 'if-match': '"abc"' }, 'proceed'],
    [{ 'if-unmodified-since': 'Thu, 01 Jan 2026 11:00:00 GMT' }, 'precondition-failed'],
  ])('answers %j with %s', (headers, expected) => {
    expect(evaluatePreconditions(headers, validators)).toBe(expected);
  });

  it('serves a range only while If-Range names this version', () => {
    expect(ifRangeHolds(undefined, validators)).toBe(true);
    expect(ifRangeHolds('"abc"', validators)).toBe(true);
    expect(ifRangeHolds('"old"', validators)).toBe(false);
    expect(ifRangeHolds('W/"abc"', validators)).toBe(false);
    expect(ifRangeHolds('Thu, 01 Jan 2026 12:00:00 GMT', validators)).toBe(true);
  });
});

describe('readHeadersText', () => {
  it('drops a value no HTTP header can carry and names its line', () => {
    const parsed = readHeadersText('/*\n  X-Ok: yes\n  X-Note: a – b\n  Content-Length: 5\n', 'dist/_headers');
    expect(parsed.rules).toEqual([{ pattern: '/*', headers: [['X-Ok', 'yes']] }]);
    expect(parsed.problems.map((problem) => problem.file)).toEqual(['dist/_headers:3', 'dist/_headers:4']);
    expect(parsed.problems[0]!.message).toContain('"–" (U+2013)');
  });
});

describe('withOwnHeaders', () => {
  const path: Header[] = [
    ['Content-Security-Policy', "default-src 'self'"],
    ['cache-control', 'public, max-age=31536000, immutable'],
    ['X-Frame-Options', 'DENY'],
  ];

  it('sends the path headers first and the response own after them', () => {
    expect(withOwnHeaders(path, [['ETag', '"a"']])).toEqual([
      'Content-Security-Policy',
      "default-src 'self'",
      'cache-control',
      'public, max-age=31536000, immutable',
      'X-Frame-Options',
      'DENY',
      'ETag',
      '"a"',
    ]);
  });

  it('lets an own header replace the path one of the same name, whatever its case, where it stood', () => {
    expect(withOwnHeaders(path, [['Cache-Control', 'no-cache']])).toEqual([
      'Content-Security-Policy',
      "default-src 'self'",
      'Cache-Control',
      'no-cache',
      'X-Frame-Options',
      'DENY',
    ]);
  });
});
