import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { projectRules } from './eslint/project-rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      '**/coverage/**',
      'apps/api/drizzle/**',
      '**/storybook-static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { project: projectRules },
    rules: {
      'project/kebab-case-filename': 'error',
      'project/import-boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // The stand-in built apps the API's serving tests load (apps/api/test/testing) run in a browser.
  { files: ['apps/api/test/testing/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  // Every text a person reads comes from the catalogs (English and Arabic, issue 33). Tests,
  // stories and fixtures write the texts they expect or show.
  {
    files: ['apps/storefront/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.fixtures.{ts,tsx}', '**/testing/**', '**/test/**'],
    rules: { 'project/untranslated-text': 'error' },
  },
  prettier,
);
