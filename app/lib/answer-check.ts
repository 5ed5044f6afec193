import type { Endpoint } from '../../domain/contract/endpoint';

/**
 * Development's and the tests' check that an answer is what its contract says (docs/decisions/0049-contracts):
 * a drift between server and browser shows in the console at the call that met it. Production builds never
 * call it, and their contracts carry no schemas (vite.config.ts).
 */
export function checkAnswer(contract: Endpoint, answer: unknown): void {
  const status = Object.keys(contract.response ?? {})
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  const schema = status === undefined ? undefined : contract.response[status];
  if (!schema || answer === undefined) return;
  const result = schema.safeParse(answer);
  if (!result.success) {
    console.error(`${contract.method} ${contract.path} answered outside its contract`, result.error.issues);
  }
}
