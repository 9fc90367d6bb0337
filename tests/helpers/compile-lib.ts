/**
 * Vitest's global set-up: the CLI tests run bin/sitegen.js, which runs lib/, so lib/ is compiled
 * from src/ first, with the .d.ts files a site's `tsc` reads (the init and package tests).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './fixture.js';

export default function compileLib(): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-lib.js'), '--types'], { stdio: 'inherit' });
}
