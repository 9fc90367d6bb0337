/**
 * Bundles site TypeScript (config, pages) for Node with esbuild (or takes the last bundle when no
 * input changed, see esbuild-cache.ts) and imports the result.
 * npm packages, sitegen's own modules among them, stay external: Node resolves them from the
 * site's folder, so the site shares one React, emotion, react-intl and page context with the
 * renderer of the installed sitegen.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { sitegenModulesPlugin } from './sitegen-modules.js';
import { cachedBuild, type CachedBuildResult } from './esbuild-cache.js';
import { findMissingPackages, missingPackagesError } from './missing-packages.js';
import { linkedPeers, sharedPeersPlugin } from './shared-peers.js';
import { SitegenError } from '../errors.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { ImportTimeout, importWithinTime } from './time-limited-import.js';
import { userCodeError } from './user-code-error.js';

export interface CompileModuleOptions {
  root: string;
  /** Either a file to bundle, or source text with the folder its relative imports resolve from. */
  entry: { file: string } | { contents: string; resolveDir: string; name: string };
  /** What is being compiled, for error messages, e.g. "the config". */
  what: string;
}

export interface CompiledModule<T> {
  exports: T;
  /** The bundled code, so callers can fold it into the build id. */
  code: string;
  /** The code without esbuild's file-path comments, which differ between checkouts. */
  portableCode: string;
  /** Where the bundle was written (inside `.sitegen/cache`, so npm packages resolve from the project). */
  file: string;
}

export const CACHE_DIR = '.sitegen/cache';

export async function compileModule<T>(options: CompileModuleOptions): Promise<CompiledModule<T>> {
  return importBundle<T>(await bundleModule(options), options);
}

/** A module bundled and written, not yet imported (see compile-config.ts, which starts one early). */
export interface BundledModule {
  code: string;
  file: string;
}

/** Bundles the module with esbuild (or takes the cached bundle) and writes it into `.sitegen/cache`. */
export async function bundleModule({ root, entry, what }: CompileModuleOptions): Promise<BundledModule> {
  let result: CachedBuildResult;
  const linked = linkedPeers(root);
  try {
    result = await cachedBuild(
      {
        ...('file' in entry
          ? { entryPoints: [entry.file] }
          : { stdin: { contents: entry.contents, resolveDir: entry.resolveDir, sourcefile: entry.name, loader: 'tsx' } }),
        absWorkingDir: root,
        bundle: true,
        write: false,
        // Not written here, but it tells the source map where the bundle will live (its folder).
        outfile: path.join(root, CACHE_DIR, 'bundle.mjs'),
        format: 'esm',
        platform: 'node',
        target: 'node20',
        packages: 'external',
        jsx: 'automatic',
        loader: { '.svg': 'text', '.md': 'text' },
        logLevel: 'silent',
        legalComments: 'none',
        // Stack traces from site code point at site/pages/x.tsx, not at the bundle.
        sourcemap: 'inline',
        sourcesContent: false,
        metafile: true,
        plugins: [sitegenModulesPlugin('node'), ...(linked.length > 0 ? [sharedPeersPlugin(linked)] : []), bundledAssetsPlugin(root)],
      },
      { cacheDir: path.join(root, CACHE_DIR), name: what.replace(/\W+/g, '-'), key: JSON.stringify([PACKAGE_ROOT, linked]) },
    );
  } catch (error) {
    throw compileError(error, root, what);
  }
  const missing = findMissingPackages(result.metafile, root);
  if (missing.length > 0) throw missingPackagesError(missing, root, `The site's code (${what})`);
  const code = result.outputFiles[0]!.text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = path.join(root, CACHE_DIR);
  const file = path.join(dir, `${what.replace(/\W+/g, '-')}-${hash}.mjs`);
  // The name is the content's hash: a file already there holds this code (written whole, renamed).
  if (!existsSync(file)) {
    await mkdir(dir, { recursive: true });
    await writeFile(`${file}.${process.pid}.tmp`, code);
    await rename(`${file}.${process.pid}.tmp`, file);
  }
  return { code, file };
}

/** Imports a bundle written by bundleModule; errors thrown while it loads name the site's files. */
export async function importBundle<T>(
  { code, file }: BundledModule,
  { root, what, timeLimitMs }: Pick<CompileModuleOptions, 'root' | 'what'> & { timeLimitMs?: number },
): Promise<CompiledModule<T>> {
  try {
    const exports: unknown = timeLimitMs === undefined ? await import(pathToFileURL(file).href) : await importWithinTime(file, timeLimitMs);
    return { exports: exports as T, code, portableCode: code.replace(/^\s*\/\/ .*$/gm, ''), file };
  } catch (error) {
    if (error instanceof ImportTimeout) throw error;
    const missingPackage = /Cannot find package '([^']+)'/.exec((error as Error).message)?.[1];
    const reported = missingPackage
      ? new SitegenError(`Loading ${what} failed: ${(error as Error).message}`, {
          hint: `Install it with "npm install ${missingPackage}" in ${root}.`,
          cause: error,
        })
      : userCodeError(error, { root, doing: `Loading ${what}` });
    // Only now: the bundle's source map named the line that threw.
    await rm(file, { force: true });
    throw reported;
  }
}

/**
 * Text assets imported from packages (a Font Awesome SVG) must be inlined like local ones:
 * `packages: 'external'` would leave `import x from 'pkg/icon.svg'` for Node, which cannot load it.
 */
function bundledAssetsPlugin(root: string): esbuild.Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'sitegen-bundled-assets',
    setup(build) {
      build.onResolve({ filter: /^[^./].*\.(svg|md)$/ }, (args) => {
        try {
          return { path: require.resolve(args.path, { paths: [args.resolveDir] }) };
        } catch {
          return { errors: [{ text: `Cannot find "${args.path}"; is its package installed?` }] };
        }
      });
    },
  };
}

/** esbuild's messages, with file, line and column, as one user-facing error. */
function compileError(error: unknown, root: string, what: string): unknown {
  const failure = error as Partial<esbuild.BuildFailure>;
  if (!Array.isArray(failure.errors)) return error;
  const problems = failure.errors.map((message) => ({
    file: message.location
      ? `${path.relative(root, path.resolve(root, message.location.file))}:${message.location.line}:${message.location.column + 1}`
      : undefined,
    message: message.text,
  }));
  return new SitegenError(`Compiling ${what} failed`, { problems, hint: 'Fix the syntax or import errors listed above.' });
}
