/** What the scanner reads from a page; the site checks rely on it to see what a browser sees. */
import { describe, expect, it } from 'vitest';
import { parseSrcset, urlsInCss } from '../../src/check/css-and-srcset.js';
import { scanHtml } from '../../src/check/scan-html.js';
import { forEachReference, packReferences, scanPage } from '../../src/check/scan-page.js';

describe('scanHtml', () => {
  it('reads the head as React and sitegen write it', () => {
    const facts = scanHtml(
      '<!doctype html><html lang="de-DE"><head><meta charset="utf-8"><title>Über uns – Beispiel GmbH &amp; Co. KG</title>' +
        '<meta name="description" content="Wer wir sind &amp; was wir tun.">' +
        '<link rel="canonical" href="https://example.com/about/"><link rel="alternate" hreflang="en-US" href="https://example.com/en/about/">' +
        '<style data-sitegen-css>a{color:red}.x{background:url(/bg.png)}</style></head><body></body></html>',
    );
    expect(facts).toMatchObject({
      lang: 'de-DE',
      titles: ['Über uns – Beispiel GmbH & Co. KG'],
      descriptions: ['Wer wir sind & was wir tun.'],
      canonicals: ['https://example.com/about/'],
      alternates: [{ hreflang: 'en-US', href: 'https://example.com/en/about/' }],
      references: [{ kind: 'asset', source: 'url() in <style>', url: '/bg.png' }],
    });
  });

  it('counts h1 and collects ids in the body', () => {
    const facts = scanHtml(
      '<head></head><body><a href="#x" id="skip">x</a><H1 class="a">One</H1><section id=\'x\'></section><div data-id="no"></div><h1>Two</h1></body>',
    );
    expect(facts.h1Count).toBe(2);
    expect(facts.ids).toEqual(['skip', 'x']);
  });

  it('decodes entities in URLs and honours any case and attribute quoting', () => {
    const facts = scanHtml('<body><A HREF=/a/?x=1&amp;y=2>a</A><img alt="a > b" src=\'/i.png\'></body>');
    expect(facts.references.map((reference) => reference.url)).toEqual(['/a/?x=1&y=2', '/i.png']);
  });

  it('skips comments, script and style text, and does not read markup inside them', () => {
    const facts = scanHtml(
      '<body><!-- <a href="/commented/"> --><script>const a = "<a href=\'/in-script/\'>";</script><style>.a::after{content:"<a href=/in-style/>"}</style><a href="/real/">r</a></body>',
    );
    expect(facts.references.map((reference) => reference.url)).toEqual(['/real/']);
  });

  it('keeps JSON-LD blocks and the boot data as written', () => {
    const facts = scanHtml(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json" id="sitegen-boot">{"stylesheet":"/s.css"}</script></head>',
    );
    expect(facts.jsonLd).toEqual(['{"@type":"Organization"}']);
    expect(facts.boot).toBe('{"stylesheet":"/s.css"}');
  });

  it('takes Open Graph and Twitter card URLs as references', () => {
    const facts = scanHtml(
      '<head><meta property="og:url" content="https://e.com/x/"><meta property="og:image" content="https://e.com/og.png"><meta name="twitter:image" content="/tw.png"><meta property="og:title" content="X"></head>',
    );
    expect(facts.references).toEqual([
      { kind: 'link', source: '<meta property="og:url">', url: 'https://e.com/x/' },
      { kind: 'asset', source: '<meta property="og:image">', url: 'https://e.com/og.png' },
      { kind: 'asset', source: '<meta name="twitter:image">', url: '/tw.png' },
    ]);
  });

  it('does not mistake canonical and hreflang links for assets', () => {
    const facts = scanHtml(
      '<head><link rel="canonical" href="https://e.com/"><link rel="alternate" hreflang="de" href="https://e.com/"><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head>',
    );
    expect(facts.references).toEqual([{ kind: 'asset', source: '<link rel="alternate" href>', url: '/feed.xml' }]);
  });
});

describe('parseSrcset and urlsInCss', () => {
  it.each([
    ['/a.png 1x, /b.png 2x', ['/a.png', '/b.png']],
    ['/a.png 480w,/b.png 800w', ['/a.png', '/b.png']],
    ['/a.png', ['/a.png']],
    ['/a,b.png 1x', ['/a,b.png']],
  ])('srcset %s', (srcset, urls) => {
    expect(parseSrcset(srcset)).toEqual(urls);
  });

  it('finds quoted and unquoted url() but no data: URLs', () => {
    expect(
      urlsInCss(
        'a{background:url("/a.png")} b{background:url( \'/b.png\' )} c{background:url(/c.png)} d{background:url(data:image/png;base64,AA)}',
      ),
    ).toEqual(['/a.png', '/b.png', '/c.png']);
  });
});

describe('scanPage', () => {
  it('packs references into one string that unpacks to the same list, in document order', () => {
    const scan = scanPage(
      '<html lang="en"><head><title>t</title><link rel="stylesheet" href="/s.css"><meta property="og:url" content="https://example.com/">' +
        '</head><body><h1>h</h1><a href="/a/\nb/">a</a><a href="/nul/\u0000/">n</a><img src="x.png"></body></html>',
    );
    expect(typeof scan.references).toBe('string');
    const unpacked: [string, string, string][] = [];
    forEachReference(scan.references, (_key, kind, source, url) => unpacked.push([kind, source, url]));
    expect(unpacked).toEqual([
      ['asset', '<link rel="stylesheet" href>', '/s.css'],
      ['link', '<meta property="og:url">', 'https://example.com/'],
      ['link', 'link to', '/a/\nb/'],
      // A browser reads NUL as U+FFFD; so does the scan, which uses NUL to separate.
      ['link', 'link to', '/nul/\ufffd/'],
      ['asset', '<img src>', 'x.png'],
    ]);
    expect(packReferences([])).toBe('');
  });
});
