#!/usr/bin/env node
// Thin launcher: compiles sitegen's TypeScript CLI with esbuild when the sources are newer than
// the cached bundle (so a fresh clone or an edit needs no separate build step), then runs it.
import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's development build is several times slower and not what visitors get; `sitegen`
// renders with the production build unless the user asks otherwise.
process.env.NODE_ENV ??= 'production';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(packageRoot, 'node_modules/.cache/sitegen/cli.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourceTime = Math.max(newestMtime(path.join(packageRoot, 'src')), statSync(fileURLToPath(import.meta.url)).mtimeMs);
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sourceTime) {
  const esbuild = await import('esbuild');
  const temporary = `${bundle}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [path.join(packageRoot, 'src/cli/main.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  renameSync(temporary, bundle);
}
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv);
