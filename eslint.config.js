// ESLint (flat config). A small rule set that holds the layout rather than the style: the recommended
// JavaScript and typescript-eslint rules (syntax-only, no type information, so a run stays fast), no
// `any` without a comment saying why, the rules of hooks on the web, and the layer rules of
// scripts/eslint-layers.js (imports between layers, no import circle) (see docs/architecture.md). Formatting is not linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-ssr/',
      'apps/server/.build-*/',
      '**/data/',
      '**/test-results/',
      '**/playwright-report/',
      'tmp/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { layers },
    rules: {
      'layers/imports': 'error',
      'layers/no-cycles': 'error',
      // Disabling exhaustive-deps or no-explicit-any needs its reason after ` -- `.
      'layers/disable-reason': 'error',
      // An `any` needs `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- why`.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read the JSON of whichever endpoint they call (test/app.ts's call() answers `data: any`) and
    // annotate callbacks over it as `any`; typing every response in every test would add nothing a
    // failing assertion does not already say. Production code and the test helpers keep the rule.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // Only the two classic rules: the React Compiler rules of the plugin's recommended set are not
    // the layout's business.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
