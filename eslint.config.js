import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

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
      'vitest.config.ts',
      'web/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
