/** Finds, compiles and validates `generator.config.ts`. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { importBundle } from './compile-module.js';
import { ImportTimeout } from './time-limited-import.js';
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
  const limit = configTimeoutMs();
  const compiled = await importBundle<{ default?: unknown }>(bundled, { root, what: 'config', timeLimitMs: limit }).catch(
    (error: unknown) => {
      if (!(error instanceof ImportTimeout)) throw error;
      throw new SitegenError(`${path.relative(root, file)} did not finish loading within ${limit / 1000} s and was stopped`, {
        file: path.relative(root, file),
        hint: `Look for a loop that never ends, or a promise that never settles, at the top level of the config or a module it imports. If loading it really takes longer, raise the limit with SITEGEN_CONFIG_TIMEOUT_MS=<ms>.`,
      });
    },
  );
  if (compiled.exports.default === undefined) {
    throw new SitegenError(`${path.relative(root, file)} has no default export`, {
      file: path.relative(root, file),
      hint: 'Write `export default defineConfig({ … })`.',
    });
  }
  if (compiled.exports.default instanceof Promise) {
    throw new SitegenError(`${path.relative(root, file)} exports a Promise, not the config`, {
      file: path.relative(root, file),
      hint: 'Export the config itself: `export default defineConfig({ … })`; to wait for something first, `await` it at the top level of the config.',
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

/** How long the config may take to load: default 30 s, `SITEGEN_CONFIG_TIMEOUT_MS` to change it (time-limited-import.ts). */
export function configTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SITEGEN_CONFIG_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 0x7fff_ffff) : 30_000;
}

export function findPageModule(pagesDir: string, page: string): string | undefined {
  return PAGE_EXTENSIONS.map((ext) => path.join(pagesDir, page + ext)).find((candidate) => existsSync(candidate));
}
