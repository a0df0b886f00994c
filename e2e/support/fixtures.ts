import { test as base, expect } from '@playwright/test';

let clientSeq = 0;

/**
 * The suite's `test`: Playwright's, with baseURL pointing at the server global setup started, and a
 * client address of its own for every test. All tests come from 127.0.0.1, and the server's per-IP caps
 * (codes per day, login failures) would otherwise add up across the whole run; the e2e server trusts
 * X-Forwarded-For as it would behind nginx, so each test is a different visitor, as in real life.
 * Specs import `test`, `expect` and the helpers from '../support/index.js' and use relative URLs.
 */
export const test = base.extend<{ clientIp: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL is not set: run the suite with `npm run test:e2e` (global setup starts the server)',
      );
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  clientIp: async ({}, use, testInfo) => {
    const n = clientSeq++;
    await use(`10.${testInfo.workerIndex % 256}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'X-Forwarded-For': clientIp });
  },
});

export { expect };
