import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
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
      // One MUI import style: each component from its own path (`@mui/material/Button`, hooks and
      // theme tools from `@mui/material/styles`), as MUI advises for development builds and tests,
      // which then load only the components a file uses, never the whole barrel.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: "Import each component from its path: '@mui/material/Button'." },
            {
              name: '@mui/icons-material',
              message: "Import each icon from its path: '@mui/icons-material/Add'.",
              // The icons' common type (SvgIconComponent) is declared only there; a type loads nothing.
              allowTypeImports: true,
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // The API with type information: a promise nobody awaits or handles (a write that may fail
  // unseen, a request answered before its work ends), or one passed where a callback's result is
  // ignored, fails the lint. Only the API, where these bite: the apps' promises are React Query's.
  {
    files: ['apps/api/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // The stand-in built apps the API's serving tests load (apps/api/test/testing) run in a browser.
  { files: ['apps/api/test/testing/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  // Every text a person reads comes from the catalogs (English and Arabic, issues 33 and 34). Tests,
  // stories and fixtures write the texts they expect or show.
  {
    files: ['apps/storefront/src/**/*.{ts,tsx}', 'apps/backoffice/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.fixtures.{ts,tsx}', '**/testing/**', '**/test/**'],
    rules: { 'project/untranslated-text': 'error' },
  },
  // React's rules of hooks and the static accessibility checks of JSX, in both apps and the design
  // system. axe checks the rendered pages (e2e, story tests); these catch the same mistakes as they
  // are typed. The plugin's React Compiler checks (refs, purity, effects) ran once over the code
  // (issue 40: a ref written during render, fixed) but cost 37 of the lint's CPU-seconds a run.
  {
    files: [
      'apps/storefront/src/**/*.{ts,tsx}',
      'apps/backoffice/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moves into a dialog when it opens (the WAI-ARIA dialog pattern): MUI's components
      // take autoFocus for that. A plain element taking the page's focus on load is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  prettier,
);
