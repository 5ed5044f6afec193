import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type DbOrTx, queryRows } from '../../db/client';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';

/**
 * The ledger's invariants (docs/product.md § Money; docs/decisions/0041), over the whole database: every transaction's
 * entries sum to zero, no user's wallet is or ever was below zero, and each wallet's balance as the
 * product reads it (walletBalanceCents) is the sum of its entries; each company's payable balance is the
 * sum of its bookings' posted payables less their reversals and its payouts
 * (docs/decisions/0066-earnings-ledger.md), never below zero, and no booking is earned or reversed twice; a
 * paid monthly payout is one payout of its company and amount (docs/decisions/0077-payouts). Call
 * it after every test that moves credit or money.
 */
export async function expectLedgerInvariants(db: DbOrTx): Promise<void> {
  const unbalanced = await queryRows<{ transaction_id: number; sum: number }>(
    db,
    sql`select transaction_id, sum(amount_cents)::int as sum from ledger_entries
        group by transaction_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced, 'transactions whose entries do not sum to zero').toEqual([]);
  const empty = await queryRows<{ id: number }>(
    db,
    sql`select t.id from ledger_transactions t
        where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
  );
  expect(empty, 'transactions without entries').toEqual([]);
  const wallets = await queryRows<{ user_id: number; sum: number }>(
    db,
    sql`select la.user_id, coalesce(sum(le.amount_cents), 0)::int as sum
        from ledger_accounts la left join ledger_entries le on le.account_id = la.id
        where la.kind = 'user_wallet' group by la.user_id`,
  );
  expect(
    wallets.filter((wallet) => wallet.sum < 0),
    'wallets below zero',
  ).toEqual([]);
  // Ever: the running balance, entry after entry in the order they were written, never dipped below zero.
  const dipped = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct user_id from (
          select la.user_id, sum(le.amount_cents) over (partition by la.id order by le.id) as running
          from ledger_entries le join ledger_accounts la on la.id = le.account_id
          where la.kind = 'user_wallet') r
        where running < 0`,
  );
  expect(dipped, 'wallets that went below zero at some point').toEqual([]);
  for (const wallet of wallets) {
    expect(await walletBalanceCents(db, wallet.user_id), `wallet of user ${wallet.user_id}`).toBe(wallet.sum);
  }
  await expectCompanyInvariants(db);
}

/** Company balances against their causes: bookings' payables, their reversals, payouts. */
async function expectCompanyInvariants(db: DbOrTx): Promise<void> {
  // Each company entry by its transaction's kind and cause.
  const entries = sql`select a.company_id, t.kind, t.reference_type, t.reference_id, e.amount_cents
    from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'operator_payable'
    join ledger_transactions t on t.id = e.transaction_id`;
  const companies = await queryRows<{ company_id: number; balance: number; expected: number }>(
    db,
    sql`with c as (${entries})
      select a.company_id,
        coalesce((select sum(amount_cents) from c where c.company_id = a.company_id), 0)::int as balance,
        (coalesce((select sum(amount_cents) from c where c.company_id = a.company_id
            and c.kind = 'operator_earning'), 0)
          + coalesce((select sum(amount_cents) from c where c.company_id = a.company_id
            and c.kind = 'operator_earning_reversal'), 0)
          - coalesce((select sum(po.amount_cents) from payouts po where po.company_id = a.company_id), 0)
        )::int as expected
      from ledger_accounts a where a.kind = 'operator_payable'`,
  );
  for (const company of companies) {
    expect(company.balance, `payable balance of company ${company.company_id}`).toBe(company.expected);
    expect(company.balance, `company ${company.company_id} is owed a negative amount`).toBeGreaterThanOrEqual(
      0,
    );
  }
  // An earning is its booking's payable, posted to the booking's company; a reversal takes back at most that.
  const wrong = await queryRows<{ kind: string; reference_id: string }>(
    db,
    sql`with c as (${entries})
      select c.kind, c.reference_id from c join purchases p on c.reference_type = 'purchase'
        and p.id = c.reference_id::int
      where p.company_id <> c.company_id
        or (c.kind = 'operator_earning' and c.amount_cents <> p.operator_payable_cents)
        or (c.kind = 'operator_earning_reversal' and -c.amount_cents > p.operator_payable_cents)
        or c.kind not in ('operator_earning', 'operator_earning_reversal')`,
  );
  expect(wrong, 'company postings that do not match their booking').toEqual([]);
  // An admin's partial refunds reverse a part each (docs/decisions/0074-admin-booking-support): with the
  // cancellation's, a booking's reversals never take back more than its payable, from its own company.
  const overReversed = await queryRows<{ purchase_id: number }>(
    db,
    sql`with c as (${entries}), r as (
        select coalesce(p.id, pr.purchase_id) as purchase_id, c.company_id, c.amount_cents from c
        left join purchases p on c.reference_type = 'purchase' and p.id = c.reference_id::int
        left join purchase_refunds pr on c.reference_type = 'purchase_refund' and pr.id = c.reference_id::int
        where c.kind = 'operator_earning_reversal')
      select r.purchase_id from r join purchases p on p.id = r.purchase_id
      group by r.purchase_id, p.operator_payable_cents, p.company_id
      having -sum(r.amount_cents) > p.operator_payable_cents or bool_or(r.company_id <> p.company_id)`,
  );
  expect(overReversed, 'bookings whose reversals exceed their payable').toEqual([]);
  const payouts = await queryRows<{ id: number }>(
    db,
    sql`select po.id from payouts po where not exists (select 1 from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.company_id = po.company_id
        where t.kind = 'operator_payout' and t.reference_type = 'payout' and t.reference_id = po.id::text
          and e.amount_cents = -po.amount_cents)`,
  );
  expect(payouts, 'payouts without their posting').toEqual([]);
  // A paid monthly payout (docs/decisions/0077-payouts) is one payout of its company and amount.
  const proposals = await queryRows<{ id: number }>(
    db,
    sql`select pp.id from payout_proposals pp left join payouts po on po.id = pp.payout_id
        where (pp.status = 'paid') <> (po.id is not null)
          or po.company_id <> pp.company_id or po.amount_cents <> pp.amount_cents`,
  );
  expect(proposals, 'paid monthly payouts that do not match their payout').toEqual([]);
  // A booking that earned and no longer stands (cancelled) had its payable reversed.
  const unreversed = await queryRows<{ id: number; status: string }>(
    db,
    sql`select p.id, p.status::text as status from purchases p
        where p.status::text not in ('confirmed', 'in_progress', 'completed')
          and exists (select 1 from ledger_transactions t where t.kind = 'operator_earning'
            and t.reference_type = 'purchase' and t.reference_id = p.id::text)
          and not exists (select 1 from ledger_transactions t where t.kind = 'operator_earning_reversal'
            and ((t.reference_type = 'purchase' and t.reference_id = p.id::text)
              or (t.reference_type = 'purchase_refund' and t.reference_id in
                (select pr.id::text from purchase_refunds pr where pr.purchase_id = p.id))))`,
  );
  expect(unreversed, 'cancelled bookings whose payable was not reversed').toEqual([]);
}
