import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS, RECOVERY_RESEND_AFTER_MS } from '../../domain/accounts/abuse-limits';
import {
  call,
  freshIp,
  mailbox,
  PASSWORD,
  signIn,
  signUp,
  temporaryPasswordFor,
  uniqueEmail,
} from '../helpers/accounts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

// Finding 8: anyone can ask for a recovery; that must neither sign the owner out nor use it up.
let now = TEST_NOW;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const temporaryMails = async (email: string) =>
  (await mailbox(t, email)).filter((mail) => mail.template === 'temporary_password');

describe('password recovery requested by someone else', () => {
  it('does not sign the owner out or restrict the session', async () => {
    const { email, token, id } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await call(t, `recovery-password/${email}`)).statusCode).toBe(200);
    await temporaryPasswordFor(t, email);
    const me = await call(t, 'me', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.must_change_password).toBe(false);
    expect((await call(t, `get-wallet/${id}`, { token })).statusCode).toBe(200);
    expect((await signIn(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be used up: many requests from many addresses, and the owner still recovers', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await call(t, `recovery-password/${email}`)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const temporary = await temporaryPasswordFor(t, email);
    const owner = await signIn(t, email, temporary);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.must_change_password).toBe(true);
  });

  it('caps mail to the person: nothing new while the last password is recent and unused', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 5; i++) await call(t, `recovery-password/${email}`);
    const first = await temporaryPasswordFor(t, email);
    expect(await temporaryMails(email)).toHaveLength(1);
    try {
      now = new Date(TEST_NOW.getTime() + RECOVERY_RESEND_AFTER_MS);
      await call(t, `recovery-password/${email}`);
      for (let attempt = 0; attempt < 50 && (await temporaryMails(email)).length < 2; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await temporaryMails(email)).toHaveLength(2);
      const second = await temporaryPasswordFor(t, email);
      expect(second).not.toBe(first);
      expect((await signIn(t, email, first)).statusCode).toBe(401);
      expect((await signIn(t, email, second)).statusCode).toBe(200);
    } finally {
      now = TEST_NOW;
    }
  });

  it('limits one address asking for many accounts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= ABUSE_LIMITS.recovery.perIp.max; i++) {
      statuses.push((await call(t, `recovery-password/${uniqueEmail()}`, { ip })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });
});
