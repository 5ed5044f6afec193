import type { Plugin } from 'vite';

/**
 * What the browser build loads instead of React (docs/decisions/0013): Preact's compatibility layer is
 * about half the size of React DOM. `preact/compat/jsx-runtime` is Preact's JSX runtime behind an import
 * of `preact/compat`, so React's prop names (className, onChange, onFocus…) are translated even in a
 * module that uses JSX without importing React.
 */
const BROWSER_MODULES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
};

/**
 * Resolves React to Preact in the client environment only: the server keeps rendering with React
 * (app/entry.server.tsx). A resolver hook rather than `resolve.alias`, which Vite applies to every
 * environment; it sees the imports of dependencies too (react-router is bundled for the browser).
 */
export function preactClientPlugin(): Plugin {
  return {
    name: 'rumbo:preact-client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = BROWSER_MODULES[source];
      if (target === undefined || this.environment.name !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
