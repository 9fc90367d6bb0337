/** What a build call may change of the config: where to write, the public origin, the compressed copies. */
import path from 'node:path';
import { resolveCompression, type Compression, type ResolvedConfig } from '../config/define-config.js';
import { SitegenError } from '../errors.js';

export interface ConfigOverrides {
  /** Overrides the config's outDir (relative to root). */
  outDir?: string;
  /** Overrides the config's siteUrl. */
  siteUrl?: string;
  /** Overrides the config's compress (precompressed .gz/.br beside text files; true is 'both'). */
  compress?: Compression | boolean;
}

export function applyOverrides(config: ResolvedConfig, options: ConfigOverrides, root: string): ResolvedConfig {
  if (options.siteUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(options.siteUrl)) {
    throw new SitegenError(`--site-url "${options.siteUrl}" is not an absolute http(s) URL`, {
      key: '--site-url',
      hint: 'Pass the public origin, e.g. --site-url https://www.example.com',
    });
  }
  return {
    ...config,
    outDir: options.outDir ? path.resolve(root, options.outDir) : config.outDir,
    siteUrl: options.siteUrl ? options.siteUrl.replace(/\/+$/, '') : config.siteUrl,
    compress: options.compress === undefined ? config.compress : resolveCompression(options.compress),
  };
}
