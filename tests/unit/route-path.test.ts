import { describe, expect, it } from 'vitest';
import { absoluteUrl, fillRoutePath, localizePath, pathToFile, preferredPath, routeParamNames } from '../../src/routes/route-path.js';
import { de, en } from './locales.js';

describe('routeParamNames', () => {
  it.each([
    ['/', []],
    ['/about-us/', []],
    ['/career/{id}/', ['id']],
    ['/a/{first}/b/{second}/', ['first', 'second']],
  ])('finds the parameters of %s', (routePath, names) => {
    expect(routeParamNames(routePath)).toEqual(names);
  });
});

describe('fillRoutePath', () => {
  it.each([
    ['/career/{id}/', { id: 'pv-installer' }, '/career/pv-installer/'],
    ['/about-us/', {}, '/about-us/'],
    ['/a/{first}/b/{second}/', { first: 'x', second: 'y' }, '/a/x/b/y/'],
  ])('fills %s with %o as %s', (routePath, params, expected) => {
    expect(fillRoutePath(routePath, params)).toBe(expected);
  });

  it('escapes a value so it stays one path segment', () => {
    expect(fillRoutePath('/career/{id}/', { id: 'a/b c' })).toBe('/career/a%2Fb%20c/');
  });

  it('refuses to fill a route whose parameter has no value', () => {
    expect(() => fillRoutePath('/career/{id}/', {})).toThrow(/\/career\/\{id\}\/.*"id"/);
  });
});

describe('localizePath', () => {
  it.each([
    ['/', de, 'default', '/'],
    ['/', de, 'prefixed', '/de/'],
    ['/', en, 'prefixed', '/en/'],
    ['/about-us/', de, 'default', '/about-us/'],
    ['/about-us/', de, 'prefixed', '/de/about-us/'],
    ['/about-us/', en, 'prefixed', '/en/about-us/'],
    ['/career/pv-installer/', en, 'prefixed', '/en/career/pv-installer/'],
  ] as const)('puts %s in %s (%s) at %s', (defaultPath, locale, variant, expected) => {
    expect(localizePath(defaultPath, locale, variant)).toBe(expected);
  });
});

describe('preferredPath', () => {
  it.each([
    ['/', de, '/'],
    ['/', en, '/en/'],
    ['/about-us/', de, '/about-us/'],
    ['/about-us/', en, '/en/about-us/'],
    ['/legal/imprint/', en, '/en/legal/imprint/'],
  ])('sends a visitor of %s in %o to %s', (defaultPath, locale, expected) => {
    expect(preferredPath(defaultPath, locale)).toBe(expected);
  });
});

describe('pathToFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/about-us/', 'about-us/index.html'],
    ['/de/', 'de/index.html'],
    ['/en/about-us/', 'en/about-us/index.html'],
    ['/en/services/photovoltaics/', 'en/services/photovoltaics/index.html'],
  ])('writes %s to %s', (pagePath, file) => {
    expect(pathToFile(pagePath)).toBe(file);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://www.example.com', '/', 'https://www.example.com/'],
    ['https://www.example.com', '/en/about-us/', 'https://www.example.com/en/about-us/'],
    ['https://www.example.com/base', '/about-us/', 'https://www.example.com/base/about-us/'],
  ])('joins %s and %s to %s', (siteUrl, pagePath, expected) => {
    expect(absoluteUrl(siteUrl, pagePath)).toBe(expected);
  });
});
