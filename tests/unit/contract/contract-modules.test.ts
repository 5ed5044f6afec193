import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULE, endpointsOf, withoutSchemas } from '../../../scripts/contracts-without-schemas';

/**
 * The browser's production build reads each contract module's endpoints from their source
 * (scripts/contracts-without-schemas.ts): every endpoint must be written in the form it reads, and what it
 * keeps must be the endpoint's own method and path.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const modules = (readdirSync(join(root, 'domain'), { recursive: true }) as string[])
  .map((file) => join(root, 'domain', file))
  .filter((path) => CONTRACT_MODULE.test(path));

describe('contract modules', () => {
  it('are found', () => {
    expect(modules.map((path) => relative(root, path))).toContain('domain/accounts/auth-contract.ts');
  });

  it.each(modules.map((path) => [relative(root, path), path]))(
    '%s writes each endpoint as the build reads it',
    async (_name, path) => {
      const source = readFileSync(path, 'utf8');
      const calls = source.match(/\bendpoint\(/g) ?? [];
      const found = endpointsOf(source);
      expect(found).toHaveLength(calls.length);
      const loaded = (await import(path)) as Record<string, { method: string; path: string }>;
      for (const { name, method, path: url } of found) {
        expect(loaded[name]).toMatchObject({ method, path: url });
      }
      expect(withoutSchemas(source)).not.toContain('z.');
    },
  );
});
