// @ts-check
/**
 * Lint run by `npm test` (`npm run lint`): typescript-eslint's recommended rules, the rules of hooks, and jsx-a11y's
 * recommended rules for the widget's markup. Formatting is Prettier's (`.prettierrc.json`), not ESLint's.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'provider/data/', '.tmp/', 'provider/demo/assets/', 'provider/inbox/assets/', 'docs/performance/'] },
  // A disable comment that no longer silences anything fails, so each one left says something true.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // The registries of the plugin contract start empty: plugins and hosts add to them by augmentation.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      // A `let` read by a closure before its one assignment (the client's session manager) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `_`-prefixed names mark a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // The widget's React code. Tests are left out: their `use*` helpers (useApi, useE2E) are vitest hooks, not React's.
  {
    files: ['shell/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'docs/examples/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; not the React Compiler's own rules, which judge code for a compiler this build does not run.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Tests read deep into JSON answers, and a loose type there keeps them short; code that ships stays typed.
  {
    files: ['**/*.test.{ts,tsx}', 'provider/testkit.ts', 'provider/routes/*TestSupport.ts', 'provider/store/crashDrill.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Scripts that pages load as they are (the bench's and the host apps' pages).
  { files: ['**/*.js'], languageOptions: { globals: { document: 'readonly', window: 'readonly', fetch: 'readonly', location: 'readonly' } } },
  { files: ['shell/**/*.tsx', 'plugins/**/*.tsx', 'docs/examples/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
);
