// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier/flat';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** The files that already say every text through the catalogue (decision 039): literal texts in them are errors. */
const SPEAKS_THROUGH_CATALOGUE = ['src/**/*.{ts,tsx}'];

/** Imports run one way: app → features → entities → (ui, api, offline, auth) → (i18n, contract). No feature imports another. */
const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import another feature: move shared code down into src/ui or a small module.',
  })),
  ...['entities', 'ui', 'api', 'auth', 'offline'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/app', './src/features'],
    message: 'Lower layers must not import app or features.',
  })),
  // Entities (one query module per resource) sit between features and the layers below: features import them,
  // the layers below never do.
  ...['ui', 'api', 'auth', 'offline'].map((layer) => ({
    target: `./src/${layer}`,
    from: './src/entities',
    message: 'Only features and app import src/entities.',
  })),
  { target: './src/ui', from: ['./src/api', './src/auth', './src/offline'], message: 'src/ui has no data access.' },
  // The language layer (decision 039) sits at the bottom with contract/: every layer may speak through it, it imports
  // none of them.
  {
    target: './src/i18n',
    from: ['./src/app', './src/features', './src/entities', './src/ui', './src/api', './src/auth', './src/offline'],
    message: 'src/i18n is the bottom layer: it imports only contract/ and its libraries.',
  },
  {
    target: './contract',
    from: ['./src', './server'],
    message: 'contract/ is imported by both sides and imports neither.',
  },
  { target: './src', from: './server', message: 'The console talks to the server over HTTP only.' },
  { target: './server', from: './src', message: 'The server does not import console code.' },
  // Server: routes (HTTP only) → repositories and domain → db. One zone per route file: no route imports another
  // (index.ts, which registers them all, is the one exception).
  ...(fs.existsSync('server/routes') ? fs.readdirSync('server/routes') : [])
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => ({
      target: `./server/routes/${file}`,
      from: './server/routes',
      except: [`./${file}`],
      message:
        'A route file must not import another route file: move shared code into server/repositories, server/domain or contract/.',
    })),
  {
    target: './server/routes',
    from: ['./server/db', './server/plugins', './server/seed', './server/idp'],
    message:
      'Routes hold HTTP only: they reach the database through server/repositories (or server/domain), typed errors through server/http-errors.ts.',
  },
  {
    target: ['./server/repositories', './server/domain'],
    from: ['./server/routes', './server/plugins'],
    message:
      'Repositories and domain code know nothing of routes or Fastify plugins: throw server/http-errors.ts errors instead.',
  },
  {
    target: './server/db',
    from: ['./server/routes', './server/repositories', './server/domain'],
    message:
      'server/db (schema, migrations, connection) is the bottom layer: it imports no routes, repositories or domain code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'scripts/tmp/',
      'dist/',
      'dev-dist/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Every text a person reads goes through the catalogue (decision 039): a message is `formatMessage({ id,
  // defaultMessage })` with a literal English default whose placeholders its values fill; a literal text in JSX (or in
  // a prop a person reads) is an error in the files already speaking through the catalogue (SPEAKS_THROUGH_CATALOGUE),
  // which grows to all of src/.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
  {
    files: SPEAKS_THROUGH_CATALOGUE,
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{label,placeholder,title,description,emptyText,submitLabel,cancelLabel,confirmLabel,deleteTitle,saveError,deleteError,deleteQuestion,hint,noun,legend,caption,heading,text}',
              ],
            ],
          },
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@azure/msal-browser', '@azure/msal-browser/*'], message: 'Only src/auth imports MSAL.' },
            { group: ['dexie', 'dexie/*'], message: 'Only src/offline imports dexie.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/auth/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['dexie', 'dexie/*'], message: 'Only src/offline imports dexie.' }] },
      ],
    },
  },
  {
    files: ['src/offline/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@azure/msal-browser', '@azure/msal-browser/*'], message: 'Only src/auth imports MSAL.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/api calls fetch.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Only src/api calls fetch.' },
        { object: 'globalThis', property: 'fetch', message: 'Only src/api calls fetch.' },
      ],
    },
  },
  {
    // End-to-end tests: web-first assertions that wait (never a one-shot read of the page), no fixed sleeps.
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/prefer-web-first-assertions': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-wait-for-selector': 'error',
      'playwright/no-element-handle': 'error',
      'playwright/no-eval': 'error',
      'playwright/missing-playwright-await': 'error',
      'playwright/no-force-option': 'error',
      'playwright/no-page-pause': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
      'playwright/no-standalone-expect': 'error',
      'playwright/expect-expect': ['error', { assertFunctionNames: ['expectAccessible'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > AwaitExpression",
          message:
            'No one-shot reads: await expect(locator).toHaveCount/toBeVisible/toHaveValue/… for the page, expect.poll(() => …) for the server.',
        },
        {
          selector: "CallExpression[callee.property.name='waitFor']",
          message: 'Assert instead: await expect(locator).toBeVisible() (or toHaveCount(0)).',
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Layout is Prettier's (`npm run lint` runs `prettier --check` first): no ESLint rule argues with it.
  prettier,
);
