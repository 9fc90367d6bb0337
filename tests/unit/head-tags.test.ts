import { describe, expect, it } from 'vitest';
import { renderHead } from '../../src/render/head.js';
import { openGraphLocale, serializeJsonForHtml, socialTags } from '../../src/protocol/head-tags.js';
import type { HeadData } from '../../src/shapes.js';

const head: HeadData = {
  lang: 'en-US',
  title: 'About us – Muster GmbH & Co. KG',
  description: 'Who we are & what we do.',
  canonical: 'https://www.example.com/en/about-us/',
  alternates: [],
  social: {
    type: 'website',
    siteName: 'Muster GmbH & Co. KG',
    locale: 'en_US',
    alternateLocales: ['de_DE'],
    image: { url: 'https://www.example.com/share/card.png', type: 'image/png', width: 1200, height: 630, alt: 'Our logo on blue' },
  },
};

const pairs = (data: HeadData) => socialTags(data).map((tag) => [tag.attribute, tag.key, tag.content]);

describe('socialTags', () => {
  it('describes the page for link previews with its own title, description and canonical URL', () => {
    expect(pairs(head)).toEqual([
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'Muster GmbH & Co. KG'],
      ['property', 'og:title', 'About us – Muster GmbH & Co. KG'],
      ['property', 'og:description', 'Who we are & what we do.'],
      ['property', 'og:url', 'https://www.example.com/en/about-us/'],
      ['property', 'og:locale', 'en_US'],
      ['property', 'og:locale:alternate', 'de_DE'],
      ['property', 'og:image', 'https://www.example.com/share/card.png'],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '630'],
      ['property', 'og:image:alt', 'Our logo on blue'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:image:alt', 'Our logo on blue'],
    ]);
  });

  it('asks for a small card and names no image when none is configured', () => {
    const tags = pairs({ ...head, social: { ...head.social!, image: undefined } });
    expect(tags.some(([, key]) => key!.startsWith('og:image') || key === 'twitter:image:alt')).toBe(false);
    expect(tags).toContainEqual(['name', 'twitter:card', 'summary']);
  });

  it('gives error pages (no social data) no preview tags', () => {
    expect(socialTags({ ...head, social: undefined })).toEqual([]);
  });
});

describe('openGraphLocale', () => {
  it.each([
    ['de-DE', 'de_DE'],
    ['en-US', 'en_US'],
    ['de', 'de'],
  ])('writes %s as %s', (language, locale) => {
    expect(openGraphLocale(language)).toBe(locale);
  });
});

describe('renderHead with link preview and structured data', () => {
  const hostile = 'Evil </script><script>alert(1)</script> <!-- & \u2028\u2029 "quoted"';
  const html = renderHead({
    head: { ...head, jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: hostile }, { '@type': 'Other' }] },
    icons: {},
    css: '',
  });

  it('writes Open Graph tags with property= and Twitter tags with name=, escaped', () => {
    expect(html).toContain('<meta property="og:site_name" content="Muster GmbH &amp; Co. KG">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('writes one ld+json script per block', () => {
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
  });

  it('keeps a hostile string inside its JSON-LD block: no </script>, <!-- or raw & can end or change it', () => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(blocks[0]!)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: hostile });
    // Only the two blocks' own closing tags.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});

describe('serializeJsonForHtml', () => {
  it('escapes <, >, & and the line separators and reads back as the same value', () => {
    const value = { a: '<b>&</b>', c: 'x\u2028y\u2029z', d: [1, null, true] };
    const json = serializeJsonForHtml(value);
    expect(json).toBe('{"a":"\\u003cb\\u003e\\u0026\\u003c/b\\u003e","c":"x\\u2028y\\u2029z","d":[1,null,true]}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
