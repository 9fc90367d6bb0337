import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { SITEGEN_MODULES } from './src/compile/sitegen-modules.js';

export default defineConfig({
  resolve: {
    // Tests import sitegen's public modules from source, as a site imports them from the package.
    alias: Object.fromEntries(Object.entries(SITEGEN_MODULES).map(([name, module]) => [name, path.resolve('src', module)])),
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/cli/**/*.test.ts', 'tests/firefox/**/*.test.ts'],
    // The CLI tests run bin/sitegen.js, which runs the compiled lib/: compile it from src/ first.
    globalSetup: ['tests/helpers/compile-lib.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
