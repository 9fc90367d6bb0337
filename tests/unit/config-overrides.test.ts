/** The site URL a build call or SITE_URL gives (build/config-overrides.ts), as it ends up in every canonical link. */
import { describe, expect, it } from 'vitest';
import { applyOverrides } from '../../src/build/config-overrides.js';
import type { ResolvedConfig } from '../../src/config/define-config.js';
import { outputOptions } from '../../src/cli/build-command.js';

const config = { siteUrl: 'https://config.example', outDir: '/site/dist', compress: false } as unknown as ResolvedConfig;
const siteUrlOf = (flag: string | undefined, env: NodeJS.ProcessEnv) =>
  applyOverrides(config, outputOptions({ siteUrl: flag }, env), '/site').siteUrl;

describe('the site URL of a build', () => {
  it('is --site-url, else a non-empty SITE_URL, else the config', () => {
    expect(siteUrlOf('https://flag.example/', { SITE_URL: 'https://env.example' })).toBe('https://flag.example');
    expect(siteUrlOf(undefined, { SITE_URL: 'https://env.example/' })).toBe('https://env.example');
    expect(siteUrlOf(undefined, { SITE_URL: '' })).toBe('https://config.example');
    expect(siteUrlOf(undefined, {})).toBe('https://config.example');
  });

  // A CI secret pasted with a newline would put it inside every canonical link and robots.txt.
  it('refuses a value with a space or control character, naming where it came from and showing it escaped', () => {
    expect(() => siteUrlOf(undefined, { SITE_URL: 'https://env.example\n' })).toThrow(
      'SITE_URL "https://env.example\\n" is not an absolute http(s) URL',
    );
    expect(() => siteUrlOf('https://x.example/a b', {})).toThrow('--site-url "https://x.example/a b" is not');
    expect(() => siteUrlOf(undefined, { SITE_URL: 'https://x.example\nDisallow: /' })).toThrow(/^SITE_URL /);
  });

  it('shows at most 200 characters of a refused value', () => {
    const error = (() => {
      try {
        siteUrlOf(undefined, { SITE_URL: `ftp://${'a'.repeat(5000)}` });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message.length).toBeLessThan(300);
  });
});
