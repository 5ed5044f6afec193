import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailbox, PASSWORD, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * delete-profile's terms and confirmation (docs/decisions/0044): what the traveller is told she loses,
 * the password asked before anything is deleted. What a deletion removes and keeps:
 * accounts-deletion.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
});
afterAll(() => t?.close());

/** The password, and accepting the loss of the 15 USD sign-up credit (docs/decisions/0044). */
const confirmed = { password: PASSWORD, forfeit_credit: 15 };

describe('delete-profile asks and warns (decision 0044)', () => {
  const count = async (userId: number) =>
    (await queryRows(t.database.db, sql`select 1 from users where id = ${userId} and deleted_at is null`))
      .length;

  it('names the credit lost, wants the password, deletes nothing on a wrong one, then deletes', async () => {
    const user = await signUpVerified(t, {}, 'en');
    const terms = await call(t, `delete-profile/${user.id}`, { token: user.token, lang: 'en' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({
      available_balance: 15,
      confirm_with: 'password',
      message:
        'You will lose $15 of wallet credit: the sign-up credit, referral rewards and redeemed gift cards. It cannot be refunded, moved or cashed out.',
    });
    expect(
      (await call(t, `delete-profile/${user.id}`, { token: user.token, lang: 'es' })).json().message,
    ).toBe(
      'Perderás $15 de saldo: el crédito de registro, las recompensas por referidos y las tarjetas de regalo canjeadas. No se puede reembolsar, transferir ni cobrar.',
    );

    const refusals = [
      [{}, 400, 'PASSWORD_REQUIRED', 'Enter your password to delete your account.'],
      [{ delete_comments: true }, 400, 'PASSWORD_REQUIRED', 'Enter your password to delete your account.'],
      [
        { password: 'Wrong1234', forfeit_credit: 15 },
        401,
        'INVALID_CREDENTIALS',
        'The password is incorrect. Nothing was deleted.',
      ],
      [
        { password: PASSWORD },
        409,
        'WALLET_CREDIT_NOT_ACCEPTED',
        'Deleting the account loses $15 of wallet credit. Confirm it to continue.',
      ],
      [
        { password: PASSWORD, forfeit_credit: 14.99 },
        409,
        'WALLET_CREDIT_NOT_ACCEPTED',
        'Deleting the account loses $15 of wallet credit. Confirm it to continue.',
      ],
    ] as const;
    for (const [payload, status, code, message] of refusals) {
      const res = await call(t, `delete-profile/${user.id}`, { token: user.token, payload, lang: 'en' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ code, message });
      if (code === 'WALLET_CREDIT_NOT_ACCEPTED') expect(res.json().available_balance).toBe(15);
      expect(await count(user.id)).toBe(1);
      expect((await call(t, 'me', { token: user.token })).statusCode).toBe(200);
    }
    const es = await call(t, `delete-profile/${user.id}`, {
      token: user.token,
      payload: { password: 'Wrong1234', forfeit_credit: 15 },
      lang: 'es',
    });
    expect(es.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'La contraseña no es correcta. No eliminamos nada.',
    });

    const res = await call(t, `delete-profile/${user.id}`, {
      token: user.token,
      payload: { password: PASSWORD, forfeit_credit: 15 },
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, forfeited_credit: 15 });
    expect(await count(user.id)).toBe(0);
  });

  it('limits wrong passwords per account: past 5, even the right one waits (429)', async () => {
    const user = await signUpVerified(t);
    for (let i = 0; i < 5; i++) {
      const res = await call(t, `delete-profile/${user.id}`, {
        token: user.token,
        payload: { password: `Wrong${i}abcd` },
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await call(t, `delete-profile/${user.id}`, {
      token: user.token,
      payload: confirmed,
      lang: 'en',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await count(user.id)).toBe(1);
  });

  /** A PayPal guest's account and session (sign-up-auto): no password of its own. */
  async function guest() {
    const email = uniqueEmail('guest');
    const res = await call(t, 'sign-up-auto', { payload: { first_name: 'Gus', last_name: 'Guest', email } });
    expect(res.statusCode).toBe(201);
    return { id: res.json().user.id as number, token: res.json().token as string, email };
  }

  /** The code of the newest deletion-code e-mail to an address. */
  async function mailedCode(email: string): Promise<string> {
    const mail = (await mailbox(t, email)).find((item) => item.template === 'account_deletion_code');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error('no deletion code e-mailed');
    return code;
  }

  it('confirms a guest account with a code e-mailed to its address: wrong or expired deletes nothing', async () => {
    const account = await guest();
    const terms = await call(t, `delete-profile/${account.id}`, { token: account.token });
    expect(terms.json()).toMatchObject({ available_balance: 0, confirm_with: 'email_code', message: '' });

    const noCode = await call(t, `delete-profile/${account.id}`, {
      token: account.token,
      payload: {},
      lang: 'en',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({
      code: 'DELETION_CODE_REQUIRED',
      message: 'Enter the code we e-mailed you.',
    });

    const sent = await call(t, `delete-profile/${account.id}/code`, { token: account.token, payload: {} });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, expires_in_minutes: 15 });
    const code = await mailedCode(account.email);
    const [stored] = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from account_deletion_codes where user_id = ${account.id}`,
    );
    expect(stored?.code_hash).not.toContain(code);

    const wrong = code === '000000' ? '000001' : '000000';
    for (const typed of [wrong, 'abcdef', '1234567']) {
      const res = await call(t, `delete-profile/${account.id}`, {
        token: account.token,
        payload: { code: typed },
        lang: 'en',
      });
      expect(res.statusCode, typed).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_DELETION_CODE',
        message:
          'The code is incorrect or has expired. Nothing was deleted; ask for another one if you need it.',
      });
    }
    expect(await count(account.id)).toBe(1);

    // Expired: the right code no longer works.
    await t.database.db.execute(
      sql`update account_deletion_codes set expires_at = ${new Date(TEST_NOW.getTime() - 1).toISOString()}::timestamptz
        where user_id = ${account.id}`,
    );
    const expired = await call(t, `delete-profile/${account.id}`, {
      token: account.token,
      payload: { code },
    });
    expect(expired.statusCode).toBe(400);
    expect(await count(account.id)).toBe(1);

    await call(t, `delete-profile/${account.id}/code`, { token: account.token, payload: {} });
    const fresh = await mailedCode(account.email);
    const res = await call(t, `delete-profile/${account.id}`, {
      token: account.token,
      payload: { code: ` ${fresh.slice(0, 3)} ${fresh.slice(3)} ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, forfeited_credit: 0 });
    expect(await count(account.id)).toBe(0);
    expect(
      await queryRows(t.database.db, sql`select 1 from account_deletion_codes where user_id = ${account.id}`),
    ).toEqual([]);
  });

  it('binds a code to its account, limits codes sent, and keeps accounts with a password on the password', async () => {
    const a = await guest();
    const b = await guest();
    await call(t, `delete-profile/${a.id}/code`, { token: a.token, payload: {} });
    await call(t, `delete-profile/${b.id}/code`, { token: b.token, payload: {} });
    const codeOfA = await mailedCode(a.email);
    if (codeOfA !== (await mailedCode(b.email))) {
      const res = await call(t, `delete-profile/${b.id}`, { token: b.token, payload: { code: codeOfA } });
      expect(res.statusCode).toBe(400);
      expect(await count(b.id)).toBe(1);
    }
    // Someone else's id: 403, nothing sent.
    expect((await call(t, `delete-profile/${a.id}/code`, { token: b.token, payload: {} })).statusCode).toBe(
      403,
    );
    // Three codes an hour per account (one sent above).
    for (let i = 0; i < 2; i++) {
      expect((await call(t, `delete-profile/${b.id}/code`, { token: b.token, payload: {} })).statusCode).toBe(
        200,
      );
    }
    expect((await call(t, `delete-profile/${b.id}/code`, { token: b.token, payload: {} })).statusCode).toBe(
      429,
    );

    const full = await signUpVerified(t, {}, 'en');
    const asked = await call(t, `delete-profile/${full.id}/code`, {
      token: full.token,
      payload: {},
      lang: 'en',
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      code: 'DELETION_CODE_NOT_NEEDED',
      message: 'Your account has a password: confirm with it.',
    });
    const withCode = await call(t, `delete-profile/${full.id}`, {
      token: full.token,
      payload: { code: '123456', forfeit_credit: 15 },
    });
    expect(withCode.statusCode).toBe(400);
    expect(withCode.json().code).toBe('PASSWORD_REQUIRED');
    expect(await count(full.id)).toBe(1);
  });
});
