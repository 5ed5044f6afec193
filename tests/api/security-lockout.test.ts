import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS, CHALLENGE_TTL_MS } from '../../domain/accounts/abuse-limits';
import {
  call,
  freshIp,
  PASSWORD,
  signIn,
  signInSolving,
  signUp,
  temporaryPasswordFor,
} from '../helpers/accounts';
import { solveChallenge } from '../helpers/sign-in-challenge';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

// Finding 8: wrong passwords from anywhere must slow the guesser, never refuse the owner.
let now = TEST_NOW;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());

/** An attacker trying `count` wrong passwords, each from a new address, solving challenges when asked. */
async function attack(email: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signInSolving(t, email, `Guess${i}abc`)).statusCode);
  return statuses;
}

describe('sign-in under attack', () => {
  it('never refuses the owner’s correct password, whatever failures others caused', async () => {
    const { email } = await signUp(t);
    expect(new Set(await attack(email, 20))).toEqual(new Set([401]));
    const owner = await signInSolving(t, email, PASSWORD, { lang: 'en' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });

  it('never refuses a fresh recovery password either', async () => {
    const { email } = await signUp(t);
    await call(t, `recovery-password/${email}`);
    const temporary = await temporaryPasswordFor(t, email);
    await attack(email, 12);
    const owner = await signInSolving(t, email, temporary);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.must_change_password).toBe(true);
  });

  it('slows the attacker: past the threshold every try needs a solved challenge (428, translated)', async () => {
    const { email } = await signUp(t);
    const threshold = ABUSE_LIMITS.signIn.failuresPerEmail.max;
    for (let i = 0; i < threshold; i++) expect((await signIn(t, email, `Guess${i}abc`)).statusCode).toBe(401);
    for (const lang of ['es', 'en'] as const) {
      // Even the right password is not checked without the proof of work.
      const asked = await signIn(t, email, PASSWORD, { lang });
      expect(asked.statusCode).toBe(428);
      expect(asked.headers['set-cookie']).toBeUndefined();
      expect(asked.json()).toMatchObject({
        code: 'CHALLENGE_REQUIRED',
        message:
          lang === 'es'
            ? 'Comprobando que no eres un robot, un momento…'
            : 'Checking that you are not a robot, one moment…',
        challenge: { algorithm: 'SHA-256', maxnumber: expect.any(Number) },
      });
      expect(asked.json().challenge.maxnumber).toBeGreaterThanOrEqual(50_000);
    }
    // A wrong or garbled solution is asked again, with a new challenge.
    const asked = await signIn(t, email, PASSWORD);
    const wrong = JSON.parse(Buffer.from(solveChallenge(asked.json().challenge), 'base64').toString());
    wrong.number += 1;
    for (const altcha of [Buffer.from(JSON.stringify(wrong)).toString('base64'), 'not base64 json']) {
      const res = await call(t, 'sign-in', { payload: { email, password: PASSWORD, altcha } });
      expect(res.statusCode).toBe(428);
      expect(res.json().challenge.challenge).not.toBe(asked.json().challenge.challenge);
    }
  });

  it('spends each challenge once, only for the account it was issued for, and only before it expires', async () => {
    const { email } = await signUp(t);
    const other = await signUp(t);
    await attack(email, ABUSE_LIMITS.signIn.failuresPerEmail.max);
    await attack(other.email, ABUSE_LIMITS.signIn.failuresPerEmail.max);

    const altcha = solveChallenge((await signIn(t, email)).json().challenge);
    expect(
      (await call(t, 'sign-in', { payload: { email: other.email, password: PASSWORD, altcha } })).statusCode,
    ).toBe(428);

    const once = solveChallenge((await signIn(t, email)).json().challenge);
    expect(
      (await call(t, 'sign-in', { payload: { email, password: PASSWORD, altcha: once } })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'sign-in', { payload: { email, password: PASSWORD, altcha: once } })).statusCode,
    ).toBe(428);

    const late = solveChallenge((await signIn(t, email)).json().challenge);
    try {
      now = new Date(TEST_NOW.getTime() + CHALLENGE_TTL_MS + 1000);
      // Fresh failures, so the account still asks for a challenge at the later time.
      await attack(email, ABUSE_LIMITS.signIn.failuresPerEmail.max);
      const res = await call(t, 'sign-in', { payload: { email, password: PASSWORD, altcha: late } });
      expect(res.statusCode).toBe(428);
    } finally {
      now = TEST_NOW;
    }
  });

  it('refuses one address that keeps guessing one account (429), and only that address', async () => {
    const { email } = await signUp(t);
    const ip = freshIp();
    for (let i = 0; i < ABUSE_LIMITS.signIn.failuresPerIpAndEmail.max; i++) {
      expect((await signInSolving(t, email, `Guess${i}abc`, { ip })).statusCode).toBe(401);
    }
    expect((await signInSolving(t, email, PASSWORD, { ip })).statusCode).toBe(429);
    expect((await signInSolving(t, email, PASSWORD)).statusCode).toBe(200);
  });
});
