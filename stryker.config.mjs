// Mutation testing (issue 18): `npm run test:mutation`, not part of `npm test`. StrykerJS changes the
// rules' core one small edit at a time and runs the tests that cover each edit; a mutant that survives is
// a change of behaviour no test notices. Scores and the survivors judged harmless: docs/spec-coverage.md.
// Slow on two shared cores: run one file at a time, WITHOUT /tmp/heavy.lock (a run takes 10-20 minutes and
// would starve the other users of the lock) and at low priority:
//   nice -n 19 npm run test:mutation -- --mutate <file>
// A web file needs only the web tests: MUTATION_PROJECT=web nice -n 19 npm run test:mutation -- --mutate <file>
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'apps/server/src/platform/envelope.ts',
    'apps/server/src/modules/auth/verification.ts',
    'apps/server/src/modules/auth/service.ts',
    'apps/web/src/components/api/http.ts',
    'apps/web/src/components/api/headers.ts',
    'apps/web/src/components/session/*.ts',
    '!**/*.test.ts',
  ],
  // Anchored to the root: an unanchored 'docs' would also drop apps/server/src/modules/docs (and the api tests
  // would load nothing, silently: Stryker counts a suite that fails to import as zero tests).
  ignorePatterns: ['/e2e', '/docs', '/.ci', '/reports', '/apps/web/public', '/apps/server/bench'],
  checkers: [],
  concurrency: 1,
  // The API tests open an embedded database per file; a test runner reused for hundreds of mutants grows
  // until the machine kills the run. A fresh runner every 20 mutants keeps it small.
  maxTestRunnerReuse: 20,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
