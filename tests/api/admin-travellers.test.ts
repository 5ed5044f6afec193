import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createSession } from '../../domain/accounts/session.server';
import { call, mailbox, signIn, signUp, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { purchase, purchasePayload } from '../helpers/checkout';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { insertPurchase } from '../helpers/purchase-factory';
import { usePurchaseSuite } from '../helpers/purchase-suite';

/**
 * The back office's travellers (docs/decisions/0073-admin-travellers-and-companies): found by e-mail or
 * name, read with their bookings and wallet, blocked and unblocked with a reason (sessions end, payments
 * answer USER_BLOCKED), goodwill credit granted and removed exactly once and never below zero, e-mails sent
 * again within a limit. Every write is in the audit log with its before and after.
 */
const s = usePurchaseSuite();

let adminToken: string | undefined;
let adminId = 0;
async function admin() {
  if (!adminToken) {
    const passed = await passedAdmin(s.t);
    adminToken = passed.token;
    adminId = passed.id;
  }
  return adminToken;
}

const asAdmin = async (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  call(s.t, `admin/${url}`, { token: await admin(), payload, headers, lang: 'en' });

const credit = async (userId: number, amount: number, key: string = randomUUID(), reason = 'Late pickup') =>
  asAdmin(`users/${userId}/credit`, { amount, reason }, { 'idempotency-key': key });

const auditOf = (userId: number, action: string) =>
  queryRows<{ actor_id: number; actor_kind: string; before: unknown; after: Record<string, unknown> }>(
    s.t.app.db,
    sql`select actor_id, actor_kind, before, after from audit_log
        where entity = 'user' and entity_id = ${String(userId)} and action = ${action} order by id`,
  );

const postings = (userId: number) =>
  queryRows<{ kind: string; amount_cents: number }>(
    s.t.app.db,
    sql`select lt.kind, le.amount_cents from ledger_entries le
        join ledger_accounts la on la.id = le.account_id join ledger_transactions lt on lt.id = le.transaction_id
        where la.kind = 'user_wallet' and la.user_id = ${userId} and lt.reference_type = 'wallet_adjustment'
        order by le.id`,
  );

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
        actor_id: adminId,
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
    const self = await asAdmin(`users/${adminId}/block`, { reason: 'Testing myself' });
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

describe('goodwill credit', () => {
  it('grants and removes through the ledger, once per key, and the traveller sees both lines', async () => {
    const traveller = await signUp(s.t);
    expect((await asAdmin(`users/${traveller.id}/credit`, { amount: 5, reason: 'No key' })).json().code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const key = randomUUID();
    const granted = await credit(traveller.id, 12.5, key);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ amount: 12.5, balance: 12.5 });
    const replay = await credit(traveller.id, 12.5, key);
    expect(replay.json()).toEqual(granted.json());
    const otherBody = await credit(traveller.id, 13, key);
    expect(otherBody.statusCode).toBe(422);

    const removed = await credit(traveller.id, -2.5, randomUUID(), 'Granted twice by mistake');
    expect(removed.json().data).toMatchObject({ amount: -2.5, balance: 10 });
    expect(await postings(traveller.id)).toEqual([
      { kind: 'goodwill_credit', amount_cents: 1250 },
      { kind: 'goodwill_debit', amount_cents: -250 },
    ]);
    const history = await call(s.t, `wallet-history/${traveller.id}`, { token: traveller.token });
    expect(history.json()).toMatchObject({
      available_balance: 10,
      data: [
        { kind: 'goodwill_debit', amount: -2.5, reference: { type: 'wallet_adjustment' } },
        { kind: 'goodwill_credit', amount: 12.5, reference: { type: 'wallet_adjustment' } },
      ],
    });
    expect(await auditOf(traveller.id, 'user.credit')).toEqual([
      expect.objectContaining({
        before: { balance: 0 },
        after: expect.objectContaining({ balance: 12.5, amount: 12.5, reason: 'Late pickup' }),
      }),
      expect.objectContaining({
        before: { balance: 12.5 },
        after: expect.objectContaining({ balance: 10, amount: -2.5, reason: 'Granted twice by mistake' }),
      }),
    ]);
    await expectLedgerInvariants(s.t.app.db);
  });

  it('never drives a wallet below zero, and refuses amounts it does not take', async () => {
    const traveller = await signUp(s.t);
    await credit(traveller.id, 3);
    const tooMuch = await credit(traveller.id, -3.01);
    expect([tooMuch.statusCode, tooMuch.json().code, tooMuch.json().message]).toEqual([
      409,
      'WALLET_INSUFFICIENT',
      'The wallet holds only 3.00 USD: you cannot remove more than that.',
    ]);
    for (const amount of [0, 0.001, 1000.01, -1000.01, '5']) {
      const answer = await credit(traveller.id, amount as number);
      expect({ amount, status: answer.statusCode }).toEqual({ amount, status: 400 });
    }
    const unknown = await credit(999_999, 5);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'USER_NOT_FOUND']);
    expect(await postings(traveller.id)).toEqual([{ kind: 'goodwill_credit', amount_cents: 300 }]);
    await expectLedgerInvariants(s.t.app.db);
  });

  it('under concurrency: one key posts once, and removals never overdraw', async () => {
    const traveller = await signUp(s.t);
    const key = randomUUID();
    const grants = await Promise.all(Array.from({ length: 5 }, () => credit(traveller.id, 10, key)));
    expect(grants.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(grants.map((answer) => answer.json().data.adjustment_id)).size).toBe(1);
    const removals = await Promise.all(Array.from({ length: 4 }, () => credit(traveller.id, -4)));
    const codes = removals.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409]);
    expect(await postings(traveller.id)).toEqual([
      { kind: 'goodwill_credit', amount_cents: 1000 },
      { kind: 'goodwill_debit', amount_cents: -400 },
      { kind: 'goodwill_debit', amount_cents: -400 },
    ]);
    await expectLedgerInvariants(s.t.app.db);
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
