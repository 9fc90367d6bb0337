/** Finds, compiles and validates `generator.config.ts`. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { importBundle } from './compile-module.js';
import { takeBundledConfig, type ConfigFileOptions } from './config-file.js';
import { SitegenError } from '../errors.js';
import type { ResolvedConfig } from '../config/define-config.js';
import { pathKind } from '../config/path-kind.js';
import { validateConfig } from '../config/validate-config.js';

export { CONFIG_FILES } from './config-file.js';
export const PAGE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export type LoadConfigOptions = ConfigFileOptions;

export interface LoadedConfig {
  config: ResolvedConfig;
  /** The compiled config code (without path comments), part of the build id. */
  code: string;
}

export async function loadConfig({ root, configFile }: LoadConfigOptions): Promise<LoadedConfig> {
  const bundled = await takeBundledConfig({ root, configFile });
  const file = bundled.source;
  const compiled = await importBundle<{ default?: unknown }>(bundled, { root, what: 'config' });
  if (compiled.exports.default === undefined) {
    throw new SitegenError(`${path.relative(root, file)} has no default export`, {
      file: path.relative(root, file),
      hint: 'Write `export default defineConfig({ … })`.',
    });
  }
  const config = validateConfig({
    value: compiled.exports.default,
    root,
    configFile: file,
    pageModuleExists: (pagesDir, page) => findPageModule(path.resolve(root, pagesDir), page) !== undefined,
    pathKind,
  });
  return { config, code: compiled.portableCode };
}

export function findPageModule(pagesDir: string, page: string): string | undefined {
  return PAGE_EXTENSIONS.map((ext) => path.join(pagesDir, page + ext)).find((candidate) => existsSync(candidate));
}
