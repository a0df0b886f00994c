import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (/usr/bin/chromium; Playwright never downloads a browser
 * here) against the built app, started by support/server.ts on a free port with a fresh database.
 * Two cores: at most two workers, and the server shares them.
 */
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/server.ts',
  // Playwright empties this folder at start: two runs at once in one tree need different ones.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry on CI only: a loaded 2-core machine occasionally misses an animation or a lazy chunk; a
  // test that passes on retry is reported as flaky in the run's output.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []), ['./support/summary-reporter.ts']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
