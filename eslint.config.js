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
  // Web: React rules, browser globals, and the feature boundaries of STYLE.md §8.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app/**' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/{components,lib,config,hooks,test,assets}/**' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@cloud-snippets/server', '**/server/**'], message: 'web never imports server code.' }] },
      ],
    },
  },
  prettier,
);
