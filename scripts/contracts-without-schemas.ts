import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The modules that hold contracts: `domain/<feature>/contract.ts` and `…-contract.ts` (decision 0049). */
export const CONTRACT_MODULE = /[\\/]domain[\\/].+?(?:[\\/]|-)contract\.ts$/;

const ENDPOINT = /export const (\w+) = endpoint\(\s*'([A-Z]+)',\s*'([^']+)'/g;

/** Each endpoint of a contract module's source: its export's name, method and path. */
export function endpointsOf(source: string): { name: string; method: string; path: string }[] {
  return [...source.matchAll(ENDPOINT)].map(([, name = '', method = '', path = '']) => ({
    name,
    method,
    path,
  }));
}

/** A contract module as the browser's production build holds it: each endpoint's method and path. */
export function withoutSchemas(source: string): string {
  return endpointsOf(source)
    .map(
      ({ name, method, path }) =>
        `export const ${name} = { method: '${method}', path: '${path}', response: {} };`,
    )
    .join('\n');
}

/**
 * The browser's production build keeps of each contract only what a call needs, its method and path: the
 * zod schemas check answers in development and tests only (app/lib/answer-check.ts), so they stay out of the
 * bundle. A value other than an endpoint imported from a contract module by the web app fails the build.
 */
export function contractsWithoutSchemasPlugin(): Plugin {
  return {
    name: 'rumbo:contracts-without-schemas',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async load(id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      return withoutSchemas(await readFile(id, 'utf8'));
    },
  };
}
