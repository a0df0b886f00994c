import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (/usr/bin/chromium; Playwright never downloads a browser
 * here) against the built app, started by support/server.ts on a free port with a fresh database.
 * Two cores: the server, Chromium and the test runner share them, so one worker by default (two
 * workers made the journeys' toasts and lazy chunks race the clock on a loaded machine).
 */
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/server.ts',
  // Playwright empties this folder at start: two runs at once in one tree need different ones.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retries: a test that only passes on its second try hides a defect (in the app or in the test).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []),
    ['./support/summary-reporter.ts'],
  ],
  use: {
    // An action (a click, a fill) waits for its element to be there and ready, and a page for its load;
    // without a limit of their own one that never could ran until the test's timeout, and the report
    // said only that the test ran out of time. Far above what any step takes on a loaded machine.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    // The browser asks for reduced motion, as some visitors do: dialogs and menus appear without antd's
    // zoom and slide (app/theme.ts) and the carousel stands still. A click aimed at a dialog's button while
    // it still zoomed in on a loaded machine landed on the field above it (CI, session 16: the login
    // dialog's "Log in" focused the code field and no validation ran), and a missed tab left the next
    // step waiting for a field that never showed.
    reducedMotion: 'reduce',
    // The site registers a service worker after each page's load (issue 27). Once it controls a page, the
    // page's requests go through it, and Playwright's request routing (page.route, which some journeys use
    // to make a call or a chunk fail) no longer sees them. So journeys run without it, as a first visit
    // does; tests/installable-app.spec.ts allows it and tests what it does.
    serviceWorkers: 'block',
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
