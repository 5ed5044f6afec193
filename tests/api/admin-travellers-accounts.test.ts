import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createSession } from '../../domain/accounts/session.server';
import { call, mailbox, signIn, signUp, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { makeAdmin } from '../helpers/admins';
import { travellersBackOffice } from '../helpers/admin-travellers';
import { purchase, purchasePayload } from '../helpers/checkout';
import { insertPurchase } from '../helpers/purchase-factory';
import { usePurchaseSuite } from '../helpers/purchase-suite';

/**
 * The back office's travellers (docs/decisions/0073-admin-travellers-and-companies): who may use the
 * routes, found by e-mail or name, read with their bookings and wallet, blocked and unblocked with a reason
 * (sessions end, payments answer USER_BLOCKED), e-mails sent again within a limit. Every write is in the
 * audit log with its before and after. Goodwill credit: admin-travellers-credit.test.ts.
 */
const s = usePurchaseSuite();
const office = travellersBackOffice(s);
const { admin, asAdmin, auditOf } = office;

describe('who may use the travellers’ routes', () => {
  it('answers 404 to anyone but an admin past the second factor, before reading the request', async () => {
    const traveller = await signUp(s.t);
    const unverified = await makeAdmin(s.t);
    for (const token of [undefined, traveller.token, unverified.token]) {
      const answers = [
        await call(s.t, 'admin/users?q=a', { token }),
        await call(s.t, `admin/users/${traveller.id}`, { token }),
        await call(s.t, `admin/users/${traveller.id}/block`, { token, payload: {} }),
        await call(s.t, `admin/users/${traveller.id}/credit`, { token, payload: { amount: 'x' } }),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
        answers.map(() => [404, 'NOT_FOUND']),
      );
    }
  });
});

describe('finding a traveller', () => {
  it('finds by part of the e-mail or of the full name, any case, a page at a time', async () => {
    const tag = randomUUID().slice(0, 8);
    const ana = await signUp(s.t, {
      email: uniqueEmail(`ana-${tag}`),
      first_name: 'Anabel',
      last_name: `Quispe${tag}`,
    });
    const bea = await signUp(s.t, {
      email: uniqueEmail(`bea-${tag}`),
      first_name: 'Beatriz',
      last_name: `Quispe${tag}`,
    });
    const byEmail = await asAdmin(`users?q=${encodeURIComponent(`ANA-${tag}`)}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.map((row: { id: number }) => row.id)).toEqual([ana.id]);
    const byName = await asAdmin(`users?q=${encodeURIComponent(`beatriz quispe${tag}`)}`);
    expect(byName.json().data.map((row: { id: number }) => row.id)).toEqual([bea.id]);
    const paged = await asAdmin(`users?q=${encodeURIComponent(`quispe${tag}`)}&limit=1&page=2`);
    expect(paged.json().data.map((row: { id: number }) => row.id)).toEqual([ana.id]);
    expect(paged.json().pagination).toMatchObject({ total_records: 2, current_page: 2, total_pages: 2 });
    // LIKE's wildcards are searched for as they are.
    expect((await asAdmin('users?q=%25')).json().data).toEqual([]);
  });

  it('refuses a search too long with a translated 400', async () => {
    const answer = await asAdmin(`users?q=${'a'.repeat(101)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Search with at most 100 characters.');
  });

  it('reads the profile, the bookings, the wallet and its history; an unknown id is 404', async () => {
    const traveller = await signUpVerified(s.t);
    const booked = await insertPurchase(s.t.app.db, { userId: traveller.id, experienceId: s.f.experienceId });
    const answer = await asAdmin(`users/${traveller.id}`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      id: traveller.id,
      email: traveller.email,
      is_blocked: false,
      email_verified: true,
      wallet_balance: 15,
    });
    expect(data.bookings.map((row: { id: number; code: string }) => [row.id, row.code])).toEqual([
      [booked.id, booked.code],
    ]);
    const wallet = await asAdmin(`users/${traveller.id}/wallet`);
    expect(wallet.json()).toMatchObject({
      available_balance: 15,
      data: [{ kind: 'signup_credit', amount: 15 }],
    });
    const unknown = await asAdmin('users/999999');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'USER_NOT_FOUND']);
    expect((await asAdmin('users/999999/wallet')).statusCode).toBe(404);
  });
});

describe('blocking a traveller', () => {
  it('ends every session at once; sign-in and payments answer USER_BLOCKED until unblocked', async () => {
    const traveller = await signUpVerified(s.t);
    const second = (await signIn(s.t, traveller.email)).json().token as string;
    const noReason = await asAdmin(`users/${traveller.id}/block`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Write the reason (3 to 1000 characters).');

    const blocked = await asAdmin(`users/${traveller.id}/block`, { reason: 'Chargeback fraud' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toEqual({ id: traveller.id, is_blocked: true, sessions_ended: 2 });
    for (const token of [traveller.token, second]) {
      expect((await call(s.t, 'me', { token })).statusCode).toBe(401);
    }
    const signInAgain = await signIn(s.t, traveller.email);
    expect([signInAgain.statusCode, signInAgain.json().code]).toEqual([403, 'USER_BLOCKED']);
    // A session opened just before the block (another process) still cannot pay.
    const racing = await createSession(s.t.app.db, traveller.id, {}, s.t.app.clock());
    const paid = await purchase(
      s.t,
      racing,
      purchasePayload(s.f, { method: 'wallet' }, { apply_wallet: true }),
    );
    expect([paid.statusCode, paid.json().code]).toEqual([403, 'USER_BLOCKED']);
    expect((await asAdmin(`users/${traveller.id}/block`, { reason: 'Twice' })).json().code).toBe(
      'USER_ALREADY_BLOCKED',
    );

    const unblocked = await asAdmin(`users/${traveller.id}/unblock`, {
      reason: 'Bank confirmed the payment',
    });
    expect(unblocked.json().data).toEqual({ id: traveller.id, is_blocked: false, sessions_ended: 0 });
    expect((await signIn(s.t, traveller.email)).statusCode).toBe(200);

    expect(await auditOf(traveller.id, 'user.block')).toEqual([
      {
        actor_id: office.adminId,
        actor_kind: 'admin',
        before: { is_blocked: false },
        after: { is_blocked: true, reason: 'Chargeback fraud', sessions_ended: 2 },
      },
    ]);
    expect((await auditOf(traveller.id, 'user.unblock'))[0]).toMatchObject({
      before: { is_blocked: true },
      after: { is_blocked: false, reason: 'Bank confirmed the payment' },
    });
    const history = (await asAdmin(`users/${traveller.id}`)).json().data.history;
    expect(history.map((entry: { action: string; reason: string }) => [entry.action, entry.reason])).toEqual([
      ['user.unblock', 'Bank confirmed the payment'],
      ['user.block', 'Chargeback fraud'],
    ]);
  });

  it('never blocks an admin, nor the admin themself', async () => {
    await admin();
    const self = await asAdmin(`users/${office.adminId}/block`, { reason: 'Testing myself' });
    expect([self.statusCode, self.json().code]).toEqual([409, 'CANNOT_BLOCK_SELF']);
    const other = await makeAdmin(s.t);
    const answer = await asAdmin(`users/${other.id}/block`, { reason: 'Left the team' });
    expect([answer.statusCode, answer.json().code, answer.json().message]).toEqual([
      409,
      'ADMIN_NOT_BLOCKABLE',
      'Admin accounts cannot be blocked here.',
    ]);
    const [still] = await queryRows<{ is_blocked: boolean }>(
      s.t.app.db,
      sql`select is_blocked from users where id = ${other.id}`,
    );
    expect(still?.is_blocked).toBe(false);
  });
});

describe('e-mails sent again', () => {
  it('sends the verification link or a recovery password, a few an hour per account', async () => {
    const traveller = await signUp(s.t);
    const before = (await mailbox(s.t, traveller.email)).filter((m) => m.template === 'verify_email').length;
    const sent = await asAdmin(`users/${traveller.id}/emails`, {
      kind: 'verification',
      reason: 'Asked by phone',
    });
    expect([sent.statusCode, sent.json()]).toEqual([200, { data: { sent: true } }]);
    await expect
      .poll(
        async () => (await mailbox(s.t, traveller.email)).filter((m) => m.template === 'verify_email').length,
      )
      .toBe(before + 1);
    const recovery = await asAdmin(`users/${traveller.id}/emails`, { kind: 'recovery' });
    expect(recovery.statusCode).toBe(200);
    await expect
      .poll(async () =>
        (await mailbox(s.t, traveller.email)).some((m) => m.template === 'temporary_password'),
      )
      .toBe(true);
    expect((await asAdmin(`users/${traveller.id}/emails`, { kind: 'recovery' })).statusCode).toBe(200);
    const limited = await asAdmin(`users/${traveller.id}/emails`, { kind: 'recovery' });
    expect(limited.statusCode).toBe(429);
    const kinds = (await auditOf(traveller.id, 'user.email')).map((entry) => entry.after.kind);
    expect(kinds).toEqual(['verification', 'recovery', 'recovery']);

    const verified = await signUpVerified(s.t);
    const already = await asAdmin(`users/${verified.id}/emails`, { kind: 'verification' });
    expect([already.statusCode, already.json().code]).toEqual([409, 'EMAIL_ALREADY_VERIFIED']);
    const bad = await asAdmin(`users/${verified.id}/emails`, { kind: 'welcome' });
    expect(bad.statusCode).toBe(400);
  });
});
