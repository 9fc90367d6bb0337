/** A sitemap search engines can read: well-formed XML with a sitemap root element. */
import { describe, expect, it } from 'vitest';
import { sitemapXmlProblem } from '../../src/check/rules/xml-well-formed.js';

const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/?a=1&amp;b=2</loc></url></urlset>';

describe('sitemapXmlProblem', () => {
  it.each([
    ['a urlset', `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET}\n`],
    [
      'a sitemap index with a comment',
      '<?xml version="1.0"?><!-- big site --><sitemapindex xmlns="x"><sitemap><loc>https://a.example/s-1.xml</loc></sitemap></sitemapindex>',
    ],
    ['self-closing alternates', '<urlset><url><loc>x</loc><xhtml:link rel="alternate" hreflang=\'en\' href="y"/></url></urlset>'],
    ['a byte order mark', `\uFEFF${URLSET}`],
  ])('accepts %s', (_name, xml) => {
    expect(sitemapXmlProblem(xml)).toBeUndefined();
  });

  it.each([
    ['plain text', 'not xml at all', 'text outside the root element (line 1)'],
    ['an HTML page', '<!doctype html><html><body>Sitemap</body></html>', 'a DOCTYPE or misplaced declaration'],
    ['another root element', '<html></html>', 'the root element is <html>, not <urlset> or <sitemapindex>'],
    ['a tag left open', '<urlset><url><loc>x</loc>\n</urlset>', '</urlset> closes no open <urlset> (line 2)'],
    ['a bare ampersand', '<urlset><url><loc>https://a.example/?a=1&b=2</loc></url></urlset>', 'an "&" that starts no entity'],
    ['two roots', `${URLSET}${URLSET}`, 'a second root element'],
    ['a truncated file', '<urlset><url><loc>https://a.example/</loc>', '<url> is never closed'],
    ['an unquoted attribute', '<urlset xmlns=x></urlset>', 'a broken tag'],
    ['an entity bomb', '<!DOCTYPE lolz [<!ENTITY lol "lol">]><urlset>&lol;</urlset>', 'a DOCTYPE or misplaced declaration'],
    ['nothing', '', 'no <urlset> or <sitemapindex> element'],
  ])('refuses %s', (_name, xml, why) => {
    expect(sitemapXmlProblem(xml)).toContain(why);
  });
});
