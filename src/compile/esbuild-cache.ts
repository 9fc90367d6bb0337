/**
 * esbuild, remembered: a build whose options and input files are unchanged since the last run
 * returns that run's output, read from `.sitegen/cache/esbuild/`, without bundling again. Compiling
 * the site's modules and bundling the browser code are most of a small site's build time, and
 * between two builds they rarely change. Inputs are compared by content (from esbuild's metafile,
 * so a changed page, component, island, sitegen source or installed package is seen); anything
 * the options cannot show, such as what a plugin generates, the caller passes as `key`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as esbuild from 'esbuild';

const require = createRequire(import.meta.url);

export type CachedBuildOptions = esbuild.BuildOptions & { write: false; metafile: true };

export interface CachedBuildResult {
  outputFiles: { path: string; contents: Uint8Array; text: string }[];
  metafile: esbuild.Metafile;
  /** True when the output came from the cache. */
  cached: boolean;
}

interface CacheRecord {
  key: string;
  /** Input path (relative to absWorkingDir, as in the metafile) → sha256 of its content. */
  inputs: Record<string, string>;
  metafile: esbuild.Metafile;
  outputs: { path: string; base64: string }[];
}

export interface EsbuildCacheOptions {
  /** The project's cache folder, e.g. `<root>/.sitegen/cache`. */
  cacheDir: string;
  /** One cache entry per name, e.g. `client`. */
  name: string;
  /** What else decides the output: plugin settings and generated sources. */
  key?: string;
}

export async function cachedBuild(
  options: CachedBuildOptions,
  { cacheDir, name, key = '' }: EsbuildCacheOptions,
): Promise<CachedBuildResult> {
  const file = path.join(cacheDir, 'esbuild', `${name}.json`);
  const optionsKey = hash(JSON.stringify([esbuildVersion(), key, options, options.plugins?.map((plugin) => plugin.name)]));
  const workingDir = options.absWorkingDir ?? process.cwd();
  const record = readRecord(file);
  if (record?.key === optionsKey && inputsUnchanged(record.inputs, workingDir)) {
    const outputFiles = record.outputs.map(({ path: outputPath, base64 }) => outputFile(outputPath, Buffer.from(base64, 'base64')));
    return { outputFiles, metafile: record.metafile, cached: true };
  }
  // Loaded only when there is something to bundle. Required, not imported: esbuild is CommonJS, and
  // Node parses a CommonJS module's source for its export names when ESM imports it (~30 ms here).
  const { build } = require('esbuild') as typeof esbuild;
  const result = await build(options);
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const digest = contentHash(path.resolve(workingDir, input));
    // A virtual module (a plugin's namespace) has no file: the caller's key covers it.
    if (digest !== undefined) inputs[input] = digest;
  }
  const fresh: CacheRecord = {
    key: optionsKey,
    inputs,
    metafile: result.metafile,
    outputs: result.outputFiles.map((output) => ({ path: output.path, base64: Buffer.from(output.contents).toString('base64') })),
  };
  await writeRecord(file, fresh).catch(() => undefined); // a cache that cannot be written only costs time
  return {
    outputFiles: result.outputFiles.map((output) => outputFile(output.path, output.contents)),
    metafile: result.metafile,
    cached: false,
  };
}

let version: string | undefined;

/** The installed esbuild's version, from its package.json (cheaper than loading esbuild). */
function esbuildVersion(): string {
  return (version ??= (require('esbuild/package.json') as { version: string }).version);
}

function readRecord(file: string): CacheRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CacheRecord;
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place, so a build killed half-way never leaves half a record. */
async function writeRecord(file: string, record: CacheRecord): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, file);
}

function inputsUnchanged(inputs: Record<string, string>, workingDir: string): boolean {
  for (const [input, digest] of Object.entries(inputs)) if (contentHash(path.resolve(workingDir, input)) !== digest) return false;
  return true;
}

function contentHash(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function outputFile(outputPath: string, contents: Uint8Array): CachedBuildResult['outputFiles'][number] {
  return {
    path: outputPath,
    contents,
    get text() {
      return Buffer.from(contents).toString('utf8');
    },
  };
}
