import { describe, expect, it } from 'vitest';
import { detectTag, runtimeTags, type RuntimeAssets } from '../../src/render/runtime-tags.js';
import type { PageBoot } from '../../src/shapes.js';

const boot = (locale: string): PageBoot => ({
  buildId: 'b1',
  locale,
  cookie: 'i18n_redirected; Max-Age=31536000; Path=/; SameSite=Lax',
  messages: '</script>',
});
const assets: RuntimeAssets = {
  boot: {
    buildId: 'b1',
    defaultLocale: 'de',
    locales: [{ code: 'de', language: 'de-DE', catchAll: true, loading: 'Lädt…' }],
    siteUrl: 'https://www.example.com',
    islands: {},
    messages: '</script>',
    cookie: 'i18n_redirected; Max-Age=31536000; Path=/; SameSite=Lax',
  },
  runtime: '/_sitegen/runtime-abc.js',
  detect: '/_sitegen/detect-def.js',
  islandPreloads: { form: ['/_sitegen/form-1.js', '/_sitegen/chunk-2.js'], empty: [] },
};

describe('runtimeTags', () => {
  it("gives every page its boot data, then the runtime's module script", () => {
    const [bootTag, runtime, ...rest] = runtimeTags(assets, boot('en'), []).split('\n');
    expect(bootTag).toMatch(/^<script type="application\/json" id="sitegen-boot">.*<\/script>$/);
    expect(JSON.parse(bootTag!.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual(boot('en'));
    expect(runtime).toBe('<script type="module" src="/_sitegen/runtime-abc.js"></script>');
    expect(rest).toEqual([]);
  });

  it('keeps a string in the boot data from closing its script element', () => {
    expect(runtimeTags(assets, boot('en'), []).match(/<\/script>/g)).toHaveLength(2);
  });

  it('preloads the chunks of the islands the page uses, and nothing for an island without any', () => {
    expect(runtimeTags(assets, boot('de'), ['empty', 'form']).split('\n').slice(2)).toEqual([
      '<link rel="modulepreload" href="/_sitegen/form-1.js">',
      '<link rel="modulepreload" href="/_sitegen/chunk-2.js">',
    ]);
  });
});

describe('detectTag', () => {
  it('is a blocking classic script', () => {
    expect(detectTag(assets)).toBe('<script src="/_sitegen/detect-def.js"></script>');
  });
});
