import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';

export type PlatformAccountKind =
  | 'promotions_expense'
  | 'referral_expense'
  | 'gift_card_liability'
  | 'customer_payments'
  | 'operator_earnings'
  | 'operator_payouts';

/** The platform's own account of a kind, created on first use (one per kind, by a partial unique index). */
export async function platformAccountId(tx: DbOrTx, kind: PlatformAccountKind): Promise<number> {
  await queryRows(
    tx,
    sql`insert into ledger_accounts (kind) values (${kind})
      on conflict (kind) where user_id is null and company_id is null do nothing`,
  );
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId), isNull(ledgerAccounts.companyId)),
    );
  if (!row) throw new Error(`ledger account ${kind} is missing`);
  return row.id;
}

/** A user's wallet account, created on first use. */
export async function walletAccountId(tx: DbOrTx, userId: number): Promise<number> {
  await queryRows(
    tx,
    sql`insert into ledger_accounts (kind, user_id) values ('user_wallet', ${userId})
      on conflict (user_id) where kind = 'user_wallet' do nothing`,
  );
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.userId, userId)));
  if (!row) throw new Error(`wallet of user ${userId} is missing`);
  return row.id;
}

/** A company's payable account (docs/decisions/0066-earnings-ledger.md), created on first use. */
export async function companyPayableAccountId(tx: DbOrTx, companyId: number): Promise<number> {
  await queryRows(
    tx,
    sql`insert into ledger_accounts (kind, company_id) values ('operator_payable', ${companyId})
      on conflict (company_id) where company_id is not null do nothing`,
  );
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.companyId, companyId));
  if (!row) throw new Error(`payable account of company ${companyId} is missing`);
  return row.id;
}

export interface Posting {
  kind: string;
  referenceType: string;
  referenceId: string;
  description?: string;
  entries: { accountId: number; amountCents: number }[];
}

/**
 * Posts one balanced transaction. Returns false, posting nothing, when the same cause (kind + reference)
 * was already posted: a retried sign-up or a replayed request can never credit twice. The database
 * checks the balance again at commit (db/migrations/0002_ledger_rules.sql).
 */
export async function postTransaction(tx: DbOrTx, posting: Posting, now: Date): Promise<boolean> {
  const sum = posting.entries.reduce((total, entry) => total + entry.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger transaction ${posting.kind} is not balanced (${sum})`);
  if (posting.entries.some((entry) => !Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)) {
    throw new Error(`ledger transaction ${posting.kind} has an empty or fractional entry`);
  }
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      referenceType: posting.referenceType,
      referenceId: posting.referenceId,
      description: posting.description ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [ledgerTransactions.kind, ledgerTransactions.referenceType, ledgerTransactions.referenceId],
    })
    .returning({ id: ledgerTransactions.id });
  if (!created) return false;
  await tx
    .insert(ledgerEntries)
    .values(posting.entries.map((entry) => ({ ...entry, transactionId: created.id, createdAt: now })));
  return true;
}

/** A user's wallet credit in cents: the sum of the wallet's immutable entries (0 without a wallet). */
export async function walletBalanceCents(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select coalesce(sum(le.amount_cents), 0)::int as balance
      from ledger_entries le join ledger_accounts la on la.id = le.account_id
      where la.kind = 'user_wallet' and la.user_id = ${userId}`,
  );
  return row?.balance ?? 0;
}
