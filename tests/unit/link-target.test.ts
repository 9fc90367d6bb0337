import { describe, expect, it } from 'vitest';
import { routeOf, shouldIntercept, type ClickFacts } from '../../src/runtime/link-target.js';

const click = (overrides: Partial<ClickFacts>): ClickFacts => ({
  href: 'https://site.example/services/',
  origin: 'https://site.example',
  current: 'https://site.example/',
  button: 0,
  modified: false,
  target: null,
  download: false,
  rel: null,
  ...overrides,
});

describe('which clicks the runtime takes over', () => {
  it('takes a plain click on a same-origin site route', () => expect(shouldIntercept(click({}))).toBe(true));
  it('takes a route with a query or a hash on another page', () => {
    expect(shouldIntercept(click({ href: 'https://site.example/services/?x=1' }))).toBe(true);
    expect(shouldIntercept(click({ href: 'https://site.example/services/#faq' }))).toBe(true);
  });
  it.each([
    ['a modified click (ctrl, meta, shift)', { modified: true }],
    ['a middle click', { button: 1 }],
    ['target="_blank"', { target: '_blank' }],
    ['a download link', { download: true }],
    ['rel="external"', { rel: 'external noopener' }],
    ['another origin', { href: 'https://other.example/services/' }],
    ['a file, not a route', { href: 'https://site.example/favicon.svg' }],
    ['a sitegen asset', { href: 'https://site.example/_sitegen/builds/latest.json/' }],
    ['mailto:', { href: 'mailto:info@site.example' }],
    ['a hash on the same page', { href: 'https://site.example/#main' }],
  ])('leaves %s to the browser', (_, overrides) => {
    expect(shouldIntercept(click(overrides as Partial<ClickFacts>))).toBe(false);
  });
  it('takes target="_self"', () => expect(shouldIntercept(click({ target: '_self' }))).toBe(true));
});

describe('the route a path names, as a host without slash redirects leaves it in the history', () => {
  it.each([
    ['/en/about-us', '/en/about-us/'],
    ['/en/about-us/', '/en/about-us/'],
    ['/en/about-us/index.html', '/en/about-us/'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/career/pv-monteur', '/career/pv-monteur/'],
    // Not routes, and still not routes once named: the 404 page is shown in place.
    ['//evil.example', '//evil.example/'],
    ['/robots.txt', '/robots.txt/'],
    ['/en/about-us/index.htm', '/en/about-us/index.htm/'],
  ])('%s is looked up as %s', (path, route) => expect(routeOf(path)).toBe(route));
});
