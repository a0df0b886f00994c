import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/*.dom.test.ts', '**/node_modules/**'],
        },
      },
      {
        // The web client's own rules (HTTP client, session, cookies, language change, chunk reload) in a
        // simulated browser; run with the unit tests (`npm run test:unit`).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.dom.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: PGlite instances are heavy, keep parallelism modest.
          maxWorkers: 2,
        },
      },
    ],
  },
});
