import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data/**',
      'bench/data-*/**',
      'screenshots/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Contract: schemas take `z` from schemas/zod.ts, which configures Zod before the first schema is built.
  {
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/schemas/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from './zod.js': it configures Zod for the browser's CSP.",
            },
          ],
        },
      ],
    },
  },
  // Web: React rules, browser globals, and the feature boundaries of STYLE.md §8 (the .js: the theme's head script).
  {
    files: ['web/**/*.{ts,tsx}', 'web/src/**/*.js'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'boundaries/include': ['web/src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app/**' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/{components,lib,config,hooks,test,assets}/**' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // The app composes features and shared code (allowed by default).
            // A feature may use shared code and itself, never another feature.
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                },
              },
            },
            // Shared code knows nothing of the app or its features.
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@cloud-snippets/server', '**/server/**'], message: 'web never imports server code.' },
          ],
        },
      ],
    },
  },
  // Web: a form that sends what was typed is an AppForm. A raw <form> submits natively before hydration, as a GET
  // carrying the typed text into the address bar, the history and the server's log (decisions 057, 060); search and
  // filters are real GET forms, which say so.
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/components/ui/app-form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='get']))",
          message:
            'Use AppForm (components/ui/app-form.tsx) for a form that sends what was typed, or method="get" for search.',
        },
      ],
    },
  },
  // Server: the layers of docs/ARCHITECTURE.md (decisions 021, 064). Route handlers use commands, repositories,
  // presenters (server/src/presenters, where rows become JSON for any route) and policies; commands use repositories,
  // notifications/ and mail/; repositories use db/; nothing below the routes imports a route module. app.ts and
  // main.ts compose it all.
  {
    files: ['server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['server/src/**/*', 'server/test/**/*'],
      'import/resolver': { typescript: { project: 'server/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'server-routes', pattern: 'server/src/routes/**' },
        { type: 'server-plugins', pattern: 'server/src/plugins/**' },
        { type: 'server-commands', pattern: 'server/src/commands/**' },
        { type: 'server-notifications', pattern: 'server/src/notifications/**' },
        { type: 'server-mail', pattern: 'server/src/mail/**' },
        { type: 'server-repositories', pattern: 'server/src/repositories/**' },
        { type: 'server-policies', pattern: 'server/src/policies/**' },
        { type: 'server-presenters', pattern: 'server/src/presenters/**' },
        { type: 'server-db', pattern: 'server/src/db/**' },
        { type: 'server-lib', pattern: 'server/src/lib/**' },
        { type: 'server-seed', pattern: 'server/src/seed/**' },
        { type: 'server-cli', pattern: 'server/src/cli/**' },
        { type: 'server-test', pattern: 'server/test/**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // Only the app (which registers them) and tests import route modules.
            {
              from: { element: { types: { noneOf: ['server-routes', 'server-test'] } } },
              disallow: { to: { element: { type: 'server-routes' } } },
            },
            // Plugins (the error shape among them) belong to a running app; repositories, policies, db, lib,
            // notifications, mail, seed and the CLI work without one and answer in rows and refusals, not HTTP errors.
            {
              from: {
                element: {
                  types: {
                    anyOf: [
                      'server-lib',
                      'server-notifications',
                      'server-mail',
                      'server-repositories',
                      'server-policies',
                      'server-presenters',
                      'server-db',
                      'server-seed',
                      'server-cli',
                    ],
                  },
                },
              },
              disallow: { to: { element: { type: 'server-plugins' } } },
            },
            // Repositories read and write their own tables: what a write sets off (a notification, a mail, another
            // table's change) is a command's, and so are the words of a mail.
            {
              from: {
                element: {
                  types: {
                    anyOf: [
                      'server-repositories',
                      'server-db',
                      'server-lib',
                      'server-policies',
                      'server-presenters',
                    ],
                  },
                },
              },
              disallow: {
                to: {
                  element: { types: { anyOf: ['server-commands', 'server-notifications', 'server-mail'] } },
                },
              },
            },
            // Notifications and mail are told what happened; they never act.
            {
              from: { element: { types: { anyOf: ['server-notifications', 'server-mail'] } } },
              disallow: { to: { element: { type: 'server-commands' } } },
            },
            // db/ knows nothing of what is built on it; policies are pure functions and read no database.
            {
              from: { element: { types: { anyOf: ['server-db', 'server-lib', 'server-policies'] } } },
              disallow: {
                to: { element: { types: { anyOf: ['server-repositories', 'server-seed', 'server-cli'] } } },
              },
            },
          ],
        },
      ],
    },
  },
  // Routes: a route module is the app's to register, not another route's to import (a schema or the route docs may
  // be shared; presenters live in server/src/presenters); and a route asks a repository or a command for rows, it
  // never writes SQL itself (db/'s types, its error names and its cursors aside).
  {
    files: ['server/src/routes/**/*.ts'],
    ignores: ['server/src/routes/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes write no SQL: ask a repository.' }],
          patterns: [
            {
              regex: '^\\.\\./(?!route-docs\\.js$)[^./][^/]*/(?!params\\.js$|schemas\\.js$)',
              message:
                "A route module is not another route's to import: move what both need out of the routes.",
            },
            {
              regex: '(^|/)db/(?!errors\\.js$|keyset\\.js$)',
              allowTypeImports: true,
              message: 'Routes reach the database through repositories and commands.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
