import { describe, expect, it } from 'vitest';
import { isHostConfigFile, notFoundFile, trailingSlashRedirect } from '../../src/serve/request-path.js';

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

describe('isHostConfigFile', () => {
  it.each([
    ['/_headers', true],
    ['/_redirects', true],
    ['/en/_headers', false],
    ['/_headers/', false],
    ['/about-us/', false],
  ])('%s is a host config file: %s', (pathname, expected) => {
    expect(isHostConfigFile(pathname)).toBe(expected);
  });
});
