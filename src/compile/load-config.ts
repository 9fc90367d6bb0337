/** Finds, compiles and validates `generator.config.ts`. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compileModule } from './compile-module.js';
import { SitegenError } from '../errors.js';
import type { ResolvedConfig } from '../config/define-config.js';
import { pathKind } from '../config/path-kind.js';
import { validateConfig } from '../config/validate-config.js';

export const CONFIG_FILES = ['generator.config.ts', 'generator.config.mts', 'generator.config.js', 'generator.config.mjs'];
export const PAGE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export interface LoadConfigOptions {
  root: string;
  /** An explicit config file (relative to root); otherwise the first of CONFIG_FILES that exists. */
  configFile?: string;
}

export interface LoadedConfig {
  config: ResolvedConfig;
  /** The compiled config code (without path comments), part of the build id. */
  code: string;
}

export async function loadConfig({ root, configFile }: LoadConfigOptions): Promise<LoadedConfig> {
  const file = findConfigFile(root, configFile);
  const compiled = await compileModule<{ default?: unknown }>({ root, entry: { file }, what: 'config' });
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

function findConfigFile(root: string, configFile?: string): string {
  if (configFile) {
    const file = path.resolve(root, configFile);
    if (!existsSync(file))
      throw new SitegenError(`Config file ${configFile} not found`, {
        file: configFile,
        hint: `Check the --config path; it is resolved from ${root}.`,
      });
    return file;
  }
  const found = CONFIG_FILES.map((name) => path.join(root, name)).find((candidate) => existsSync(candidate));
  if (!found) {
    throw new SitegenError(`No sitegen config found in ${root}`, {
      hint: `Create generator.config.ts there (see the README's "Config reference"), or pass --config FILE.`,
    });
  }
  return found;
}
