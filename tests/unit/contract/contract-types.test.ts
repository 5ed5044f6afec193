import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The browser's answers are typed by the contracts (docs/decisions/0049-contracts): a module of the web app
 * that reads a field its endpoint's answer schema lacks does not compile. The fixture is compiled by the
 * TypeScript API with the project's options, as a file of app/ that exists only in memory.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixturePath = join(root, 'app', 'contract-types-fixture.ts');

const fixture = (read: string) => `
import { sessionEndpoint, signInEndpoint } from '../domain/accounts/auth-contract';
import type { Endpoint, SuccessAnswer } from '../domain/contract/endpoint';

/** The answer type of app/lib/api-client.ts's api(contract, call). */
declare function api<E extends Endpoint>(contract: E): Promise<SuccessAnswer<E>>;

export async function greeting(): Promise<string> {
  const session = await api(sessionEndpoint);
  const signedIn = await api(signInEndpoint);
  return [session.user?.first_name, signedIn.token, ${read}].join(' ');
}
`;

function compileErrors(source: string): string[] {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => (path === fixturePath ? source : readFile(path));
  host.fileExists = (path) => path === fixturePath || fileExists(path);
  host.getSourceFile = (path, language, ...rest) =>
    path === fixturePath
      ? ts.createSourceFile(path, source, language)
      : getSourceFile(path, language, ...rest);
  const program = ts.createProgram({ rootNames: [fixturePath], options: { ...options, noEmit: true }, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('contract types', () => {
  it('compiles a browser module that reads only fields of the answer schemas', () => {
    expect(compileErrors(fixture('signedIn.user.email'))).toEqual([]);
  }, 120_000);

  it('refuses a read of a field the answer schema does not have', () => {
    expect(compileErrors(fixture('signedIn.user.nickname'))).toEqual([
      expect.stringContaining("Property 'nickname' does not exist"),
    ]);
  }, 120_000);
});
