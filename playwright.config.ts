import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/browser/chromium.js';

/** The browser tests build the company site into its own folder and serve it with `sitegen serve`. */
const PORT = Number(process.env.SITEGEN_TEST_PORT ?? 4173);
// Per port, so two runs in one checkout never rebuild the folder the other is serving.
export const TEST_DIST = `.sitegen/test-dist-${PORT}`;

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node bin/sitegen.js build --out ${TEST_DIST} && node bin/sitegen.js serve --dir ${TEST_DIST} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/_sitegen/builds/latest.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
