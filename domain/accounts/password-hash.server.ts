import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane. About 20-60 ms
 * per hash on a small two-core server, which bounds sign-in throughput per core; the
 * sign-in benchmark (bench/sign-in.ts) keeps the p95 in check.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A malformed stored hash counts as a wrong password, never as an error the caller could observe. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of a random password made once per process with the same parameters, so a
 * sign-in for an unknown e-mail (or an account without a password) costs the same time as a real one.
 */
export async function burnVerification(password: string): Promise<false> {
  dummyHash ??= hash(globalThis.crypto.randomUUID(), ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
