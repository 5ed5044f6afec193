import type * as Argon2 from '@node-rs/argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signIn, signUp, temporaryPasswordFor, uniqueEmail } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Finding 10: neither recovery nor sign-in may take longer for some accounts than for others.
const argon2Verify = vi.hoisted(() => vi.fn());
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  argon2Verify.mockImplementation(original.verify);
  return { ...original, verify: argon2Verify };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/** Interleaved timings of two kinds of call, so load from other work hits both sides alike. */
async function timings(rounds: number, calls: Record<'a' | 'b', () => Promise<unknown>>) {
  const times = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    for (const kind of ['a', 'b'] as const) {
      const started = performance.now();
      await calls[kind]();
      times[kind].push(performance.now() - started);
    }
  }
  return { a: median(times.a), b: median(times.b) };
}

describe('equal work whatever the account', () => {
  it('recovery answers registered and unknown e-mails in the same time, however long the e-mail work takes', async () => {
    const { email } = await signUp(t);
    // Work only a registered address causes (its transaction) made slow on purpose: it must happen
    // after the answer, so the answer's time cannot show it.
    const transaction = t.app.db.transaction.bind(t.app.db);
    vi.spyOn(t.app.db, 'transaction').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return transaction(...args);
    });
    const { a: registered, b: unknown } = await timings(5, {
      a: () => call(t, `recovery-password/${email}`),
      b: () => call(t, `recovery-password/${uniqueEmail()}`),
    });
    expect(registered - unknown).toBeLessThan(100);
    vi.restoreAllMocks();
    await temporaryPasswordFor(t, email);
  });

  it('sign-in does one argon2 verification for every account: unknown, plain, with a pending recovery', async () => {
    const plain = await signUp(t);
    const pending = await signUp(t);
    await call(t, `recovery-password/${pending.email}`);
    await temporaryPasswordFor(t, pending.email);
    const verifications = async (email: string) => {
      argon2Verify.mockClear();
      expect((await signIn(t, email, 'Wrong123')).statusCode).toBe(401);
      return argon2Verify.mock.calls.length;
    };
    expect(await verifications(pending.email)).toBe(1);
    expect(await verifications(plain.email)).toBe(1);
    expect(await verifications(uniqueEmail())).toBe(1);

    const { a: withRecovery, b: without } = await timings(7, {
      a: () => signIn(t, pending.email, 'Wrong123'),
      b: () => signIn(t, plain.email, 'Wrong123'),
    });
    expect(withRecovery / without).toBeGreaterThan(0.5);
    expect(withRecovery / without).toBeLessThan(2);
  });
});
