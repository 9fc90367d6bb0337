#!/usr/bin/env node
/**
 * Compiles sitegen's TypeScript in src/ to the JavaScript the package ships in lib/, one file per
 * module so the `exports` map can name the public ones and nothing else:
 *
 *   node scripts/build-lib.js           lib/**.js (esbuild, a fraction of a second)
 *   node scripts/build-lib.js --types   also lib/**.d.ts (the TypeScript compiler; run by prepare:
 *                                       npm pack, npm publish, a git install, npm install in a checkout)
 *
 * Then the CLI once more as a few files (lib/cli-bundle/, bundleCli below), which bin/sitegen.js runs:
 * loading ~130 modules one by one cost a build ~50 ms of CPU before its first step.
 *
 * A checkout runs it before every command that uses the CLI (npm start, npm test…), so an edit in
 * src/ is never run stale; an installed package only ever runs what its tarball holds.
 * The folder is written beside lib/ and swapped in whole, so a CLI starting meanwhile never
 * imports half of it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(root, 'lib');
const staging = path.join(root, `lib.staging-${process.pid}`);

const sources = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
  .map((entry) => path.join(entry.parentPath, entry.name));

try {
  await esbuild.build({
    entryPoints: sources,
    outdir: staging,
    outbase: path.join(root, 'src'),
    bundle: false,
    format: 'esm',
    platform: 'neutral',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'error',
  });
  await bundleZod(staging);
  await bundleFrontMatter(staging);
  await bundleMarked(staging);
  await bundleCli(staging);
  if (process.argv.includes('--types')) {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.lib.json'), '--outDir', staging],
      { stdio: 'inherit' },
    );
  }
  writeCodeStamp(staging);
  const previous = path.join(root, `lib.previous-${process.pid}`);
  try {
    renameSync(lib, previous);
  } catch {
    // no lib/ yet
  }
  renameSync(staging, lib);
  rmSync(previous, { recursive: true, force: true });
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(`Compiling sitegen's library failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}

/**
 * lib/code-stamp.json, written last: a hash of every file's name and bytes, and each file's size, in
 * the format src/build/code-stamp.ts reads. A build stamps its caches with it instead of listing and
 * stating lib/ (~7-9 ms of every build's CPU, ~3 of which the check of the sizes and times still costs).
 */
function writeCodeStamp(libDir) {
  const hash = createHash('sha256');
  const sizes = {};
  const files = readdirSync(libDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(libDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    const bytes = readFileSync(path.join(libDir, file));
    hash.update(`${file}\u0000${bytes.length}\u0000`).update(bytes);
    sizes[file] = bytes.length;
  }
  writeFileSync(path.join(libDir, 'code-stamp.json'), `${JSON.stringify({ stamp: hash.digest('hex').slice(0, 16), sizes })}\n`);
}

/**
 * lib/config/zod.js: zod in one file instead of its re-export. The config schema and the sites'
 * `z` (sitegen/config) import it; loading zod's ~100 modules one by one cost every build ~30 ms of
 * CPU, one file ~half that.
 */
async function bundleZod(libDir) {
  await bundleOneFile(libDir, 'config/zod.js', {
    entryPoints: [path.join(root, 'src/config/zod.ts')],
    // Names kept (stack traces); 755 KB -> 288 KB with the locales below, import 21-22 -> 14 ms of CPU.
    minifyWhitespace: true,
    minifySyntax: true,
    banner: {
      js: "import { createRequire as __sitegenCreateRequire } from 'node:module';\nconst __sitegenRequire = __sitegenCreateRequire(import.meta.url);",
    },
    plugins: [lazyZodLocales()],
  });
}

/**
 * `z.locales` (error messages in 60 languages, 60 % of zod's code) loaded when a site first calls
 * one (`z.config(z.locales.de())`): each is a function that requires zod's own locales then. English,
 * the default, stays in the file (zod imports it apart).
 */
function lazyZodLocales() {
  const index = path.join(root, 'node_modules/zod/v4/locales/index.js');
  return {
    name: 'lazy-zod-locales',
    setup(build) {
      build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
        path.resolve(args.resolveDir, args.path) === index ? { path: index, namespace: 'lazy-zod-locales' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'lazy-zod-locales' }, () => {
        const names = [...readFileSync(index, 'utf8').matchAll(/default as (\w+) \}/g)].map((match) => match[1]);
        if (names.length < 2) throw new Error(`lazy-zod-locales: no locales found in ${index}`);
        const load = "let locales;\nconst load = () => (locales ??= __sitegenRequire('zod/v4/locales'));";
        return {
          contents: [load, ...names.map((name) => `export const ${name} = (...args) => load().${name}(...args);`)].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}

/** One ES module in lib/ holding a package (or a lazy loader of one) and all it imports. */
async function bundleOneFile(libDir, file, options) {
  await esbuild.build({
    outfile: path.join(libDir, file),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
    ...options,
  });
}

/**
 * lib/content/front-matter.js: src/content/front-matter.ts's loadYaml, with the `yaml` package in the
 * file (evaluated on the first call, as esbuild wraps CommonJS): requiring its ~80 files one by one
 * is most of its cost, the one file a fraction.
 */
async function bundleFrontMatter(libDir) {
  await bundleOneFile(libDir, 'content/front-matter.js', {
    stdin: { contents: "export function loadYaml() { return require('yaml'); }", resolveDir: root, loader: 'js' },
    banner: {
      js: "import { createRequire as __sitegenCreateRequire } from 'node:module';\nconst require = __sitegenCreateRequire(import.meta.url);",
    },
  });
}

/**
 * lib/content/markdown-parser.js: src/content/markdown-parser.ts's loadMarked, with marked in the file
 * and run on the first call (esbuild wraps a required ES module so): a build whose pages read no
 * entry's `html` no longer evaluates marked at start, 14 ms -> 6 ms to import.
 */
async function bundleMarked(libDir) {
  await bundleOneFile(libDir, 'content/markdown-parser.js', {
    stdin: { contents: "export function loadMarked() { return require('marked').Marked; }", resolveDir: root, loader: 'js' },
  });
}

/**
 * lib/cli-bundle/: the CLI from lib/cli/main.js, each command's handler a chunk loaded when it runs
 * (as the dynamic imports in main.ts ask), npm packages left to Node. The modules a site imports
 * (`sitegen/config`, `sitegen/page`…), all they import, and package-root.js (it finds sitegen's
 * files from its own place) stay imports of their lib/ files: the site's pages and the renderer
 * must share one copy of each (React contexts, module state).
 */
async function bundleCli(libDir) {
  const publicModules = ['config/public', 'render/page-api', 'islands/island', 'runtime/index', 'package-root'];
  const closure = await esbuild.build({
    entryPoints: publicModules.map((name) => path.join(libDir, `${name}.js`)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(libDir, 'unused'),
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'error',
  });
  const shared = new Set(Object.keys(closure.metafile.inputs).map((input) => path.resolve(input)));
  // Already one file each (bundleZod, bundleFrontMatter, bundleMarked).
  for (const name of ['config/zod', 'content/front-matter', 'content/markdown-parser']) shared.add(path.join(libDir, `${name}.js`));
  const outdir = path.join(libDir, 'cli-bundle');
  await esbuild.build({
    entryPoints: { main: path.join(libDir, 'cli/main.js') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    // `require` for the CommonJS packages below (requireCommonJs).
    banner: {
      js: "import { createRequire as __sitegenCreateRequire } from 'node:module';\nconst require = __sitegenCreateRequire(import.meta.url);",
    },
    plugins: [
      requireCommonJs(['react', 'react/jsx-runtime', 'react-dom/server', '@emotion/css', 'commander']),
      {
        name: 'shared-lib-modules',
        setup(build) {
          build.onResolve({ filter: /^\./ }, (args) => {
            const file = path.resolve(args.resolveDir, args.path);
            if (!shared.has(file)) return undefined;
            return { path: `./${path.relative(outdir, file).split(path.sep).join('/')}`, external: true };
          });
        },
      },
    ],
  });
}

/**
 * These CommonJS packages are required rather than imported: when ESM imports a CommonJS module,
 * Node first parses its source (and what it re-exports) for the export names, 5-10 ms each here
 * (react-dom/server's 300 KB). Only packages whose import and require resolve to the same
 * CommonJS module (or a wrapper of it), so the site's pages, which import them, get the same copy.
 */
function requireCommonJs(packages) {
  const names = new Set(packages);
  return {
    name: 'require-commonjs',
    setup(build) {
      build.onResolve({ filter: /^[@a-z]/ }, (args) => {
        if (!names.has(args.path)) return undefined;
        return args.namespace === 'commonjs' ? { path: args.path, external: true } : { path: args.path, namespace: 'commonjs' };
      });
      build.onLoad({ filter: /.*/, namespace: 'commonjs' }, (args) => ({
        contents: args.path === 'react-dom/server' ? reactDomServerLegacy() : `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

/**
 * react-dom/server is two renderers: the legacy one, whose renderToString sitegen renders with, and
 * the streaming one (300 KB), which it never calls and which took 7-19 ms of every start to load
 * (the legacy one alone 5 ms). Where React 19 keeps the legacy one beside the entry, the CLI
 * requires it alone; it requires React as the entry does, so the site's pages share it. Else the entry.
 */
function reactDomServerLegacy() {
  return `
const path = require('node:path');
const entry = require.resolve('react-dom/server');
const legacy = path.join(path.dirname(entry), 'cjs', 'react-dom-server-legacy.node.' + (process.env.NODE_ENV === 'production' ? 'production' : 'development') + '.js');
module.exports = path.basename(entry) === 'server.node.js' && require('node:fs').existsSync(legacy) ? require(legacy) : require('react-dom/server');
`;
}
