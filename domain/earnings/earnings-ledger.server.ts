/**
 * Operators' earnings in the ledger (docs/decisions/0066-earnings-ledger.md). A confirmed booking posts its
 * payable (fixed at placement, decision 0064) from the marketplace's `operator_earnings` to the company's
 * `operator_payable`; a refund posts the reversal back; a payout moves money from the company's account to
 * `operator_payouts`. Each posting is keyed by its cause (the ledger's reference uniqueness), so a replay
 * posts nothing, and runs in the transaction of the change that causes it.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { companyPayableAccountId, platformAccountId, postTransaction } from '../wallet/ledger.server';
import { EARNING_KINDS, payableReversalCents } from './earnings-rules';

interface BookingShare {
  company_id: number;
  code: string;
  price_cents: number;
  payable_cents: number;
}

async function bookingShare(tx: DbOrTx, purchaseId: number): Promise<BookingShare | undefined> {
  const [row] = await queryRows<BookingShare>(
    tx,
    sql`select company_id, code, subtotal_cents - group_discount_cents + add_ons_cents as price_cents,
        operator_payable_cents as payable_cents
      from purchases where id = ${purchaseId}`,
  );
  return row;
}

/** Posts one movement between a company's payable and a marketplace counterpart (+ adds to the company). */
async function postCompany(
  tx: DbOrTx,
  posting: { kind: string; referenceType: string; referenceId: string; description: string },
  companyId: number,
  counterpart: 'operator_earnings' | 'operator_payouts',
  companyCents: number,
  now: Date,
): Promise<boolean> {
  if (companyCents === 0) return false;
  const [company, other] = [
    await companyPayableAccountId(tx, companyId),
    await platformAccountId(tx, counterpart),
  ];
  return postTransaction(
    tx,
    {
      ...posting,
      entries: [
        { accountId: company, amountCents: companyCents },
        { accountId: other, amountCents: -companyCents },
      ],
    },
    now,
  );
}

/**
 * A booking was confirmed: its payable goes to the company's account. Called by `afterConfirmed`, the one
 * place every confirmation goes through (card, PayPal, wallet only); the backfill reuses it.
 */
export async function postOperatorEarning(tx: DbOrTx, purchaseId: number, now: Date): Promise<boolean> {
  const share = await bookingShare(tx, purchaseId);
  if (!share || share.payable_cents <= 0) return false;
  return postCompany(
    tx,
    {
      kind: EARNING_KINDS.earned,
      referenceType: 'purchase',
      referenceId: String(purchaseId),
      description: share.code,
    },
    share.company_id,
    'operator_earnings',
    share.payable_cents,
    now,
  );
}

/** The cents a booking's earning posted to its company's account (0 when it never posted). */
async function postedCents(tx: DbOrTx, kind: string, purchaseId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    tx,
    sql`select coalesce(sum(e.amount_cents), 0)::int as cents
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'operator_payable'
      where t.kind = ${kind} and t.reference_type = 'purchase' and t.reference_id = ${String(purchaseId)}`,
  );
  return row?.cents ?? 0;
}

/**
 * A booking's price was refunded, `refundedPriceCents` of it (a cancellation gives back all of it, decision
 * 0064 § Reversals): the payable goes back in that proportion. Nothing happens for a booking that never
 * earned (a failed payment) or whose reversal was already posted. Answers the cents reversed now.
 */
export async function reverseOperatorEarning(
  tx: DbOrTx,
  purchaseId: number,
  refundedPriceCents: number,
  now: Date,
): Promise<number> {
  const share = await bookingShare(tx, purchaseId);
  if (!share) return 0;
  const earned = await postedCents(tx, EARNING_KINDS.earned, purchaseId);
  // Partial refunds by an admin may have reversed a part already (docs/decisions/0074-admin-booking-support).
  const left = earned - (await reversedCents(tx, purchaseId));
  const reversed = Math.min(left, payableReversalCents(earned, share.price_cents, refundedPriceCents));
  const posted = await postCompany(
    tx,
    {
      kind: EARNING_KINDS.reversal,
      referenceType: 'purchase',
      referenceId: String(purchaseId),
      description: share.code,
    },
    share.company_id,
    'operator_earnings',
    -reversed,
    now,
  );
  return posted ? reversed : 0;
}

/**
 * Cents of a booking's payable reversed so far (positive): by its cancellation (`purchase/{id}`) and by an
 * admin's partial refunds (`purchase_refund/{operation}`).
 */
export async function reversedCents(tx: DbOrTx, purchaseId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    tx,
    sql`select coalesce(-sum(e.amount_cents), 0)::int as cents
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'operator_payable'
      where t.kind = ${EARNING_KINDS.reversal}
        and ((t.reference_type = 'purchase' and t.reference_id = ${String(purchaseId)})
          or (t.reference_type = 'purchase_refund' and t.reference_id in (
            select r.id::text from purchase_refunds r where r.purchase_id = ${purchaseId})))`,
  );
  return row?.cents ?? 0;
}

/**
 * An admin's partial refund (docs/decisions/0074-admin-booking-support): after it, `priceRefundedCents` of the
 * price the traveller paid for the experience (`pricePaidCents`, service fee left out) has come back in
 * total. The payable reversed in total becomes payable × that part (half up), never more than was earned;
 * this posts the difference with what earlier refunds reversed, keyed by the refund. Answers the cents.
 */
export async function reversePartOfOperatorEarning(
  tx: DbOrTx,
  refund: { purchaseId: number; operationId: number; pricePaidCents: number; priceRefundedCents: number },
  now: Date,
): Promise<number> {
  const share = await bookingShare(tx, refund.purchaseId);
  if (!share) return 0;
  const earned = await postedCents(tx, EARNING_KINDS.earned, refund.purchaseId);
  const before = await reversedCents(tx, refund.purchaseId);
  const target = payableReversalCents(earned, refund.pricePaidCents, refund.priceRefundedCents);
  const reversed = Math.max(0, Math.min(target, earned) - before);
  const posted = await postCompany(
    tx,
    {
      kind: EARNING_KINDS.reversal,
      referenceType: 'purchase_refund',
      referenceId: String(refund.operationId),
      description: share.code,
    },
    share.company_id,
    'operator_earnings',
    -reversed,
    now,
  );
  return posted ? reversed : 0;
}

/** A cancelled booking gives back all its price: all its payable is reversed. */
export async function reverseAllOperatorEarning(tx: DbOrTx, purchaseId: number, now: Date): Promise<number> {
  const share = await bookingShare(tx, purchaseId);
  return share ? reverseOperatorEarning(tx, purchaseId, share.price_cents, now) : 0;
}

/** A company's payable balance in cents: the sum of its account's entries (0 before its first booking). */
export async function companyBalanceCents(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select coalesce(sum(e.amount_cents), 0)::int as balance
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.kind = 'operator_payable' and a.company_id = ${companyId}`,
  );
  return row?.balance ?? 0;
}
