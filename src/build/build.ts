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
import { openOutput, type BuildOutput } from './open-output.js';
import { planBuild } from './plan-build.js';
import { renderPages } from './render-pages.js';
import type { StageCache } from './stage-cache.js';
import { writeSiteFiles } from './write-site-files.js';
import { IncrementalBuild, type IncrementalOptions } from './incremental/incremental.js';
import { pagesOfShard, SHARD_MANIFEST, shardManifest, type Shard, type ShardSet } from './shards.js';
import type { BuildPlan } from './plan-build.js';
import { SitegenError, type Problem } from '../errors.js';
import { prestartWorkers } from './prestart-workers.js';
import { readOutputFolderFacts } from './output-folder-facts.js';
import { outputFolderProblem } from './output-folder-safety.js';
import { EntryCacheSaves } from '../content/entry-cache.js';

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
  /** `sitegen build --shard i/N`: render only this share of the pages, with a manifest instead of the site files (shards.ts). */
  shard?: Shard;
  /** `sitegen merge`: carry every page over from these shards, render none, write the site files (shards.ts). */
  merge?: ShardSet;
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
  /** What the message files lack without failing the build: texts still to translate, sitegen's own texts in a language it has none in. */
  messageWarnings: Problem[];
  /** `checkMs`: the site checks' share of `ms` (scanning files as they are written, then the cross-page rules); `reused`: pages carried over unrendered. */
  stats: { pages: number; files: number; bytes: number; ms: number; checkMs: number; reused: number };
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root ?? process.cwd());
  const loaded = await loadConfig({ root, configFile: options.configFile });
  const config = applyOverrides(loaded.config, options, root);
  if (options.write !== false) checkOutputFolder(config, options.merge);
  // Render workers start now: their imports overlap the loading of the inputs (prestart-workers.ts).
  // A merge renders no pages of its own.
  const pool = options.merge ? undefined : prestartWorkers({ ...options, config });
  const write = options.write !== false;
  const check = options.check !== false;
  // The parsed entries are saved for the next build while this one renders, not before its first page (entry-cache.ts).
  const entrySaves = new EntryCacheSaves();
  const { inputs, plan, incremental, output } = await prepare({ config, configCode: loaded.code, write, check }, options, entrySaves).catch(
    async (error: unknown) => {
      await Promise.all([pool?.close(), entrySaves.start()]);
      throw error;
    },
  );
  const entriesSaved = entrySaves.start();
  let checks: CheckOutcome = { warnings: [], ms: 0 };
  // Only a build in place can take the last build's verdict (incremental.ts): any other checks its files as they come.
  if (!incremental?.inPlace()) output.checking?.checkAsWritten();
  try {
    const { lastModified, cssRules, releaseBoot } = await renderPages({
      config,
      inputs,
      plan,
      output,
      renderWorkers: options.renderWorkers,
      incremental,
      share: options.shard ? 'shard' : options.merge ? 'merge' : undefined,
      pool,
    });
    if (options.shard) await output.sink.write(SHARD_MANIFEST, shardManifest(plan.buildId, options.shard, incremental!.record(cssRules)));
    else await writeSiteFiles({ config, inputs, plan, sink: output.sink, lastModified, releaseBoot, memory: incremental?.memory });
    // A shard runs the per-page checks only: the cross-page ones wait for merge, which sees every page.
    const { checking } = output;
    if (checking) {
      const known = () => incremental?.knownVerdict(checking.writtenFiles);
      checks = checking.finish(write ? config.outDir : undefined, { crossPage: !options.shard, known });
      incremental?.noteCheck(checks.warnings, checking.writtenFiles);
    }
    // The record goes first: a commit that dies half-way leaves a folder no record describes (the next build is cold).
    if (!options.shard && !options.merge) incremental?.forget();
    await output.sink.commit();
    // Only a cache: without it the next build is cold. A shard's or merge's output is not the one the cache follows.
    if (!options.shard && !options.merge) incremental?.save(cssRules);
  } catch (error) {
    // The build's own error is what the user needs; a failed clean-up must not replace it.
    await output.sink.discard().catch(() => undefined);
    await Promise.all([pool?.close(), entriesSaved]);
    throw output.sink.explainError(error);
  }
  await entriesSaved;
  return buildResult({ config, plan, output, checks, started, reused: incremental?.reused ?? 0, messageWarnings: inputs.messageWarnings });
}

/** Before anything is written: a build replaces its output folder, so it may not be the project, a source or someone else's folder. */
function checkOutputFolder(config: ResolvedConfig, merge: ShardSet | undefined): void {
  const shards = [...new Set(merge?.folders.values())].map((folder) => ({ label: 'a shard folder being merged', path: folder }));
  const problem = outputFolderProblem(readOutputFolderFacts(config, shards));
  if (problem) throw problem;
}

/** What build() returns: plain data about the release and what was written. */
function buildResult({
  config,
  plan,
  output,
  checks,
  started,
  reused,
  messageWarnings,
}: {
  config: ResolvedConfig;
  plan: BuildPlan;
  output: BuildOutput;
  checks: CheckOutcome;
  started: number;
  reused: number;
  messageWarnings: Problem[];
}): BuildResult {
  const { stats } = output.sink;
  const { root } = config;
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
    messageWarnings,
    stats: {
      pages: plan.pages.length,
      files: stats.files,
      bytes: stats.bytes,
      ms: Math.round(performance.now() - started),
      checkMs: Math.round(checks.ms),
      reused,
    },
  };
}

/** Inputs, plan, incremental record and output sinks: everything rendering needs. */
async function prepare(
  { config, configCode, write, check }: { config: ResolvedConfig; configCode: string; write: boolean; check: boolean },
  options: BuildOptions,
  entrySaves: EntryCacheSaves,
) {
  const inputs = await loadInputs({ config, configCode, cache: options.cache, entrySaves });
  const plan = planShare(planBuild({ config, inputs, env: options.env ?? process.env }), options);
  const incremental = openIncremental({ config, plan, write, check, force: options.force }, options);
  const output = await openOutput({ config, write, check, onPageScan: incremental?.onPageScan, inPlace: incremental?.inPlace() });
  return { inputs, plan, incremental, output };
}

/** A shard's plan has its share of the pages; merge's must be the plan its shards were built from. */
function planShare(plan: BuildPlan, options: BuildOptions): BuildPlan {
  if (options.shard) return { ...plan, pages: pagesOfShard(plan.pages, options.shard) };
  const { merge } = options;
  if (merge && merge.buildId !== plan.buildId)
    throw new SitegenError(
      `sitegen merge: the shards are of build ${merge.buildId}, these sources and options make build ${plan.buildId}`,
      {
        hint: 'Merge in a checkout of the commit the shards were built from, with the same config and options (--site-url, --compress).',
      },
    );
  if (merge && options.check !== false && !merge.record.checked)
    throw new SitegenError('sitegen merge: a shard was built with --no-check, so the pages it holds cannot be checked', {
      hint: 'Build every shard with the checks, or merge with --no-check.',
    });
  return plan;
}

/** A shard renders all its pages and reads no cache; merge carries every page over from its shard. */
function openIncremental(base: IncrementalOptions, options: BuildOptions): IncrementalBuild | undefined {
  if (!base.write && (options.shard || options.merge))
    throw new SitegenError('A shard or a merge writes its folder: it cannot be built into memory.');
  if (options.shard) return IncrementalBuild.withRecord(base, undefined);
  const { merge } = options;
  if (merge)
    return IncrementalBuild.withRecord({ ...base, sourceOf: (page) => merge.folders.get(page.file) ?? base.config.outDir }, merge.record);
  return IncrementalBuild.open(base);
}
