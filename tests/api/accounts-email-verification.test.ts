import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  call,
  freshIp,
  linkTokenFor,
  mailbox,
  PASSWORD,
  signUp,
  signUpPayload,
  uniqueEmail,
  verifyEmailOf,
} from '../helpers/accounts';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/** Decision 0043: the sign-up credit arrives with the e-mail's verification link, once per address. */
let t: TestApp;
let now = TEST_NOW;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const INVALID = {
  es: 'Este enlace no es válido, ya se usó o caducó. Pide uno nuevo desde tu perfil.',
  en: 'This link is not valid, was already used or has expired. Ask for a new one from your profile.',
};

const verify = (token: string, lang: 'es' | 'en' = 'es') =>
  call(t, 'verify-email', { payload: { token }, lang });
const me = async (token: string) => (await call(t, 'me', { token })).json().user;

async function signupCredits(userId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from ledger_transactions
      where kind = 'signup_credit' and reference_id = ${String(userId)}`,
  );
  return row?.count ?? 0;
}

describe('e-mail verification and the sign-up credit', () => {
  it('gives no credit at sign-up; the welcome e-mail’s link grants 15 USD once, and a replay is refused', async () => {
    const user = await signUp(t, {}, 'en');
    expect(await me(user.token)).toMatchObject({ balance: 0, email_verified: false });
    expect(await signupCredits(user.id)).toBe(0);
    const [welcome] = await mailbox(t, user.email);
    expect(welcome).toMatchObject({ template: 'welcome', lang_code: 'en' });
    expect(welcome?.text).toContain('Verify your e-mail with the button below and we will give you $15');

    const token = await linkTokenFor(t, user.email);
    const first = await verify(token!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ verified: true, credit: 15 });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(await me(user.token)).toMatchObject({ balance: 15, email_verified: true });

    for (const lang of ['es', 'en'] as const) {
      const replay = await verify(token!, lang);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ code: 'VERIFICATION_LINK_INVALID', message: INVALID[lang] });
    }
    expect(await me(user.token)).toMatchObject({ balance: 15 });
    expect(await signupCredits(user.id)).toBe(1);
    // Only the token's digest is stored.
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from email_verifications where user_id = ${user.id}`,
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    await expectLedgerInvariants(t.database.db);
  });

  it('grants once under concurrent use of one link, and of two links of one account', async () => {
    const user = await signUp(t);
    const token = (await linkTokenFor(t, user.email))!;
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await me(user.token)).toMatchObject({ balance: 15 });

    const other = await signUp(t);
    expect((await call(t, 'resend-verification', { token: other.token, method: 'POST' })).statusCode).toBe(
      200,
    );
    const tokens = (await mailbox(t, other.email))
      .map((mail) => /\/verify-email\/([\w-]{43})/.exec(mail.text)?.[1])
      .filter((value): value is string => Boolean(value));
    expect(new Set(tokens).size).toBe(2);
    const both = await Promise.all(tokens.map((item) => verify(item)));
    expect(both.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(both.reduce((sum, answer) => sum + (answer.json().credit ?? 0), 0)).toBe(15);
    expect(await me(other.token)).toMatchObject({ balance: 15 });
    expect(await signupCredits(other.id)).toBe(1);
    await expectLedgerInvariants(t.database.db);
  });

  it('refuses a forged, malformed or expired link with a translated 400', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'short', '../../etc', 'x'.repeat(300)]) {
      for (const lang of ['es', 'en'] as const) {
        const answer = await verify(token, lang);
        expect(answer.statusCode, token).toBe(400);
        expect(answer.json().message).toBe(INVALID[lang]);
      }
    }
    const missing = await call(t, 'verify-email', { payload: {}, lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(INVALID.en);

    const user = await signUp(t);
    const token = (await linkTokenFor(t, user.email))!;
    now = new Date(TEST_NOW.getTime() + 48 * 3_600_000 + 1000);
    try {
      const expired = await verify(token, 'en');
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ code: 'VERIFICATION_LINK_INVALID', message: INVALID.en });
    } finally {
      now = TEST_NOW;
    }
    expect(await me(user.token)).toMatchObject({ balance: 0, email_verified: false });
  });

  it('resends the link to the signed-in account, limited per account; not once verified, not for guests', async () => {
    const user = await signUp(t, {}, 'en');
    expect((await call(t, 'resend-verification', { method: 'POST' })).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const sent = await call(t, 'resend-verification', { token: user.token, method: 'POST', lang: 'en' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ sent: true });
    }
    const limited = await call(t, 'resend-verification', { token: user.token, method: 'POST', lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    const resent = (await mailbox(t, user.email)).filter((mail) => mail.template === 'verify_email');
    expect(resent).toHaveLength(3);
    expect(resent[0]).toMatchObject({ subject: 'Verify your e-mail', lang_code: 'en' });
    await verifyEmailOf(t, user.email);
    expect(await me(user.token)).toMatchObject({ balance: 15, email_verified: true });

    const verified = await signUp(t);
    await verifyEmailOf(t, verified.email);
    const again = await call(t, 'resend-verification', { token: verified.token, method: 'POST', lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'Your e-mail is already verified.',
    });

    const guest = await call(t, 'sign-up-auto', {
      payload: { first_name: 'Eve', last_name: 'Other', email: uniqueEmail('guest') },
    });
    const forGuest = await call(t, 'resend-verification', { token: guest.json().token, method: 'POST' });
    expect(forGuest.statusCode).toBe(403);
  });

  it('never credits an address twice: a deleted account’s address, or another spelling of it', async () => {
    const local = `ana.${randomBytes(4).toString('hex')}`;
    const first = await signUp(t, { email: `${local}@gmail.com` });
    await verifyEmailOf(t, first.email);
    expect(await me(first.token)).toMatchObject({ balance: 15 });
    const deleted = await call(t, `delete-profile/${first.id}`, {
      token: first.token,
      payload: { password: PASSWORD, forfeit_credit: 15 },
    });
    expect(deleted.statusCode).toBe(200);
    // The credited addresses are a keyed hash, kept after the account is gone; never the address.
    const hashes = await queryRows<{ email_hash: string }>(
      t.database.db,
      sql`select email_hash from signup_credit_addresses`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(JSON.stringify(hashes)).not.toContain(local);

    for (const email of [`${local}@gmail.com`, `${local.replace('.', '')}+trip@googlemail.com`]) {
      const again = await signUp(t, { email });
      expect(await me(again.token)).toMatchObject({ balance: 0 });
      const verified = await verifyEmailOf(t, email);
      expect(verified.json()).toEqual({ verified: true, credit: 0 });
      expect(await me(again.token)).toMatchObject({ balance: 0, email_verified: true });
      expect(await signupCredits(again.id)).toBe(0);
    }
    await expectLedgerInvariants(t.database.db);
  });

  it('sends the link on its own to an address that unsubscribed from promotional mail', async () => {
    const email = uniqueEmail('quiet');
    await queryRows(t.database.db, sql`insert into email_unsubscriptions (email) values (${email})`);
    const user = await signUp(t, { email });
    const mails = await mailbox(t, email);
    expect(mails.map((mail) => mail.template)).toEqual(['verify_email']);
    await verifyEmailOf(t, email);
    expect(await me(user.token)).toMatchObject({ balance: 15 });
  });

  it('answers sign-up and check-email for an unverified guest’s address as for a new one', async () => {
    const email = uniqueEmail('claimed');
    const guest = await call(t, 'sign-up-auto', {
      payload: { first_name: 'Eve', last_name: 'Other', email },
    });
    expect(guest.statusCode).toBe(201);
    const check = await call(t, `check-email/${email}`);
    expect(check.statusCode).toBe(404);
    const ip = freshIp();
    const answer = await call(t, 'sign-up', { payload: signUpPayload({ email }), ip });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ finish_link_sent: true });
    expect(answer.headers['set-cookie']).toBeUndefined();
    // A full account's address is still taken.
    const full = await signUp(t);
    expect((await call(t, `check-email/${full.email}`)).statusCode).toBe(200);
    expect((await call(t, 'sign-up', { payload: signUpPayload({ email: full.email }) })).statusCode).toBe(
      409,
    );
  });
});
