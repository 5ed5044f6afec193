// One config for lint and format: ESLint rules plus Prettier run as a rule (`npm run format` fixes both).
import js from '@eslint/js';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.react-router/',
      'dist/',
      'build/',
      'data/',
      '.bench-data/',
      'test-results/',
      'scratch/',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line entry points and benchmarks talk to the terminal.
    files: ['db/seed/cli.ts', 'bench/**', 'scripts/**', 'db/seed/media/contact-sheet.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    ...prettierRecommended,
    rules: {
      ...prettierRecommended.rules,
      'prettier/prettier': [
        'error',
        { singleQuote: true, semi: true, printWidth: 110, trailingComma: 'all', arrowParens: 'always' },
      ],
    },
  },
);
