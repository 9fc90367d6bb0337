import { describe, expect, it } from 'vitest';
import { pageTags, type SiteHead } from '../../src/protocol/head-tags.js';
import { escapeHtml, renderHead as renderHeadOf, serializeJsonForHtml, type RenderHeadOptions } from '../../src/render/head.js';
import type { PayloadHead } from '../../src/shapes.js';

const site: SiteHead = {
  siteUrl: 'https://www.example.com',
  defaultLocale: 'de',
  locales: [
    { code: 'de', language: 'de-DE', catchAll: true, loading: 'Lädt' },
    { code: 'en', language: 'en-US', loading: 'Loading' },
  ],
};
const head: PayloadHead = { title: 'Über uns – Muster GmbH & Co. KG', description: 'Wer wir sind & was wir tun.' };

/** The head of /about-us/ with `head` as the page's own. */
function renderHead({ head: own, ...options }: Omit<RenderHeadOptions, 'title' | 'tags'> & { head: PayloadHead }): string {
  return renderHeadOf({ ...options, title: own.title, tags: pageTags(site, '/about-us/', own) });
}
const icons = { svg: '/favicon.svg', png: '/favicon.png', appleTouchIcon: '/apple-touch-icon.png' };

describe('renderHead', () => {
  const lines = renderHead({ head, icons, css: '.a{color:red}' }).split('\n');

  it('starts with the charset and the viewport', () => {
    expect(lines[0]).toBe('<meta charset="utf-8">');
    expect(lines[1]).toBe('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('escapes the company name in the title', () => {
    expect(lines).toContain('<title>Über uns – Muster GmbH &amp; Co. KG</title>');
  });

  it('gives the description as a meta tag', () => {
    expect(lines).toContain('<meta name="description" content="Wer wir sind &amp; was wir tun.">');
  });

  it('links the canonical URL', () => {
    expect(lines).toContain('<link rel="canonical" href="https://www.example.com/about-us/">');
  });

  it('links the five alternates in their order', () => {
    expect(lines.filter((line) => line.startsWith('<link rel="alternate"'))).toEqual([
      '<link rel="alternate" hreflang="de-DE" href="https://www.example.com/about-us/">',
      '<link rel="alternate" hreflang="de" href="https://www.example.com/about-us/">',
      '<link rel="alternate" hreflang="en-US" href="https://www.example.com/en/about-us/">',
      '<link rel="alternate" hreflang="en" href="https://www.example.com/en/about-us/">',
      '<link rel="alternate" hreflang="x-default" href="https://www.example.com/about-us/">',
    ]);
  });

  it('links the SVG icon, the PNG fallback and the apple-touch-icon', () => {
    expect(lines).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(lines.find((line) => line.startsWith('<link rel="icon" href="/favicon.png"'))).toContain('type="image/png"');
    expect(lines).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  });

  it('inlines the CSS in a style tag', () => {
    expect(lines).toContain('<style data-sitegen-css>.a{color:red}</style>');
  });

  it('keeps CSS from closing its style tag early', () => {
    const html = renderHead({ head, icons: {}, css: '.a::after{content:"</style><script>alert(1)</script>"}' });
    // Inside <style> a <script> is inert text; only a premature </style would let it run.
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toMatch(/<\/style>$/);
  });

  it('adds noindex only when asked (the 404 page)', () => {
    expect(renderHead({ head, icons: {}, css: '' })).not.toContain('noindex');
    expect(renderHead({ head: { ...head, noindex: true }, icons: {}, css: '' })).toContain('<meta name="robots" content="noindex">');
  });

  it('leaves out the canonical link when the page has none (the 404 page)', () => {
    expect(renderHead({ head: { ...head, noindex: true }, icons: {}, css: '' })).not.toContain('rel="canonical"');
  });

  it('leaves out the style tag when the page has no CSS', () => {
    expect(renderHead({ head, icons: {}, css: '' })).not.toContain('<style');
  });

  it('puts the theme colour and the extra tags in the head', () => {
    const html = renderHead({ head, icons: {}, css: '', themeColor: '#004D84', extra: '<script id="x"></script>' });
    expect(html).toContain('<meta name="theme-color" content="#004D84">');
    expect(html.endsWith('<script id="x"></script>')).toBe(true);
  });

  it('keeps a quote in a description from ending the attribute', () => {
    expect(renderHead({ head: { ...head, description: 'Say "hi" <b>' }, icons: {}, css: '' })).toContain(
      'content="Say &quot;hi&quot; &lt;b&gt;"',
    );
  });
});

describe('escapeHtml', () => {
  it.each([
    ['GmbH & Co. KG', 'GmbH &amp; Co. KG'],
    ['<script>', '&lt;script&gt;'],
    [`"it's"`, '&quot;it&#39;s&quot;'],
    ['plain', 'plain'],
  ])('escapes %s as %s', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe('serializeJsonForHtml', () => {
  it('escapes < so a value cannot close the script tag', () => {
    const json = serializeJsonForHtml({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('escapes the line and paragraph separators', () => {
    const json = serializeJsonForHtml({ text: 'a\u2028b\u2029c' });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});
