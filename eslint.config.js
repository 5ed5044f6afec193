// One config for lint and format: ESLint rules plus Prettier run as a rule (`npm run format` fixes both).
import js from '@eslint/js';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way layers (docs/decisions/0028): common/ <- db/ <- domain/ <- app/ <- server/. Each import is
 * resolved to its file, and a file may not import from the folders its zone names.
 */
const LAYER_MESSAGE = 'Imports go one way: common <- db <- domain <- app <- server (docs/decisions/0028).';
const layerZones = (serverIntoApp = []) =>
  [
    { target: './common', from: ['./db', './domain', './app', './server'] },
    // The schema, the client and the migrator sit under the domain; the seed is a tool that uses domain rules.
    { target: ['./db/*.ts', './db/schema/**'], from: ['./domain', './app', './server'] },
    { target: './db/seed', from: ['./app', './server'] },
    { target: './domain', from: ['./app', './server'] },
    { target: './app', from: ['./server'] },
    { target: './server', from: ['./app'], except: serverIntoApp },
  ].map((zone) => ({ ...zone, message: LAYER_MESSAGE }));
const layerRule = (serverIntoApp) => ({
  'import-x/no-restricted-paths': [
    'error',
    { basePath: import.meta.dirname, zones: layerZones(serverIntoApp) },
  ],
});

/** Where the web app's contracts come from: domain/<feature>/contract.ts, never server/ nor its own. */
const CONTRACT_IMPORTS = [
  {
    group: ['**/domain/contract/endpoint'],
    importNames: ['endpoint'],
    message: 'Endpoints are declared in domain/<feature>/contract.ts (docs/decisions/0049-contracts).',
  },
  {
    group: ['**/server/**'],
    message: 'Contracts live in domain/<feature>/contract.ts (docs/decisions/0049-contracts).',
  },
];

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
      // `import { type X }` alone leaves `import 'module'` in the build (a server module in the browser's).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The web app: the rules of hooks (and the React Compiler's checks) and accessible markup.
  { files: ['app/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Command-line entry points and benchmarks talk to the terminal.
    files: ['db/seed/cli.ts', 'bench/**', 'scripts/**', 'db/seed/media/contact-sheet.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: layerRule(),
  },
  {
    // The browser calls the API through the contracts of domain/<feature>/contract.ts (or …-contract.ts),
    // the same objects the server registers its routes from (docs/decisions/0049-contracts): the web app
    // declares no endpoint of its own and gives no answer type by hand.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: CONTRACT_IMPORTS }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='api'][typeArguments]",
          message: 'api(contract, call) infers its answer from the contract (docs/decisions/0049-contracts).',
        },
      ],
    },
  },
  {
    // Mounting the web app is the one reason the server reaches into app/: the context keys the loaders
    // read, the render record the page cache reads, and the language a cached page is looked up in.
    // Nothing else in server/ may.
    files: ['server/plugins/web-app.ts'],
    rules: layerRule(['./context.server.ts', './i18n/language-cookie.ts']),
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
