/** What a build call may change of the config: where to write, the public origin, the compressed copies. */
import path from 'node:path';
import { resolveCompression, type Compression, type ResolvedConfig } from '../config/define-config.js';
import { SitegenError } from '../errors.js';

export interface ConfigOverrides {
  /** Overrides the config's outDir (relative to root). */
  outDir?: string;
  /** Overrides the config's siteUrl. */
  siteUrl?: string;
  /** Where siteUrl came from, for the error: '--site-url' (the default) or 'SITE_URL'. */
  siteUrlSource?: string;
  /** Overrides the config's compress (precompressed .gz/.br beside text files; true is 'both'). */
  compress?: Compression | boolean;
}

function isSiteUrl(value: string): boolean {
  return /^https?:\/\/[^/\s]+/.test(value) && !/[\s\p{Cc}]/u.test(value) && URL.canParse(value);
}

export function applyOverrides(config: ResolvedConfig, options: ConfigOverrides, root: string): ResolvedConfig {
  // A space or control character (a CI secret's trailing newline) would go into every canonical link and robots.txt.
  if (options.siteUrl !== undefined && !isSiteUrl(options.siteUrl)) {
    const source = options.siteUrlSource ?? '--site-url';
    const shown = JSON.stringify(options.siteUrl.length > 200 ? `${options.siteUrl.slice(0, 200)}…` : options.siteUrl);
    throw new SitegenError(`${source} ${shown} is not an absolute http(s) URL (without spaces or control characters)`, {
      key: source,
      hint:
        source === 'SITE_URL'
          ? 'Set the public origin, e.g. SITE_URL=https://www.example.com, or unset SITE_URL to use the config'
          : 'Pass the public origin, e.g. --site-url https://www.example.com',
    });
  }
  return {
    ...config,
    outDir: options.outDir ? path.resolve(root, options.outDir) : config.outDir,
    siteUrl: options.siteUrl ? options.siteUrl.replace(/\/+$/, '') : config.siteUrl,
    compress: options.compress === undefined ? config.compress : resolveCompression(options.compress),
  };
}
