// One config for lint and format: ESLint rules plus Prettier run as a rule (`npm run format` fixes both).
import js from '@eslint/js';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way layers (docs/decisions/0028): common/ <- db/ <- domain/ <- app/ <- server/. An import that climbs
 * from a file up to the project root and into a layer above the file's own is an error. The rule reads the
 * import's text, so each depth of folder gets its own block: from server/plugins/x.ts, `../../app/...` is
 * the web app but `../app` is server/app.ts.
 */
const LAYER_MESSAGE = 'Imports go one way: common <- db <- domain <- app <- server (docs/decisions/0028).';
const MAX_DEPTH = 6;
const climbInto = (depth, layers, rest = '(/|$)') => ({
  regex: `^(\\.\\./){${depth}}(${layers.join('|')})${rest}`,
  message: LAYER_MESSAGE,
});
/** One config block per folder depth under `dir`, each forbidding what `patterns(depth)` returns. */
function layerBlocks(dir, patterns, ignores = []) {
  return Array.from({ length: MAX_DEPTH }, (_, index) => ({
    files: [`${dir}/${'*/'.repeat(index)}*.{ts,tsx,js,mjs}`],
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: patterns(index + 1) }] },
  }));
}

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
  ...layerBlocks('common', (depth) => [climbInto(depth, ['db', 'domain', 'app', 'server'])]),
  // The schema, the client and the migrator sit under the domain; the seed is a tool that uses domain rules.
  ...layerBlocks('db', (depth) => [climbInto(depth, ['domain', 'app', 'server'])], ['db/seed/**']),
  ...layerBlocks('db/seed', (depth) => [climbInto(depth + 1, ['app', 'server'])]),
  ...layerBlocks('domain', (depth) => [climbInto(depth, ['app', 'server'])]),
  ...layerBlocks('app', (depth) => [climbInto(depth, ['server'])]),
  ...layerBlocks('server', (depth) => [climbInto(depth, ['app'])]),
  {
    // Mounting the web app is the one reason the server reaches into app/: the render record the page cache
    // reads, and the language a cached page is looked up in. Nothing else in server/ may.
    files: ['server/plugins/web-app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [climbInto(2, ['app'], '/(?!context\\.server$|i18n/language-cookie$)')] },
      ],
    },
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
