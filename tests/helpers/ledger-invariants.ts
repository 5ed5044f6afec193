import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type DbOrTx, queryRows } from '../../db/client';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';

/**
 * The ledger's invariants (docs/product.md § Money; docs/decisions/0041), over the whole database: every transaction's
 * entries sum to zero, no user's wallet is or ever was below zero, and each wallet's balance as the
 * product reads it (walletBalanceCents) is the sum of its entries. Call it after every test that moves
 * credit.
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
}
