import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../src/serve/cache-policy.js';
import { notFoundFile, trailingSlashRedirect } from '../../src/serve/request-path.js';

describe('cacheControlFor', () => {
  it('keeps content-hashed sitegen files for a year', () => {
    expect(IMMUTABLE).toMatch(/max-age=31536000/);
    expect(IMMUTABLE).toMatch(/immutable/);
  });

  it.each(['/_sitegen/runtime-3f9a1c2b.js', '/_sitegen/island-contact-form-8d7e6f5a.js', '/_sitegen/messages/de-0a1b2c3d.json', '/_sitegen/builds/meta/abc123def456.json'])(
    'caches %s as immutable',
    (pathname) => {
      expect(cacheControlFor(pathname)).toBe(IMMUTABLE);
    },
  );

  it.each([
    ['the release pointer', '/_sitegen/builds/latest.json'],
    ['the home page', '/'],
    ['a page', '/about-us/'],
    ['an English page', '/en/career/pv-installer/'],
    ['a page file', '/about-us/index.html'],
    ['the 404 page', '/404.html'],
    ['a payload', '/about-us/_payload.json'],
    ['the home payload', '/_payload.json'],
  ])('revalidates %s (%s) on every use, so a release shows at once', (_, pathname) => {
    expect(cacheControlFor(pathname)).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
  });

  it('caches public files for a while but not forever', () => {
    expect(cacheControlFor('/favicon.svg')).toMatch(/max-age=\d+/);
    expect(cacheControlFor('/favicon.svg')).not.toMatch(/immutable|no-cache/);
  });
});

describe('trailingSlashRedirect', () => {
  it.each([
    ['/about-us', '', '/about-us/'],
    ['/about-us', '?ref=mail', '/about-us/?ref=mail'],
    ['/en/career/pv-installer', '?a=1&b=2', '/en/career/pv-installer/?a=1&b=2'],
    ['/en', '', '/en/'],
  ])('redirects %s%s to %s', (pathname, search, location) => {
    expect(trailingSlashRedirect(pathname, search)).toBe(location);
  });

  it.each(['/', '/about-us/', '/en/', '/favicon.svg', '/_sitegen/builds/latest.json', '/about-us/_payload.json', '/robots.txt'])('does not redirect %s', (pathname) => {
    expect(trailingSlashRedirect(pathname, '')).toBeUndefined();
  });

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
