import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshIp,
  PASSWORD,
  signIn,
  signInSolving,
  signUp,
  temporaryPasswordFor,
  uniqueEmail,
} from '../helpers/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('abuse limits', () => {
  const tooMany = {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests. Please wait a moment and try again.',
  };

  it('limits wrong passwords per address and account (429, translated), and only that pair', async () => {
    const { email } = await signUp(t);
    const ip = freshIp();
    const statuses: number[] = [];
    // Past 5 failures the account asks for a proof of work (tests/api/security-lockout.test.ts); this
    // address solves it, so what stops it at the 9th try is the limit for the pair.
    for (let i = 0; i < 9; i++)
      statuses.push((await signInSolving(t, email, `Wrong${i}abc`, { lang: 'en', ip })).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    const blocked = await signInSolving(t, email, PASSWORD, { lang: 'en', ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, still signs in; another account is not affected at all.
    expect((await signInSolving(t, email, PASSWORD)).statusCode).toBe(200);
    const other = await signUp(t);
    expect((await signIn(t, other.email)).statusCode).toBe(200);
  });

  it('limits sign-ins per address', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await signIn(t, uniqueEmail(), 'Wrong1abc', { ip })).statusCode;
    expect(last).toBe(429);
    const elsewhere = await signIn(t, uniqueEmail(), 'Wrong1abc');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits check-email per address, never per e-mail', async () => {
    const ip = freshIp();
    const perIp: number[] = [];
    for (let i = 0; i < 31; i++)
      perIp.push((await call(t, `check-email/${uniqueEmail()}`, { ip })).statusCode);
    expect(perIp.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(perIp[30]).toBe(429);

    // Others asking about an address many times must not stop its owner at the modal's first step.
    const { email: target } = await signUp(t);
    const perEmail: number[] = [];
    for (let i = 0; i < 40; i++) perEmail.push((await call(t, `check-email/${target}`)).statusCode);
    expect(new Set(perEmail)).toEqual(new Set([200]));
  });

  it('caps recovery mail per account without refusing it, and limits recovery per address', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, `recovery-password/${email}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    await temporaryPasswordFor(t, email);
    // One e-mail: the later requests came while the first temporary password was fresh and unused.
    const mails = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${email}` });
    expect(
      mails.json().data.filter((mail: { template: string }) => mail.template === 'temporary_password'),
    ).toHaveLength(1);

    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await call(t, `recovery-password/${uniqueEmail()}`, { ip })).statusCode;
    expect(last).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/sign-up',
            headers: { ...apiHeaders(), 'x-forwarded-for': ip },
            payload: { first_name: 'A' },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
