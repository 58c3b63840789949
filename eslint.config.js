import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import lendline from './tools/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { lendline },
    rules: {
      'lendline/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a union, not enum.' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    // The domain package is pure: no I/O, no clock, no environment, no platform modules.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.|zod/mini$)', message: 'packages/domain imports only itself and zod/mini.' }] }],
      'no-restricted-globals': ['error', 'fetch', 'process', 'localStorage', 'sessionStorage', 'window', 'document', 'XMLHttpRequest', 'setTimeout', 'setInterval'],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a union, not enum.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock in the domain: pass `now` in.' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'No clock in the domain: pass `now` in.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'No randomness in the domain: pass it in.' },
      ],
    },
  },
  {
    files: ['apps/{web,console}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The borrower app and the staff console (issue 22): every word a person reads is in a catalogue.
    files: ['apps/{web,console}/src/**/*.tsx'],
    ignores: ['apps/{web,console}/src/**/*.test.tsx', 'apps/console/src/test/**'],
    rules: { 'lendline/no-literal-text': 'error' },
  },
  {
    // Statuses are named where the product reasons about them; tests may assert the spec's numbers.
    files: ['apps/server/src/{modules,db,composition}/**/*.ts', 'apps/{web,console}/src/**/*.{ts,tsx}'],
    ignores: ['apps/{web,console}/src/**/*.test.{ts,tsx}', 'apps/{web,console}/src/test/**'],
    rules: { 'lendline/no-bare-status': 'error' },
  },
  {
    // Money converts in one place, the domain's money module (ADR 068); tests may check it independently.
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/money/**', '**/*.test.{ts,tsx}', 'apps/server/test/**', 'apps/{web,console}/src/test/**'],
    rules: { 'lendline/no-money-arithmetic': 'error' },
  },
);
