/**
 * `sitegen build`, as its data path: config (checked whole, the files it names included) → inputs
 * (messages, content, public files, bundles) → plan (pages, build id) → output sink chain →
 * rendered pages → the other files → site checks → commit (the staging folder swapped into place).
 * Returns plain data; with `write: false` nothing touches the disk but the compiled-module cache.
 */
import path from 'node:path';
import type { CheckProblem } from '../check/problem.js';
import { loadConfig } from '../compile/load-config.js';
import type { ResolvedConfig } from '../config/define-config.js';
import type { UnpublishedEntry } from '../content/expiry.js';
import { findSkippedFiles, type SkippedFile } from '../content/load-collections.js';
import type { Page } from '../shapes.js';
import type { CheckOutcome } from './checking-sink.js';
import { applyOverrides, type ConfigOverrides } from './config-overrides.js';
import { loadInputs } from './load-inputs.js';
import { openOutput } from './open-output.js';
import { planBuild } from './plan-build.js';
import { renderPages } from './render-pages.js';
import type { StageCache } from './stage-cache.js';
import { writeSiteFiles } from './write-site-files.js';
import { IncrementalBuild } from './incremental.js';
import { prestartWorkers } from './prestart-workers.js';

export interface BuildOptions extends ConfigOverrides {
  root?: string;
  configFile?: string;
  /** false: keep every file in memory and return it; the output folder is not touched. */
  write?: boolean;
  /** false: skip the site checks (links, head, hreflang, JSON-LD…) that otherwise fail the build. */
  check?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Stage results kept between builds in one process (`sitegen dev`); see stage-cache.ts. */
  cache?: StageCache;
  /** Render workers: 0 renders on the main thread; unset lets the page count and cores decide (render-pool.ts). */
  renderWorkers?: number;
  /** true: render every page, ignoring what the last build recorded in `.sitegen/incremental.json` (incremental.ts). */
  force?: boolean;
}

export interface BuildResult {
  config: ResolvedConfig;
  buildId: string;
  timestamp: number;
  pages: Page[];
  /** Collection entries left out because their expiry date had passed at build time, by id. */
  unpublished: UnpublishedEntry[];
  /** Output files, only with `write: false`. */
  files?: Map<string, string | Uint8Array>;
  /** Files in the collections' folders that were not read (a `.markdown` file, a folder for no locale…). */
  skippedFiles: SkippedFile[];
  /** What the site checks found that does not fail the build (e.g. recommended JSON-LD properties). */
  warnings: CheckProblem[];
  /** `checkMs`: the site checks' share of `ms` (scanning files as they are written, then the cross-page rules); `reused`: pages carried over unrendered. */
  stats: { pages: number; files: number; bytes: number; ms: number; checkMs: number; reused: number };
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root ?? process.cwd());
  const loaded = await loadConfig({ root, configFile: options.configFile });
  const config = applyOverrides(loaded.config, options, root);
  // Render workers start now: their imports overlap the loading of the inputs (prestart-workers.ts).
  const pool = prestartWorkers({ config, write: options.write, force: options.force, renderWorkers: options.renderWorkers });
  const inputs = await loadInputs({ config, configCode: loaded.code, cache: options.cache });
  const plan = planBuild({ config, inputs, env: options.env ?? process.env });
  const write = options.write !== false;
  const check = options.check !== false;
  const incremental = await IncrementalBuild.open({ config, plan, write, check, force: options.force });
  const output = await openOutput({ config, write, check, onPageScan: incremental?.onPageScan });
  let checks: CheckOutcome = { warnings: [], ms: 0 };
  try {
    const { lastModified, cssRules } = await renderPages({
      config,
      inputs,
      plan,
      output,
      renderWorkers: options.renderWorkers,
      incremental,
      pool,
    });
    await writeSiteFiles({ config, inputs, plan, sink: output.sink, lastModified });
    if (output.checking) checks = output.checking.finish(write ? config.outDir : undefined);
    await output.sink.commit();
    // Only a cache: without it the next build is cold.
    await incremental?.save(cssRules).catch(() => undefined);
  } catch (error) {
    // The build's own error is what the user needs; a failed clean-up must not replace it.
    await output.sink.discard().catch(() => undefined);
    await pool?.close();
    throw output.sink.explainError(error);
  }
  const { stats } = output.sink;
  return {
    config,
    buildId: plan.buildId,
    timestamp: plan.timestamp,
    pages: plan.pages,
    unpublished: plan.unpublished,
    // Listed on every build, not cached: a stray file is added or renamed without touching content.
    skippedFiles: findSkippedFiles({ root, collections: config.collections, locales: config.locales }),
    files: output.sink.files,
    warnings: checks.warnings,
    stats: {
      pages: plan.pages.length,
      files: stats.files,
      bytes: stats.bytes,
      ms: Math.round(performance.now() - started),
      checkMs: Math.round(checks.ms),
      reused: incremental?.reused ?? 0,
    },
  };
}
