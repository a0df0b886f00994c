import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: Playwright's, with baseURL pointing at the server global setup started. Specs
 * import `test`, `expect` and the helpers from '../support/index.js' and use relative URLs.
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite with `npm run test:e2e` (global setup starts the server)');
    await use(url);
  },
});

export { expect };
