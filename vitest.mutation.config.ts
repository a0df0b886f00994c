import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (`npm run test:mutation`, stryker.config.mjs): the ones that
 * pin the mutated files' rules. Kept small so a mutation run finishes on two cores; the same files run in
 * `npm test` through vitest.config.ts. MUTATION_PROJECT=web (or unit, api) keeps one project: mutating a web
 * file then never starts the API tests' embedded databases (Stryker's first run executes every test).
 */
const only = process.env.MUTATION_PROJECT;
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/server/src/platform/envelope*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/components/api/*.dom.test.ts', 'apps/web/src/components/session/*.dom.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/server/src/modules/auth/auth.api.test.ts',
            'apps/server/src/modules/auth/verification*.api.test.ts',
            'apps/server/src/modules/auth/service*.api.test.ts',
          ],
          // MUTATION_BASELINE=1: the suite as it was before issue 18's mutation tests, for the "before" score.
          exclude: process.env.MUTATION_BASELINE
            ? [
                'apps/server/src/modules/auth/verification.code.api.test.ts',
                'apps/server/src/modules/auth/service*.api.test.ts',
              ]
            : [],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
        },
      },
    ].filter((project) => !only || project.test.name === only),
  },
});
