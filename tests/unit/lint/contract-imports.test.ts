import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's API calls go through the contracts of domain/<feature>/contract.ts (docs/decisions/
 * 0049-contracts), checked with the project's own eslint.config.js.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function errors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

describe('contract imports lint rule', () => {
  it('refuses an endpoint declared in app/, and an answer type given by hand', async () => {
    expect(
      await errors('app/components/wrong.ts', "import { endpoint } from '../../domain/contract/endpoint';\n"),
    ).toEqual([expect.stringContaining('domain/<feature>/contract.ts')]);
    expect(
      await errors('app/components/wrong.ts', "declare const api: any;\nvoid api<{ a: 1 }>('session');\n"),
    ).toEqual([expect.stringContaining('infers its answer')]);
  });

  it('allows a contract and its types from domain/', async () => {
    expect(
      await errors(
        'app/components/right.ts',
        "import { sessionEndpoint } from '../../domain/accounts/auth-contract';\n" +
          "import type { SuccessAnswer } from '../../domain/contract/endpoint';\n",
      ),
    ).toEqual([]);
  });
});
