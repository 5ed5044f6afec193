/**
 * Wallet credit spent on purchases (docs/decisions/0039): double-entry postings between the traveller's
 * wallet and the platform's customer-payments account, keyed by the purchase so a replay never spends
 * or returns twice. The wallet's account row is locked before its balance is read, so concurrent
 * purchases of one traveller spend it one after the other and it never goes below zero.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  platformAccountId,
  postTransaction,
  walletAccountId,
  walletBalanceCents,
} from '../wallet/ledger.server';

/** The balance, with the wallet locked until the transaction ends. */
export async function walletBalanceForUpdate(tx: DbOrTx, userId: number): Promise<number> {
  const wallet = await walletAccountId(tx, userId);
  await queryRows(tx, sql`select id from ledger_accounts where id = ${wallet} for update`);
  return walletBalanceCents(tx, userId);
}

async function post(
  tx: DbOrTx,
  kind: 'purchase_credit' | 'purchase_credit_return',
  userId: number,
  purchaseId: number,
  cents: number,
  now: Date,
): Promise<boolean> {
  const [wallet, payments] = [
    await walletAccountId(tx, userId),
    await platformAccountId(tx, 'customer_payments'),
  ];
  const out = kind === 'purchase_credit' ? -cents : cents;
  return postTransaction(
    tx,
    {
      kind,
      referenceType: 'purchase',
      referenceId: String(purchaseId),
      entries: [
        { accountId: wallet, amountCents: out },
        { accountId: payments, amountCents: -out },
      ],
    },
    now,
  );
}

/** Spends `cents` of credit on a purchase; the caller read the balance with walletBalanceForUpdate. */
export function spendWalletCredit(tx: DbOrTx, userId: number, purchaseId: number, cents: number, now: Date) {
  return post(tx, 'purchase_credit', userId, purchaseId, cents, now);
}

/** Gives back the credit a purchase spent (its payment failed, or it was cancelled). */
export function returnWalletCredit(tx: DbOrTx, userId: number, purchaseId: number, cents: number, now: Date) {
  return post(tx, 'purchase_credit_return', userId, purchaseId, cents, now);
}

/**
 * An admin's partial refund to the wallet (docs/decisions/0074-admin-booking-support): credit keyed by the
 * refund's row, so each refund credits once, whatever way the booking was paid.
 */
export async function creditRefundToWallet(
  tx: DbOrTx,
  userId: number,
  refundId: number,
  cents: number,
  now: Date,
): Promise<boolean> {
  const [wallet, payments] = [
    await walletAccountId(tx, userId),
    await platformAccountId(tx, 'customer_payments'),
  ];
  return postTransaction(
    tx,
    {
      kind: 'purchase_refund_credit',
      referenceType: 'purchase_refund',
      referenceId: String(refundId),
      entries: [
        { accountId: wallet, amountCents: cents },
        { accountId: payments, amountCents: -cents },
      ],
    },
    now,
  );
}
