import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailbox, PASSWORD, signIn, signUpVerified } from '../helpers/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

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
      total_payment_cents, payment_method, commission_cents, operator_payable_cents)
    select ${`T${userId}${status}`}, ${userId}, e.id, e.company_id, '2026-12-01', '09:00', 'America/Panama',
      '2026-12-01T14:00:00Z', ${status}::purchase_status, 1, 5000, 5000, 5000, 'card', 1000, 4000
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
