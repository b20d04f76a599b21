// Lint for the whole monorepo: typescript-eslint's recommended rules, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tableOwnership } from './scripts/eslint-table-ownership.mjs';

/** A path into another workspace (relative, or to apps/server's sources), or a package's files past its exports. */
const BENCH_DEEP_IMPORT =
  '^(\\.\\.?/)+(.*/)?(apps|packages|e2e)/|(^|/)apps/server/(src|test)/|^@affinia/[a-z-]+/(src|test|support)/';
const BENCH_IMPORTS =
  'Benchmarks use public entry points: import the package by name and what its package.json exports, not its files.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Boundaries (issue 14, decision 021). Web: a feature never imports another feature; what two
  // features share lives in components/ or lib/. Matched by depth, because imports are relative:
  // from features/<f>/<dir>/<file>, `../../<x>` is another feature while `../../../<x>` is src/.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}[^.]`,
              message: 'Features do not import each other: move what they share to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  // Server: a module's repository (its SQL) is private to it; other modules ask its service. The
  // `users` module is the exception by design: it has no routes or service, only the accounts table.
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!users/)[a-z-]+/([a-z-]+-)?repository(\\.js)?$',
              message: "Another module's repository is private: ask its service.",
            },
          ],
        },
      ],
    },
  },
  // Server: each module names only the tables it owns, in imports and in raw SQL (decision 064).
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { affinia: tableOwnership },
    rules: { 'affinia/table-ownership': 'error' },
  },
  // Benchmarks are tools (issue 32 item 4): they import the workspaces by package name and through their
  // exports (@affinia/server/testing, @affinia/matching/research…), never a path into another workspace.
  {
    files: ['bench/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: BENCH_DEEP_IMPORT, message: BENCH_IMPORTS }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${BENCH_DEEP_IMPORT.replaceAll('/', '\\/')}/]`,
          message: BENCH_IMPORTS,
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
