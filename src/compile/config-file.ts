/**
 * Finding and bundling `generator.config.ts`, apart from validating it (load-config.ts), so that
 * `sitegen build` can start esbuild on the config before it imports the build's modules: esbuild
 * works in its own process while Node loads zod, React and the rest (prefetchConfig).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleModule, type BundledModule } from './compile-module.js';
import { SitegenError } from '../errors.js';

export const CONFIG_FILES = ['generator.config.ts', 'generator.config.mts', 'generator.config.js', 'generator.config.mjs'];

export interface ConfigFileOptions {
  root: string;
  /** An explicit config file (relative to root); otherwise the first of CONFIG_FILES that exists. */
  configFile?: string;
}

export interface BundledConfig extends BundledModule {
  /** The config's source file. */
  source: string;
}

/** One early bundling, taken by the first loadConfig of the same root and file. */
let prefetched: { key: string; bundling: Promise<BundledConfig> } | undefined;

/** Starts bundling the config now; its errors surface when loadConfig takes the result. */
export function prefetchConfig(options: ConfigFileOptions): void {
  const bundling = bundleConfig(options);
  bundling.catch(() => undefined); // not unhandled: loadConfig awaits it and reports the error
  prefetched = { key: keyOf(options), bundling };
}

/** The config bundled: by the prefetch when it was for these options (once), or now. */
export function takeBundledConfig(options: ConfigFileOptions): Promise<BundledConfig> {
  const early = prefetched;
  prefetched = undefined;
  return early?.key === keyOf(options) ? early.bundling : bundleConfig(options);
}

async function bundleConfig({ root, configFile }: ConfigFileOptions): Promise<BundledConfig> {
  const source = findConfigFile(root, configFile);
  return { ...(await bundleModule({ root, entry: { file: source }, what: 'config' })), source };
}

function keyOf({ root, configFile }: ConfigFileOptions): string {
  return JSON.stringify([path.resolve(root), configFile ?? null]);
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
