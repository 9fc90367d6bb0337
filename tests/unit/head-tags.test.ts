import { describe, expect, it } from 'vitest';
import { renderHead } from '../../src/render/head.js';
import { openGraphLocale, pageTags, serializeJsonForHtml, type SiteHead } from '../../src/protocol/head-tags.js';
import type { PayloadHead } from '../../src/shapes.js';

const image = { url: 'https://www.example.com/share/card.png', type: 'image/png', width: 1200, height: 630, alt: 'Our logo on blue' };
const site: SiteHead = {
  siteUrl: 'https://www.example.com',
  defaultLocale: 'de',
  locales: [
    {
      code: 'de',
      language: 'de-DE',
      catchAll: true,
      loading: 'Lädt',
      social: { siteName: 'Muster GmbH & Co. KG', image: { ...image, alt: 'Unser Logo' } },
    },
    { code: 'en', language: 'en-US', loading: 'Loading', social: { siteName: 'Muster GmbH & Co. KG', image } },
  ],
};
const own: PayloadHead = { title: 'About us – Muster GmbH & Co. KG', description: 'Who we are & what we do.' };

/** The tags as [attribute, key, content] of their meta tags, for the link preview. */
const social = (tags: string[]) =>
  tags.flatMap((tag) => {
    const match = /^<meta (property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">$/.exec(tag);
    return match ? [[match[1], match[2], match[3]]] : [];
  });

describe('pageTags', () => {
  it('gives /en/about-us/ its description, canonical, the five alternates, link preview, in that order', () => {
    const tags = pageTags(site, '/en/about-us/', own);
    expect(tags.slice(0, 7)).toEqual([
      '<meta name="description" content="Who we are &amp; what we do.">',
      '<link rel="canonical" href="https://www.example.com/en/about-us/">',
      '<link rel="alternate" hreflang="de-DE" href="https://www.example.com/about-us/">',
      '<link rel="alternate" hreflang="de" href="https://www.example.com/about-us/">',
      '<link rel="alternate" hreflang="en-US" href="https://www.example.com/en/about-us/">',
      '<link rel="alternate" hreflang="en" href="https://www.example.com/en/about-us/">',
      '<link rel="alternate" hreflang="x-default" href="https://www.example.com/about-us/">',
    ]);
  });

  it('gives /de/about-us/ and /about-us/ the same tags: one German page, canonical /about-us/', () => {
    expect(pageTags(site, '/de/about-us/', own)).toEqual(pageTags(site, '/about-us/', own));
    expect(pageTags(site, '/about-us/', own)).toContain('<link rel="canonical" href="https://www.example.com/about-us/">');
  });

  it('describes the page for link previews with its own title, description and canonical URL', () => {
    expect(social(pageTags(site, '/en/about-us/', own))).toEqual([
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'Muster GmbH &amp; Co. KG'],
      ['property', 'og:title', 'About us – Muster GmbH &amp; Co. KG'],
      ['property', 'og:description', 'Who we are &amp; what we do.'],
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

  it("takes the site name and the image's description from the page's locale", () => {
    expect(social(pageTags(site, '/about-us/', own))).toContainEqual(['property', 'og:image:alt', 'Unser Logo']);
    expect(social(pageTags(site, '/about-us/', own))).toContainEqual(['property', 'og:locale', 'de_DE']);
  });

  it('asks for a small card and names no image when none is configured', () => {
    const plain: SiteHead = { ...site, locales: site.locales.map((locale) => ({ ...locale, social: { siteName: 'Muster' } })) };
    const tags = social(pageTags(plain, '/en/about-us/', own));
    expect(tags.some(([, key]) => key!.startsWith('og:image') || key === 'twitter:image:alt')).toBe(false);
    expect(tags).toContainEqual(['name', 'twitter:card', 'summary']);
  });

  it('gives no preview tags when the config turns them off (no social data)', () => {
    const off: SiteHead = { ...site, locales: site.locales.map(({ social: _, ...locale }) => locale) };
    expect(social(pageTags(off, '/en/about-us/', own))).toEqual([]);
  });

  it('gives an error page (noindex) robots noindex and no canonical, alternates or preview', () => {
    expect(pageTags(site, '/en/', { ...own, noindex: true })).toEqual([
      '<meta name="description" content="Who we are &amp; what we do.">',
      '<meta name="robots" content="noindex">',
    ]);
  });

  it("writes the page's JSON-LD blocks last, as given", () => {
    expect(pageTags(site, '/about-us/', { ...own, jsonLd: ['{"@type":"Thing"}'] }).at(-1)).toBe(
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    );
  });

  it('serializes a JSON-LD string again instead of trusting it: a tampered </script> or <!-- stays inside the block', () => {
    const tampered = '{"name":"</script><meta http-equiv=\\"refresh\\" content=\\"0;url=https://evil.example/\\"><!--","x":"\u2028"}';
    const tag = pageTags(site, '/about-us/', { ...own, jsonLd: [tampered] }).at(-1)!;
    expect(tag).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cmeta http-equiv=\\"refresh\\" content=\\"0;url=https://evil.example/\\"\\u003e\\u003c!--","x":"\\u2028"}</script>',
    );
    expect(JSON.parse(tag.slice(tag.indexOf('>') + 1, -'</script>'.length))).toEqual(JSON.parse(tampered));
  });

  it('refuses a JSON-LD string that is not JSON (the runtime then loads the page in full)', () => {
    expect(() => pageTags(site, '/about-us/', { ...own, jsonLd: ['</script><script>alert(1)</script>'] })).toThrow(SyntaxError);
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
  const jsonLd = [{ '@context': 'https://schema.org', '@type': 'Thing', name: hostile }, { '@type': 'Other' }].map(serializeJsonForHtml);
  const html = renderHead({ title: own.title, tags: pageTags(site, '/en/about-us/', { ...own, jsonLd }), icons: {}, css: '' });
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
