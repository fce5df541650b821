// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features do not import each other: they share through src/web/lib, src/web/components and
 * src/shared, and pages compose them in src/web/app/routes. The few dependencies that remain
 * are one feature's data hooks used by another; each is listed here, to be moved to
 * src/web/lib when it is next touched.
 */
const FEATURE_DEPENDENCIES = {
  documents: ['campaigns'],
  persona: ['agents', 'outputs'],
  'quick-wins': ['outputs'],
};
const featureZones = fs
  .readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [name, ...(FEATURE_DEPENDENCIES[name] ?? [])].map((allowed) => `./${allowed}`),
    message: 'Features do not import each other: share through src/web/lib or components.',
  }));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Only informs about React Compiler memoization, and this app does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: 'tsconfig.json' },
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'],
          conditionNames: ['types', 'import', 'node', 'require', 'default'],
        }),
      ],
    },
    rules: {
      // A package never imports our modules back, so a cycle never passes through one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Web and server never import each other; shared code runs in both and imports neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web',
              from: ['./src/server', './src/cli'],
              message: 'The web app cannot import server code: use src/shared.',
            },
            {
              target: './src/server',
              from: ['./src/web', './src/cli'],
              message: 'The server cannot import web or CLI code: use src/shared.',
            },
            {
              target: './src/shared',
              from: ['./src/web', './src/server', './src/cli'],
              message: 'src/shared runs everywhere and imports only itself.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // A regular expression that backtracks super-linearly freezes the whole server on one
    // crafted input (issue 7: a long file name stalled every tenant), so these are errors.
    files: ['src/**/*.{ts,tsx}'],
    ...regexp.configs['flat/recommended'],
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Tests read loosely typed JSON answers; `any` there is the honest type.
    files: ['**/*.test.{ts,tsx}', 'src/server/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
