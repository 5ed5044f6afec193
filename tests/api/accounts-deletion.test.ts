import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailbox, PASSWORD, signIn, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { apiHeaders, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

let t: TestApp;
let experienceIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  experienceIds = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from experiences order by id limit 3`)
  ).map((row) => row.id);
});
afterAll(() => t?.close());

async function addPurchase(userId: number, status: string) {
  const experienceId = experienceIds[0] ?? 0;
  await t.database.db
    .execute(sql`insert into purchases (code, user_id, experience_id, company_id, booking_date,
      booking_hour, time_zone, starts_at, status, total_participants, subtotal_cents, total_cost_cents,
      total_payment_cents, payment_method)
    select ${`T${userId}${status}`}, ${userId}, e.id, e.company_id, '2026-12-01', '09:00', 'America/Panama',
      '2026-12-01T14:00:00Z', ${status}::purchase_status, 1, 5000, 5000, 5000, 'card'
    from experiences e where e.id = ${experienceId}`);
}

async function addReview(userId: number, experienceId: number, rating: number) {
  await t.database.db
    .execute(sql`insert into reviews (experience_id, user_id, author_first_name, author_last_name,
      author_avatar_url, rating, public_comment, private_comment)
    values (${experienceId}, ${userId}, 'Ana', 'Pérez', '/media/avatars/x.webp', ${rating}, 'Great', 'Private')`);
}

/** The password, and accepting the loss of the 15 USD sign-up credit (docs/decisions/0044). */
const confirmed = { password: PASSWORD, forfeit_credit: 15 };

const ratingOf = async (experienceId: number) =>
  (
    await queryRows<{ rating: number; review_count: number }>(
      t.database.db,
      sql`select rating, review_count from experiences where id = ${experienceId}`,
    )
  )[0];

describe('delete-profile', () => {
  it('anonymises the account, ends its sessions, e-mails the old address and frees it for a new sign-up', async () => {
    const user = await signUpVerified(t, {}, 'en');
    const second = (await signIn(t, user.email)).json().token;
    await call(t, `experience/${experienceIds[0]}/add-favorite`, { token: user.token, payload: {} });
    const avatar = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/avatar',
      headers: { ...apiHeaders(), 'content-type': 'image/png', authorization: `Bearer ${user.token}` },
      payload: avatar,
    });
    const avatarUrl: string = uploaded.json().user.avatar_url;

    const res = await call(t, `delete-profile/${user.id}`, {
      token: user.token,
      payload: { delete_comments: false, ...confirmed },
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, forfeited_credit: 15 });
    expect(res.headers['set-cookie']).toMatch(/^session=; Max-Age=0/);

    for (const token of [user.token, second]) expect((await call(t, 'me', { token })).statusCode).toBe(401);
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select email, first_name, last_name, phone, password_hash, referral_code, avatar_url, deleted_at
        from users where id = ${user.id}`,
    );
    expect(row).toMatchObject({
      first_name: '',
      last_name: '',
      phone: null,
      password_hash: null,
      referral_code: null,
      avatar_url: null,
    });
    expect(String(row?.email)).toMatch(/^deleted-\d+-[a-f0-9]{12}@deleted\.invalid$/);
    expect(row?.deleted_at).not.toBeNull();
    const favourites = await queryRows(
      t.database.db,
      sql`select 1 from favorites where user_id = ${user.id}`,
    );
    expect(favourites).toEqual([]);
    expect(existsSync(join(t.app.env.DATA_DIR, avatarUrl))).toBe(false);

    const mails = await mailbox(t, user.email);
    // The welcome mail (sent or not) is gone; only the confirmation remains for the address.
    expect(mails.map((mail) => mail.template)).toEqual(['account_deleted']);
    expect(mails[0]).toMatchObject({ template: 'account_deleted', lang_code: 'en' });
    expect(mails[0]?.text).toContain('Hi Ana,');

    const again = await call(t, 'sign-up', {
      payload: {
        first_name: 'Ana',
        last_name: 'Nueva',
        email: user.email,
        phone: '+50760000000',
        password: PASSWORD,
        country: 'PA',
        accept_terms: true,
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(user.id);
    // No credit at sign-up (decision 0043): it waits for the e-mail to be verified.
    expect(again.json().user.balance).toBe(0);
  });

  it('keeps reviews under their published name by default; deletes them with delete_comments', async () => {
    const [a, b] = [experienceIds[1] ?? 0, experienceIds[2] ?? 0];
    const keeper = await signUpVerified(t);
    await addReview(keeper.id, a, 5);
    await call(t, `delete-profile/${keeper.id}`, {
      token: keeper.token,
      payload: { delete_comments: false, ...confirmed },
    });
    const kept = await queryRows<{
      user_id: number | null;
      author_first_name: string;
      public_comment: string;
    }>(
      t.database.db,
      sql`select user_id, author_first_name, public_comment, author_avatar_url from reviews
        where experience_id = ${a} and public_comment = 'Great'`,
    );
    expect(kept).toEqual([
      { user_id: null, author_first_name: 'Ana', public_comment: 'Great', author_avatar_url: null },
    ]);

    const eraser = await signUpVerified(t);
    const before = await ratingOf(b);
    await addReview(eraser.id, b, 1);
    await t.database.db.execute(sql`update experiences e set rating = (select avg(rating) from reviews r
      where r.experience_id = e.id), review_count = (select count(*) from reviews r where r.experience_id = e.id)
      where e.id = ${b}`);
    const res = await call(t, `delete-profile/${eraser.id}`, {
      token: eraser.token,
      method: 'DELETE',
      payload: { delete_comments: true, ...confirmed },
    });
    expect(res.statusCode).toBe(200);
    expect(await queryRows(t.database.db, sql`select 1 from reviews where user_id = ${eraser.id}`)).toEqual(
      [],
    );
    const after = await ratingOf(b);
    expect(after?.review_count).toBe(before?.review_count);
    expect(after?.rating).toBeCloseTo(before?.rating ?? 0, 6);
    expect((await mailbox(t, eraser.email))[0]?.text).toContain('También borramos tus reseñas');
  });

  it('is refused while a booking is pending, confirmed or in progress (409 translated)', async () => {
    for (const status of ['created', 'confirmed', 'in_progress']) {
      const user = await signUpVerified(t);
      await addPurchase(user.id, status);
      const res = await call(t, `delete-profile/${user.id}`, {
        token: user.token,
        payload: confirmed,
        lang: 'en',
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({
        code: 'ACCOUNT_HAS_OPEN_PURCHASES',
        message: 'You cannot delete your account while you have pending, confirmed or in-progress bookings.',
      });
      expect((await call(t, 'me', { token: user.token })).statusCode).toBe(200);
    }
    const done = await signUpVerified(t);
    await addPurchase(done.id, 'completed');
    await addPurchase(done.id, 'canceled_by_customer');
    const res = await call(t, `delete-profile/${done.id}`, {
      token: done.token,
      method: 'DELETE',
      payload: confirmed,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 403 for any other id, and 401 without a session', async () => {
    const user = await signUpVerified(t);
    const other = await signUpVerified(t);
    for (const id of [other.id, 999999]) {
      const res = await call(t, `delete-profile/${id}`, { token: user.token, payload: {}, lang: 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    }
    expect((await call(t, `delete-profile/${user.id}`, { payload: {} })).statusCode).toBe(401);
    expect((await call(t, 'me', { token: other.token })).statusCode).toBe(200);
    const bad = await call(t, `delete-profile/${user.id}`, {
      token: user.token,
      payload: { delete_comments: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

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
