import { describe, expect, it } from 'vitest';
import { detectTag, runtimeTags, type RuntimeAssets } from '../../src/render/runtime-tags.js';
import type { BootData } from '../../src/shapes.js';

const boot = (locale: string): BootData => ({
  buildId: 'b1',
  locale,
  locales: ['de', 'en'],
  defaultLocale: 'de',
  cookie: { name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax', path: '/' },
  checkIntervalMs: 3_600_000,
  stylesheet: '/_sitegen/styles/b1.css',
  assets: { islands: {}, messages: {}, errors: {} },
  loadingLabels: { de: 'Lädt…', en: 'Loading </script>' },
});
const assets: RuntimeAssets = {
  boot: { de: boot('de'), en: boot('en') },
  runtime: '/_sitegen/runtime-abc.js',
  detect: '/_sitegen/detect-def.js',
  islandPreloads: { form: ['/_sitegen/form-1.js', '/_sitegen/chunk-2.js'], empty: [] },
};

describe('runtimeTags', () => {
  it("gives every page its locale's boot data, then the runtime's module script", () => {
    const [bootTag, runtime, ...rest] = runtimeTags(assets, 'en', []).split('\n');
    expect(bootTag).toMatch(/^<script type="application\/json" id="sitegen-boot">.*<\/script>$/);
    expect(JSON.parse(bootTag!.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual(boot('en'));
    expect(runtime).toBe('<script type="module" src="/_sitegen/runtime-abc.js"></script>');
    expect(rest).toEqual([]);
  });

  it('keeps a string in the boot data from closing its script element', () => {
    expect(runtimeTags(assets, 'en', []).match(/<\/script>/g)).toHaveLength(2);
  });

  it('preloads the chunks of the islands the page uses, and nothing for an island without any', () => {
    expect(runtimeTags(assets, 'de', ['empty', 'form']).split('\n').slice(2)).toEqual([
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
