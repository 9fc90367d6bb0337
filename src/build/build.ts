/**
 * `sitegen build`: config → messages and content → pages → rendered documents and payloads →
 * release files → staging folder → swap. Returns plain data; with `write: false` nothing touches
 * the disk but the compiled-module cache.
 */
import path from 'node:path';
import { loadConfig } from '../compile/load-config.js';
import { resolveCompression, type Compression, type ResolvedConfig } from '../config/define-config.js';
import { withoutExpired, type UnpublishedEntry } from '../content/expiry.js';
import { findSkippedFiles, loadCollections, type SkippedFile } from '../content/load-collections.js';
import { loadMessages } from '../i18n/load-messages.js';
import { SitegenError } from '../errors.js';
import { checkFailedError } from '../check/check-error.js';
import { CheckingSink } from './checking-sink.js';
import type { CheckProblem } from '../check/problem.js';
import { SiteChecker } from '../check/site-checker.js';
import { expandPages } from '../routes/expand-pages.js';
import { errorPages } from '../routes/error-pages.js';
import type { Page } from '../shapes.js';
import { bundleClient } from '../bundle/bundle-client.js';
import { clientMessageFiles } from './client-assets.js';
import { renderSetup } from './render-setup.js';
import { releaseStylesheetFile } from '../protocol/output-files.js';
import { compileServer } from './compile-server.js';
import { sitegenVersion } from '../package-root.js';
import { HostingRecorder } from './host-files.js';
import { MemorySink, StagingSink, sweepLeftovers, type OutputSink } from '../output/sinks.js';
import { outputError } from '../output/output-error.js';
import { readPublicFiles } from './public-files.js';
import { computeBuildId, createReleaseFiles, releaseTimestamp } from './release.js';
import { renderAll } from './render-all.js';
import { renderWorkerCount } from './render-pool.js';
import { resolveShareImage } from './share-image.js';
import { createRobotsTxt, createSitemapFiles, ROBOTS_FILE, SITEMAP_FILE } from './sitemap.js';
import type { BuildStage, StageCache } from './stage-cache.js';

export interface BuildOptions {
  root?: string;
  configFile?: string;
  /** Overrides the config's outDir (relative to root). */
  outDir?: string;
  /** Overrides the config's siteUrl. */
  siteUrl?: string;
  /** Overrides the config's compress (precompressed .gz/.br beside text files; true is 'both'). */
  compress?: Compression | boolean;
  /** false: keep every file in memory and return it; the output folder is not touched. */
  write?: boolean;
  /** false: skip the site checks (links, head, hreflang, JSON-LD…) that otherwise fail the build. */
  check?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Stage results kept between builds in one process (`sitegen dev`); see stage-cache.ts. */
  cache?: StageCache;
  /** Render workers: 0 renders on the main thread; unset lets the page count and cores decide (render-pool.ts). */
  renderWorkers?: number;
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
  /** `checkMs`: the site checks' share of `ms` (scanning files as they are written, then the cross-page rules). */
  stats: { pages: number; files: number; bytes: number; ms: number; checkMs: number };
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root ?? process.cwd());
  const env = options.env ?? process.env;
  const loaded = await loadConfig({ root, configFile: options.configFile });
  const config = applyOverrides(loaded.config, options, root);

  const cache = options.cache;
  cache?.useConfig(loaded.code + portableConfig(config));
  const [{ messages, compiled: compiledMessages }, collections, publicFiles, compiled, client] = await loadInputs(config, cache);
  // Decided here, not while loading, so loaded content never depends on the clock.
  const timestamp = releaseTimestamp(env);
  const { collections: published, unpublished } = withoutExpired({ collections, expires: expiryFields(config), now: timestamp });
  const clientMessages = clientMessageFiles(config, compiledMessages);
  const collectionIds = Object.fromEntries(
    Object.entries(published).map(([name, byLocale]) => [name, (byLocale[config.defaultLocale] ?? []).map((entry) => entry.id)]),
  );
  const pages = expandPages({ routes: config.routes, locales: config.locales, defaultLocale: config.defaultLocale, collectionIds });

  const buildId = computeBuildId([
    // The renderer is sitegen's installed code, no longer part of the site's bundle.
    `sitegen ${sitegenVersion()}`,
    loaded.code,
    compiled.code,
    portableConfig(config),
    JSON.stringify(messages),
    JSON.stringify(published),
    ...publicFiles.flatMap((file) => [file.file, file.content]),
    ...client.files.flatMap((file) => [file.file, file.contents]),
  ]);
  const shareImage = resolveShareImage(config, publicFiles);
  const stylesheetFile = releaseStylesheetFile(buildId);

  const compressedCache = path.join(root, '.sitegen/cache/compressed');
  // A file system that refuses the output (a file in the way, read-only, full) is the user's
  // machine, not a bug: said plainly, with the folder (output-error.ts).
  const environmentError = (error: unknown) => outputError(error, { outDir: config.outDir }) ?? error;
  const sink = await openSink(config, options, compressedCache, environmentError);
  // Every file passes the checker on its way out; nothing is swapped into place that fails it.
  const checking = options.check === false ? undefined : new CheckingSink(sink, new SiteChecker({ siteUrl: config.siteUrl }));
  const output = checking ?? sink;
  let warnings: CheckProblem[] = [];
  let checkMs = 0;
  // Every file goes through the recorder, so _headers knows the output's files and inline CSS.
  const out = new HostingRecorder(output);
  try {
    const { lastModified } = await renderAll({
      root,
      server: compiled.server,
      setup: renderSetup({
        config,
        buildId,
        stylesheetFile,
        client,
        messages,
        compiledMessages,
        messageUrls: clientMessages.urls,
        collections: published,
        shareImage,
      }),
      stylesheetFile,
      pages,
      errorPages: errorPages({ locales: config.locales, defaultLocale: config.defaultLocale, buildId }),
      sink: out,
      // Workers write straight into the staging folder; a build into memory stays on this thread.
      parallel:
        sink instanceof StagingSink
          ? {
              workers: renderWorkerCount(pages.length, options.renderWorkers),
              serverFile: compiled.file,
              output: { dir: sink.dir, compress: config.compress, cacheDir: compressedCache },
              check: checking !== undefined,
            }
          : undefined,
    });
    await Promise.all([
      ...publicFiles.map((file) => out.write(file.file, file.content)),
      ...client.files.map((file) => out.write(file.file, file.contents)),
      ...clientMessages.files.map((file) => out.write(file.file, file.content)),
    ]);
    const release = createReleaseFiles({
      id: buildId,
      timestamp,
      routes: pages.map((page) => page.path),
      locales: config.locales.map((l) => l.code),
      defaultLocale: config.defaultLocale,
    });
    await writeAll(out, release);
    await writeAll(out, seoFiles(config, pages, lastModified, new Set(publicFiles.map((file) => file.file))));
    // Past the recorder: _headers describes the files above, not itself.
    await writeAll(
      output,
      out.hostFiles(
        config,
        publicFiles.map((file) => file.file),
      ),
    );
    if (checking) ({ warnings, ms: checkMs } = finishChecks(checking, options.write === false ? undefined : config.outDir));
    if (sink instanceof StagingSink) {
      await sink.finish();
      await sink.swapInto(config.outDir);
    }
  } catch (error) {
    // The build's own error is what the user needs; a failed clean-up must not replace it.
    if (sink instanceof StagingSink) await sink.discard().catch(() => undefined);
    throw sink instanceof StagingSink ? environmentError(error) : error;
  }
  return {
    config,
    buildId,
    timestamp,
    pages,
    unpublished,
    // Listed on every build, not cached: a stray file is added or renamed without touching content.
    skippedFiles: findSkippedFiles({ root, collections: config.collections, locales: config.locales }),
    files: sink instanceof MemorySink ? sink.files : undefined,
    warnings,
    stats: {
      pages: pages.length,
      files: sink.stats.files,
      bytes: sink.stats.bytes,
      ms: Math.round(performance.now() - started),
      checkMs: Math.round(checkMs),
    },
  };
}

function applyOverrides(config: ResolvedConfig, options: BuildOptions, root: string): ResolvedConfig {
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

/** The build's independent inputs, each a stage `sitegen dev` may reuse (stage-cache.ts). */
function loadInputs(config: ResolvedConfig, cache: StageCache | undefined) {
  const { root } = config;
  const stage = <T>(name: BuildStage, run: () => Promise<T>): Promise<T> => (cache ? cache.get(name, run) : run());
  return Promise.all([
    stage('messages', () => loadMessages({ root, messagesDir: config.messagesDir, locales: config.locales })),
    stage('collections', () =>
      loadCollections({ root, collections: config.collections, locales: config.locales, markdown: config.markdown }),
    ),
    stage('public', () => readPublicFiles(config)),
    stage('server', () => compileServer(config)),
    stage('client', () => bundleClient(config)),
  ]);
}

/** Memory for `write: false`; otherwise a staging folder beside the output folder, after sweeping a crashed build's leftovers. */
async function openSink(
  config: ResolvedConfig,
  options: BuildOptions,
  compressedCache: string,
  environmentError: (error: unknown) => unknown,
): Promise<OutputSink> {
  if (options.write === false) return new MemorySink();
  await sweepLeftovers(config.outDir);
  return StagingSink.create(config.outDir, config.compress, compressedCache).catch((error: unknown) => {
    throw environmentError(error);
  });
}

/** The cross-page rules, once every file is written: errors fail the build, warnings are returned. */
function finishChecks(checking: CheckingSink, outDir: string | undefined): { warnings: CheckProblem[]; ms: number } {
  const { problems, ms } = checking.finish();
  if (problems.some((problem) => problem.severity === 'error'))
    throw checkFailedError(problems, outDir === undefined ? undefined : path.relative(process.cwd(), outDir) || '.');
  return { warnings: problems, ms };
}

function writeAll(sink: OutputSink, files: Record<string, string>): Promise<void[]> {
  return Promise.all(Object.entries(files).map(([file, content]) => sink.write(file, content)));
}

/**
 * The config as JSON with paths relative to the project, so the build id is the same in any
 * checkout; without the output folder, which changes where files go but not what they hold.
 */
function portableConfig(config: ResolvedConfig): string {
  return JSON.stringify(config, (key, value: unknown) => {
    if (key === 'schema' || key === 'outDir') return undefined;
    if (typeof value === 'string' && path.isAbsolute(value)) return path.relative(config.root, value);
    return value;
  });
}

/**
 * sitemap.xml and robots.txt, unless the public folder has its own (a hand-written robots.txt
 * with rules of its own, say), which is then copied as it is.
 */
function seoFiles(
  config: ResolvedConfig,
  pages: Page[],
  lastModified: Map<string, string>,
  publicFiles: Set<string>,
): Record<string, string> {
  const files: Record<string, string> = {};
  if (!publicFiles.has(SITEMAP_FILE))
    Object.assign(files, createSitemapFiles({ siteUrl: config.siteUrl, pages, locales: config.locales, lastModified }));
  if (!publicFiles.has(ROBOTS_FILE)) files[ROBOTS_FILE] = createRobotsTxt(config.siteUrl);
  return files;
}

function expiryFields(config: ResolvedConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config.collections).flatMap(([name, collection]) =>
      collection.expires === undefined ? [] : [[name, collection.expires]],
    ),
  );
}
