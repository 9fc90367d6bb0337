/** Where a URL in a built page leads: outside, or a site path, and which output file answers it. */
import { describe, expect, it } from 'vitest';
import { fileToPath, locateUrl, resolvePath } from '../../src/check/locate-url.js';

const SITE = 'https://www.example.com';

describe('locateUrl', () => {
  it.each([
    ['/en/about-us/', '/', { type: 'site', path: '/en/about-us/' }],
    ['/contact/?topic=photovoltaics', '/', { type: 'site', path: '/contact/' }],
    ['/en/contact/#form', '/', { type: 'site', path: '/en/contact/', fragment: 'form' }],
    ['#main', '/en/services/', { type: 'site', path: '/en/services/', fragment: 'main' }],
    ['../', '/en/services/photovoltaics/', { type: 'site', path: '/en/services/' }],
    ['photo.jpg', '/en/about-us/', { type: 'site', path: '/en/about-us/photo.jpg' }],
    ['', '/en/', { type: 'site', path: '/en/' }],
    [`${SITE}/career/`, '/', { type: 'site', path: '/career/' }],
    [SITE, '/', { type: 'site', path: '/' }],
    ['//www.example.com/logo.svg', '/', { type: 'site', path: '/logo.svg' }],
    ['/career/pv%20monteur/', '/', { type: 'site', path: '/career/pv monteur/' }],
    ['/a/./b/../c/', '/', { type: 'site', path: '/a/c/' }],
    ['https://www.example.com.evil.example/', '/', { type: 'external' }],
    ['https://other.example/x/', '/', { type: 'external' }],
    ['//cdn.example/x.js', '/', { type: 'external' }],
    ['mailto:info@example.com', '/', { type: 'external' }],
    ['tel:+491234567890', '/', { type: 'external' }],
  ])('%s on %s', (url, pagePath, expected) => {
    expect(locateUrl(url, pagePath, SITE)).toEqual(expected);
  });
});

describe('resolvePath', () => {
  const files = new Set(['index.html', 'en/index.html', 'about-us/index.html', 'favicon.svg', '404.html']);

  it.each([
    ['/', { type: 'file', file: 'index.html' }],
    ['/about-us/', { type: 'file', file: 'about-us/index.html' }],
    ['/favicon.svg', { type: 'file', file: 'favicon.svg' }],
    ['/about-us', { type: 'redirect', to: '/about-us/' }],
    ['/en/about-us/', { type: 'missing', file: 'en/about-us/index.html' }],
    ['/favicon.png', { type: 'missing', file: 'favicon.png' }],
  ])('%s', (sitePath, expected) => {
    expect(resolvePath(sitePath, files)).toEqual(expected);
  });
});

describe('fileToPath', () => {
  it.each([
    ['index.html', '/'],
    ['en/about-us/index.html', '/en/about-us/'],
    ['404.html', '/404.html'],
    ['en/404.html', '/en/404.html'],
  ])('%s → %s', (file, expected) => {
    expect(fileToPath(file)).toBe(expected);
  });
});
