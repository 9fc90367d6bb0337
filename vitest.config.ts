import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { SITEGEN_MODULES } from './src/bundle/sitegen-modules.js';

export default defineConfig({
  resolve: {
    alias: Object.fromEntries(Object.entries(SITEGEN_MODULES).map(([name, file]) => [name, path.resolve('src', file)])),
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/cli/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
