import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through the zod-parsed config, not process.env.',
        },
      ],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['web/**/*.tsx'] },
  {
    files: ['web/**/*.tsx'],
    rules: {
      // A scrolling region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable),
      // and an icon whose meaning is in a tooltip must take focus for the tooltip to show.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'img'], tags: [] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web's shape, by rule: a feature never imports another feature, and shared code
    // (components, lib, config) never imports a feature or the app shell. Only app/ composes features.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/(components|lib|config)' },
        { type: 'test-support', pattern: 'web/src/test' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: 'feature',
              disallow: [['feature', { feature: '!${from.feature}' }], 'app'],
              message:
                'A feature may not import another feature or the app shell: move shared code to components/ or lib/.',
            },
            {
              from: 'shared',
              disallow: ['feature', 'app'],
              message: 'Shared code (components, lib, config) may not import a feature or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // Entry points and tooling are where the environment is read.
    files: [
      '**/src/config.ts',
      '**/src/main.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/service-kit/src/testing/**',
      'infra/containers/**',
      'vitest.config.ts',
      'web/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
