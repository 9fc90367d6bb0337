/**
 * The browser's code, bundled with esbuild: the runtime (every page, no React), one chunk per
 * island (React shared between them), and the tiny language-detection script for the home page.
 * Names carry content hashes so they can be cached forever. Unchanged inputs reuse the last bundle
 * (esbuild-cache.ts).
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { ResolvedConfig } from '../config/define-config.js';
import { SitegenError } from '../errors.js';
import type { DetectSettings } from '../shapes.js';
import { PACKAGE_ROOT, sitegenModuleFile } from '../package-root.js';
import { sitegenModulesPlugin } from '../compile/sitegen-modules.js';
import { cachedBuild, type CachedBuildResult, type EsbuildCacheOptions } from '../compile/esbuild-cache.js';

export interface ClientFile {
  /** Path in the output folder, e.g. `_sitegen/runtime-3F2A.js`. */
  file: string;
  contents: Uint8Array;
}

export interface ClientBundle {
  files: ClientFile[];
  /** URL of the runtime module, on every page. */
  runtime: string;
  /** URL of the detection script, in the head of the unprefixed home page. */
  detect: string;
  /** Island name → URL of its chunk. */
  islands: Record<string, string>;
  /** Island name → every module the chunk imports statically (for modulepreload), itself included. */
  islandPreloads: Record<string, string[]>;
}

const ASSET_DIR = '_sitegen';
/** A site without islands bundles none. */
const NO_OUTPUT: CachedBuildResult = { outputFiles: [], metafile: { inputs: {}, outputs: {} }, cached: true };

type SharedOptions = ReturnType<typeof sharedOptions>;
type CacheFor = (name: string) => EsbuildCacheOptions;

interface ClientBuilds {
  runtime: CachedBuildResult;
  modules: CachedBuildResult;
  detect: CachedBuildResult;
}

export async function bundleClient(config: ResolvedConfig): Promise<ClientBundle> {
  const outdir = path.join(config.root, '.sitegen/client', ASSET_DIR);
  const islandEntries = Object.keys(config.islands).sort();
  const builds = await runBuilds(config, sharedOptions(config.root, outdir), islandEntries);
  return describeBundle(config, outdir, islandEntries, builds);
}

/** What every browser build shares. */
function sharedOptions(root: string, outdir: string) {
  return {
    absWorkingDir: root,
    bundle: true,
    write: false as const,
    minify: true,
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.svg': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // Messages reach the browser pre-parsed, so the ICU parser stays out of the bundle.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    outdir,
  } satisfies esbuild.BuildOptions;
}

/** The three builds, in parallel; esbuild's errors become one SitegenError. */
async function runBuilds(config: ResolvedConfig, shared: SharedOptions, islandEntries: string[]): Promise<ClientBuilds> {
  // The island entries are generated from the config; the cache sees them through this key.
  const cache: CacheFor = (name) => ({
    cacheDir: path.join(config.root, '.sitegen/cache'),
    name,
    key: JSON.stringify([PACKAGE_ROOT, config.islands]),
  });
  try {
    const [runtime, modules, detect] = await Promise.all([
      buildRuntime(shared, cache),
      islandEntries.length === 0 ? NO_OUTPUT : buildIslands(config, shared, islandEntries, cache),
      buildDetect(config, shared, cache),
    ]);
    return { runtime, modules, detect };
  } catch (error) {
    throw bundlingError(error);
  }
}

/** The runtime on its own: it shares no code with the islands, and in their split build esbuild
 * made every page import the islands' CommonJS helper chunk too (a request and 0.4 KB). */
function buildRuntime(shared: SharedOptions, cache: CacheFor): Promise<CachedBuildResult> {
  return cachedBuild(
    {
      ...shared,
      format: 'esm',
      metafile: true,
      entryNames: '[name]-[hash]',
      entryPoints: [{ in: sitegenModuleFile('runtime/boot'), out: 'runtime' }],
      plugins: [sitegenModulesPlugin('browser')],
    },
    cache('client-runtime'),
  );
}

/** One split build of every island, so React and what else they share is loaded once. */
function buildIslands(config: ResolvedConfig, shared: SharedOptions, islandEntries: string[], cache: CacheFor): Promise<CachedBuildResult> {
  return cachedBuild(
    {
      ...shared,
      format: 'esm',
      splitting: true,
      metafile: true,
      entryNames: '[dir]/[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      entryPoints: islandEntries.map((name) => ({ in: `sitegen-island:${name}`, out: `islands/${name}` })),
      plugins: [sitegenModulesPlugin('browser'), islandEntriesPlugin(config)],
    },
    cache('client-modules'),
  );
}

/** The blocking detection script, with the site's settings compiled in. */
function buildDetect(config: ResolvedConfig, shared: SharedOptions, cache: CacheFor): Promise<CachedBuildResult> {
  const detectSettings: DetectSettings = {
    cookieName: config.cookie.name,
    locales: config.locales.map((l) => l.code),
    defaultLocale: config.defaultLocale,
  };
  return cachedBuild(
    {
      ...shared,
      format: 'iife',
      metafile: true,
      entryNames: '[name]-[hash]',
      entryPoints: [{ in: sitegenModuleFile('runtime/detect'), out: 'detect' }],
      define: { ...shared.define, __SITEGEN_DETECT__: JSON.stringify(detectSettings) },
    },
    cache('client-detect'),
  );
}

function bundlingError(error: unknown): unknown {
  const failure = error as Partial<esbuild.BuildFailure>;
  if (!Array.isArray(failure.errors)) return error;
  return new SitegenError('Bundling the browser code failed', {
    problems: failure.errors.map((message) => ({
      file: message.location ? `${message.location.file}:${message.location.line}` : undefined,
      message: message.text,
    })),
    hint: 'Fix the island modules named above; they run in the browser, so they may import only browser-safe code.',
  });
}

/** The files with their output paths, and the URLs the pages need: runtime, detection, islands and their preloads. */
function describeBundle(config: ResolvedConfig, outdir: string, islandEntries: string[], builds: ClientBuilds): ClientBundle {
  const { runtime, modules, detect } = builds;
  const url = (absolute: string) => `/${path.relative(path.dirname(outdir), absolute).split(path.sep).join('/')}`;
  const files = [...runtime.outputFiles, ...modules.outputFiles, ...detect.outputFiles].map((output) => ({
    file: url(output.path).slice(1),
    contents: output.contents,
  }));
  const entryUrl = (result: CachedBuildResult, entry: string) => {
    const [output] = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint === entry) ?? [];
    if (!output) throw new Error(`esbuild produced no output for ${entry}`);
    return url(path.resolve(config.root, output));
  };
  const sourceEntry = (module: string) => path.relative(config.root, sitegenModuleFile(module)).split(path.sep).join('/');
  const islands = Object.fromEntries(islandEntries.map((name) => [name, entryUrl(modules, `sitegen-island:${name}`)]));
  return {
    files,
    runtime: entryUrl(runtime, sourceEntry('runtime/boot')),
    detect: entryUrl(detect, sourceEntry('runtime/detect')),
    islands,
    islandPreloads: Object.fromEntries(
      islandEntries.map((name) => [name, staticImports(modules.metafile, islands[name]!, config.root, url)]),
    ),
  };
}

/** Each island's entry: its component wrapped so the runtime can hydrate it without React of its own. */
function islandEntriesPlugin(config: ResolvedConfig): esbuild.Plugin {
  return {
    name: 'sitegen-island-entries',
    setup(build) {
      build.onResolve({ filter: /^sitegen-island:/ }, (args) => ({
        path: args.path.slice('sitegen-island:'.length),
        namespace: 'sitegen-island',
      }));
      build.onLoad({ filter: /.*/, namespace: 'sitegen-island' }, (args) => ({
        resolveDir: config.root,
        loader: 'tsx',
        contents: [
          `import Component from ${JSON.stringify(config.islands[args.path])};`,
          `import { hydrateIsland } from ${JSON.stringify(sitegenModuleFile('islands/hydrate-island'))};`,
          'export default function hydrate(element, context) { hydrateIsland(element, Component, context); }',
        ].join('\n'),
      }));
    },
  };
}

/** The chunk and everything it imports statically, so the page can preload them in parallel. */
function staticImports(metafile: esbuild.Metafile, entryUrl: string, root: string, url: (absolute: string) => string): string[] {
  const byUrl = new Map(Object.keys(metafile.outputs).map((output) => [url(path.resolve(root, output)), output]));
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const output = byUrl.get(current);
    for (const imported of output ? metafile.outputs[output]!.imports : []) {
      if (imported.kind === 'import-statement') visit(url(path.resolve(root, imported.path)));
    }
  };
  visit(entryUrl);
  return [...seen];
}
