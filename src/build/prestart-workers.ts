/**
 * Whether a build starts its render workers right after the config, before loading its inputs
 * (worker-pool.ts), so their start-up overlaps the content and bundle loading. Decided before the
 * page count is known, from the collections' entry files (the pages they will likely make, measured
 * against renderWorkerCount's threshold). Not when the last build left an incremental record:
 * a rebuild usually renders a few pages on the main thread, and idle workers would take its cores.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { INCREMENTAL_CACHE_FILE } from './incremental/incremental-cache.js';
import { renderWorkerCount } from './render-pool.js';
import { startWorkerPool, type WorkerPool } from './worker-pool.js';

export interface PrestartOptions {
  config: ResolvedConfig;
  write?: boolean;
  force?: boolean;
  /** --workers, when given. */
  renderWorkers?: number;
}

export function prestartWorkers({ config, write, force, renderWorkers }: PrestartOptions): WorkerPool | undefined {
  if (write === false || renderWorkers === 0) return undefined;
  if (!force && existsSync(path.join(config.root, INCREMENTAL_CACHE_FILE))) return undefined;
  const files = entryFiles(config);
  const count = renderWorkerCount(likelyPageCount(config, files.length), renderWorkers);
  return count > 0 ? startWorkerPool(count, contentBytes(files)) : undefined;
}

/** How many entry files contentBytes stats at most. */
const SAMPLED_FILES = 200;

/**
 * The pages `files` entry files will make, as a guess made before they are read: each entry once per
 * route that lists a collection, and the default locale's twice (unprefixed and under its prefix),
 * taking the locales to hold as many entries each. The peer site: 2,000 files → 3,000 (3,030 pages).
 */
export function likelyPageCount(config: Pick<ResolvedConfig, 'routes' | 'locales'>, files: number): number {
  const routes = Math.max(1, config.routes.filter((route) => Object.keys(route.params ?? {}).length > 0).length);
  return Math.round((files * routes * (config.locales.length + 1)) / Math.max(1, config.locales.length));
}

/** The collections' entry files (`<dir>/<locale>/*.md`). */
function entryFiles(config: ResolvedConfig): string[] {
  const files: string[] = [];
  for (const collection of Object.values(config.collections))
    for (const { code } of config.locales) {
      const dir = path.join(collection.dir, code);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) if (name.endsWith('.md')) files.push(dir + path.sep + name);
    }
  return files;
}

/**
 * Room for the files' bodies as UTF-16, asked only when workers start. Like render-pool.ts's count
 * from the bodies, it sizes a heap limit, so a sample does: at most SAMPLED_FILES stats, spread over
 * the list, scaled to the whole (10,000 stats were ~0.1 s of the main thread's CPU before the
 * workers could start).
 */
function contentBytes(files: string[]): number {
  const step = Math.max(1, files.length / SAMPLED_FILES);
  let sampled = 0;
  let size = 0;
  for (let at = 0; at < files.length; at += step) {
    size += statSync(files[Math.floor(at)]!).size;
    sampled += 1;
  }
  return sampled === 0 ? 0 : Math.round((2 * size * files.length) / sampled) + 1024 * files.length;
}
