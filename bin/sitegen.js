#!/usr/bin/env node
// Launcher: runs the compiled CLI that the package ships in lib/ (compiled by prepack; in a
// checkout of sitegen, by `npm run build:lib`, which every npm script that runs the CLI calls),
// as lib/cli-bundle/: lib/cli/main.js and what it imports in a few files (scripts/build-lib.js).
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

// Node >= 22.1 keeps V8's compiled code of sitegen's modules and packages between runs (in the
// system's temporary folder); Node 20 has no such cache, and the call is skipped.
module.enableCompileCache?.();

// React's development build is several times slower and not what visitors get; `sitegen`
// renders with the production build unless the user asks otherwise.
process.env.NODE_ENV ??= 'production';

const main = new URL('../lib/cli-bundle/main.js', import.meta.url);
if (!existsSync(fileURLToPath(main))) {
  console.error(`sitegen's compiled code is missing (${fileURLToPath(main)}).
In a checkout of sitegen, run "npm run build:lib" first (npm start, npm test and npm run build do).
In an installed package, reinstall it: its tarball is made with "npm pack", which compiles it.`);
  process.exit(1);
}
process.exitCode = await (await import(main.href)).main(process.argv);
