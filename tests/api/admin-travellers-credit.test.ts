import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUp } from '../helpers/accounts';
import { travellersBackOffice } from '../helpers/admin-travellers';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { usePurchaseSuite } from '../helpers/purchase-suite';

/**
 * The back office's goodwill credit to a traveller (docs/decisions/0073-admin-travellers-and-companies):
 * granted and removed through the ledger exactly once per idempotency key and never below zero, each in the
 * audit log with its before and after.
 */
const s = usePurchaseSuite();
const { asAdmin, auditOf } = travellersBackOffice(s);

const credit = async (userId: number, amount: number, key: string = randomUUID(), reason = 'Late pickup') =>
  asAdmin(`users/${userId}/credit`, { amount, reason }, { 'idempotency-key': key });

const postings = (userId: number) =>
  queryRows<{ kind: string; amount_cents: number }>(
    s.t.app.db,
    sql`select lt.kind, le.amount_cents from ledger_entries le
        join ledger_accounts la on la.id = le.account_id join ledger_transactions lt on lt.id = le.transaction_id
        where la.kind = 'user_wallet' and la.user_id = ${userId} and lt.reference_type = 'wallet_adjustment'
        order by le.id`,
  );

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
