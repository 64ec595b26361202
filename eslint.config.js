import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { featureBoundaries } from './apps/web/eslint/feature-boundaries.js';
import { ANTD_WRAPPER_FILES, antdWrapperRestrictions } from './apps/web/eslint/antd-wrappers.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/drizzle/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A feature is imported only through its index.ts; shared folders import no feature (apps/web/eslint/feature-boundaries.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    // Select, TreeSelect and Input come from the wrappers that name their clear buttons in the reader's language.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ANTD_WRAPPER_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', antdWrapperRestrictions] },
  },
  {
    // A server module imports another only through its index.ts: '../activity', never '../activity/repo'.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[a-z-]+/', message: "Import another server module through its public entry (index.ts): '../<module>'." }] },
      ],
    },
  },
  {
    // The rest of the server (the app, jobs, the CLI, the seed) uses the modules' public entries too.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/[a-z-]+/', message: "Import a server module through its public entry (index.ts): './modules/<module>'." }] },
      ],
    },
  },
  {
    // The domain package is shared by browser and server: it must not reach into either app.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'fastify*', 'drizzle-orm*', 'react*', 'node:*'] }],
    },
  },
);
