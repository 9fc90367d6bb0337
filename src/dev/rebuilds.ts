/**
 * The rebuilds of `sitegen dev`, one after the other: each reuses the stages its changed files did
 * not touch (stage-cache.ts), and a failed one is logged and shown in the tabs, never thrown.
 */
import path from 'node:path';
import { build, type BuildResult } from '../build/build.js';
import { ALL_STAGES, StageCache, stagesForChange } from '../build/stage-cache.js';
import type { ResolvedConfig } from '../config/define-config.js';
import { describeUnpublished } from '../content/expiry.js';
import { formatError, formatProblem } from '../errors.js';
import type { ReloadEvents } from './reload-events.js';

export interface RebuildsOptions {
  root: string;
  configFile?: string;
  log: (line: string) => void;
  events: ReloadEvents;
  /** After each good build, with its config (a config edit may name other folders to watch). */
  onConfig: (config: ResolvedConfig) => void;
}

export interface Rebuilds {
  /** Queues a build after the running one; `changed` says which cached stages are stale. */
  rebuild(reason: string, changed?: string[]): Promise<void>;
  /** Resolves once every build queued so far is done. */
  settled(): Promise<void>;
  /** The folder dev builds into and serves (`DEV_OUT_DIR`). */
  outDir(): string;
  /** The last good build's config, if any. */
  config(): ResolvedConfig | undefined;
}

/**
 * Where `sitegen dev` builds, relative to the project: a folder of its own in sitegen's cache, so a
 * running dev server never replaces what `sitegen build` wrote to the config's `outDir`.
 */
export const DEV_OUT_DIR = path.join('.sitegen', 'dev');

/** Rebuilds of the site at `root`, into `DEV_OUT_DIR`. */
export function createRebuilds({ root, configFile, log, events, onConfig }: RebuildsOptions): Promise<Rebuilds> {
  let running: Promise<void> = Promise.resolve();
  const outDir = path.join(root, DEV_OUT_DIR);
  // Stages a change did not touch are reused; without precompression (only production hosts
  // need .gz/.br) a message edit reaches the browser in a fraction of a full build.
  const cache = new StageCache();
  let config: ResolvedConfig | undefined;
  const buildOnce = async (reason: string, changed: string[]) => {
    if (config) for (const file of changed) cache.invalidate(stagesForChange(file, config));
    else cache.invalidate(ALL_STAGES);
    try {
      const result: BuildResult = await build({ root, configFile, cache, compress: false, outDir: DEV_OUT_DIR });
      config = result.config;
      onConfig(config);
      const reused = result.stats.reused > 0 ? ` (${result.stats.reused} unchanged, reused)` : '';
      log(`${reason}: built ${result.stats.pages} pages${reused} in ${result.stats.ms} ms`);
      for (const entry of result.unpublished) log(`  ${describeUnpublished(entry)}`);
      for (const warning of result.messageWarnings) log(`  warning: ${formatProblem(warning)}`);
      events.reload(result.buildId);
    } catch (error) {
      const message = formatError(error);
      log(`${reason}: build failed\n${message}`);
      events.buildFailed(message);
    }
  };
  return Promise.resolve({
    rebuild(reason, changed = []) {
      running = running.then(() => buildOnce(reason, changed));
      return running;
    },
    settled: () => running,
    outDir: () => outDir,
    config: () => config,
  });
}
