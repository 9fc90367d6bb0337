#!/usr/bin/env node
// Thin launcher: compiles sitegen's TypeScript CLI with esbuild when the sources are newer than
// the cached bundle (so a fresh clone or an edit needs no separate build step), then runs it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's development build is several times slower and not what visitors get; `sitegen`
// renders with the production build unless the user asks otherwise.
process.env.NODE_ENV ??= 'production';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(packageRoot, 'node_modules/.cache/sitegen');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// One folder per checkout and source state: a changed source gets a new folder, so processes
// starting at the same moment never see a half-written bundle, and checkouts sharing one
// node_modules never remove each other's.
const sourceTime = Math.max(newestMtime(path.join(packageRoot, 'src')), statSync(fileURLToPath(import.meta.url)).mtimeMs);
const checkout = createHash('sha256').update(packageRoot).digest('hex').slice(0, 8);
const bundleDir = path.join(cacheDir, `cli-${checkout}-${Math.floor(sourceTime)}`);
if (!existsSync(bundleDir)) {
  const esbuild = await import('esbuild');
  const temporary = `${bundleDir}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [path.join(packageRoot, 'src/cli/main.ts')],
    outdir: temporary,
    entryNames: '[name]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    // Node resolves a symlinked node_modules to its real place, so the bundle could not find
    // this checkout from its own URL; it is built per checkout, so it is told where that is.
    define: { __SITEGEN_PACKAGE_ROOT__: JSON.stringify(packageRoot) },
  });
  try {
    renameSync(temporary, bundleDir);
  } catch {
    rmSync(temporary, { recursive: true, force: true }); // another process got there first
  }
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(`cli-${checkout}-`) && !name.endsWith('.tmp') && path.join(cacheDir, name) !== bundleDir) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
}
const { main } = await import(pathToFileURL(path.join(bundleDir, 'main.js')).href);
process.exitCode = await main(process.argv);
