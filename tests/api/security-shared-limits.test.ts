import { sql } from 'drizzle-orm';
import type { App } from '../../server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ABUSE_LIMITS } from '../../domain/accounts/abuse-limits';
import { call, freshIp, signIn, signUp, uniqueEmail } from '../helpers/accounts';
import { solveChallenge } from '../helpers/sign-in-challenge';
import { createSecondApp, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

// Two servers on one database, as two `npm start` processes would be (finding: limits per process).
let now = TEST_NOW;
let a: TestApp;
let b: TestApp;
let second: App;
beforeAll(async () => {
  a = await createTestApp({ clock: () => now });
  second = await createSecondApp(a);
  b = { app: second, database: a.database, close: () => second.close() };
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('limits shared by every process on the database', () => {
  it('spends one per-address budget across both servers', async () => {
    const ip = freshIp();
    const { max } = ABUSE_LIMITS.recovery.perIp;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await call(server, `recovery-password/${uniqueEmail()}`, { ip })).statusCode);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses[max]).toBe(429);
    // The other server refuses this address too.
    expect((await call(a, `recovery-password/${uniqueEmail()}`, { ip })).statusCode).toBe(429);
    expect((await call(b, `recovery-password/${uniqueEmail()}`, { ip })).statusCode).toBe(429);
  });

  it('counts one account’s failed sign-ins on both servers, and a challenge from one works once on the other', async () => {
    const { email } = await signUp(a);
    for (let i = 0; i < ABUSE_LIMITS.signIn.failuresPerEmail.max; i++) {
      expect((await signIn(i % 2 === 0 ? a : b, email, `Wrong${i}abc`)).statusCode).toBe(401);
    }
    const asked = await signIn(a, email);
    expect(asked.statusCode).toBe(428);
    const altcha = solveChallenge(asked.json().challenge);
    const payload = { email, password: 'Secret123', altcha };
    expect((await call(b, 'sign-in', { payload })).statusCode).toBe(200);
    expect((await call(a, 'sign-in', { payload })).statusCode).toBe(428);
  });

  it('counts atomically: simultaneous hits from both servers all add up', async () => {
    const limit = { max: 1000, windowMs: 60_000 };
    const subject = uniqueEmail();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).app.limiter.hit('test', subject, limit)),
    );
    expect((await a.app.limiter.peek('test', subject)).count).toBe(40);
    expect((await b.app.limiter.peek('test', subject)).count).toBe(40);
  });

  it('deletes ended windows and expired challenges', async () => {
    await a.app.limiter.hit('test', uniqueEmail(), { max: 1, windowMs: 1000 });
    try {
      now = new Date(TEST_NOW.getTime() + 2 * 60 * 60_000);
      await b.app.limiter.sweep();
      const [counters] = await queryRows<{ count: number }>(
        a.app.db,
        sql`select count(*)::int as count from rate_limit_counters where reset_at <= ${now.toISOString()}::timestamptz`,
      );
      const [challenges] = await queryRows<{ count: number }>(
        a.app.db,
        sql`select count(*)::int as count from auth_challenges where expires_at <= ${now.toISOString()}::timestamptz`,
      );
      expect(counters?.count).toBe(0);
      expect(challenges?.count).toBe(0);
    } finally {
      now = TEST_NOW;
    }
  });
});
