/**
 * An admin refunds a part of a booking (docs/decisions/0074-admin-booking-support). One transaction decides
 * and records it under the purchase's row lock (the attempts first, as every cancellation and settlement
 * locks them): what remains refundable is read after the lock, so two refunds at once never give back more
 * than was paid. The refund rows (`kind = 'partial'`), the wallet credit, the operator's proportional
 * reversal, the traveller's e-mail and the audit record commit together; the card or PayPal part is asked
 * of the provider after the commit under its row's key, like a cancellation's (purchase-refunds.server.ts),
 * and the reconciler retries it if no answer comes.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { reversePartOfOperatorEarning } from '../earnings/earnings-ledger.server';
import { AppError } from '../errors';
import { centsToUsd, formatUsd } from '../pricing/money';
import { isBooking } from '../purchases/booking-rows';
import {
  paidFacts,
  type RefundBreakdown,
  type RefundDeps,
  type RefundMethod,
  runPurchaseRefunds,
} from '../purchases/purchase-refunds.server';
import { loadPurchaseVoucher } from '../purchases/purchase-voucher.server';
import {
  priceRefundedAfter,
  type RefundDestination,
  refundableCents,
  splitRefund,
} from '../purchases/refund-split';
import { creditRefundToWallet } from '../purchases/wallet-spend.server';
import { purchaseRefundEmail } from './refund-email';

/** A booking that stands may be refunded in part; a cancelled one was given everything back already. */
const REFUNDABLE_STATUSES = ['confirmed', 'in_progress', 'completed'];

export interface PartialRefundInput {
  purchaseId: number;
  amountCents: number;
  to: RefundDestination;
  reason: string;
  actorUserId: number;
  now: Date;
}

export interface PartialRefundChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  companyId: number;
}

export interface PartialRefundResult {
  operationId: number;
  purchaseId: number;
  amountCents: number;
  refunded: RefundBreakdown;
  reversedCents: number;
  refundableCents: number;
}

interface Locked {
  user_id: number;
  company_id: number;
  status: string;
  refunded_cents: number;
  price_paid_cents: number;
}

async function lockPurchase(tx: DbOrTx, purchaseId: number) {
  const attempts = await queryRows<{ id: number; method: 'card' | 'paypal'; status: string }>(
    tx,
    sql`select id, method, status from payment_attempts where purchase_id = ${purchaseId} order by id for update`,
  );
  const [row] = await queryRows<Locked>(
    tx,
    sql`select user_id, company_id, status::text as status, refunded_cents,
        total_cost_cents - service_fee_cents as price_paid_cents
      from purchases p where id = ${purchaseId} and ${isBooking('p')} for update`,
  );
  if (!row) throw new AppError(404, 'PURCHASE_NOT_FOUND', 'payment.purchaseNotFound');
  return { row, attempts };
}

async function insertRefund(
  tx: DbOrTx,
  input: PartialRefundInput,
  part: { method: RefundMethod; cents: number; status: 'pending' | 'done'; attemptId: number | null },
): Promise<number> {
  const key = part.method === 'wallet' ? null : `refund:${input.purchaseId}:${part.method}:${randomUUID()}`;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into purchase_refunds (purchase_id, method, amount_cents, status, attempt_id, provider_key, kind,
        reason, actor_user_id, created_at, updated_at)
      values (${input.purchaseId}, ${part.method}::payment_method, ${part.cents}, ${part.status},
        ${part.attemptId}, ${key}, 'partial', ${input.reason}, ${input.actorUserId}, ${input.now}, ${input.now})
      returning id`,
  );
  return row!.id;
}

export async function refundPart(
  deps: RefundDeps & { links: EmailLinks; onRefundError?: (error: unknown) => void },
  input: PartialRefundInput,
  record: (tx: Tx, change: PartialRefundChange) => Promise<void>,
): Promise<PartialRefundResult> {
  const { purchaseId, now } = input;
  const result = await deps.db.transaction(async (tx): Promise<PartialRefundResult> => {
    const { row, attempts } = await lockPurchase(tx, purchaseId);
    if (attempts.some((attempt) => attempt.status === 'pending')) {
      throw new AppError(409, 'PURCHASE_PAYMENT_PENDING', 'admin.bookings.errors.paymentPending');
    }
    if (!REFUNDABLE_STATUSES.includes(row.status)) {
      throw new AppError(409, 'PURCHASE_NOT_REFUNDABLE', 'admin.bookings.errors.notRefundable');
    }
    const facts = await paidFacts(tx, purchaseId);
    const refundable = refundableCents(facts);
    if (input.amountCents > refundable) {
      throw new AppError(409, 'REFUND_EXCEEDS_REFUNDABLE', 'admin.bookings.errors.exceedsRefundable', {
        refundable: formatUsd(refundable, 'en'),
      });
    }
    const split = splitRefund(facts, input.amountCents, input.to);
    const refunded: RefundBreakdown = { wallet: 0, card: 0, paypal: 0 };
    const ids: number[] = [];
    if (split.provider > 0) {
      const attempt = attempts.find((candidate) => ['captured', 'refunded'].includes(candidate.status));
      if (!attempt || attempt.status !== 'captured') {
        throw new AppError(409, 'REFUND_NO_CHARGE', 'admin.bookings.errors.noCharge');
      }
      ids.push(await insertRefund(tx, input, { ...attemptPart(attempt), cents: split.provider }));
      refunded[attempt.method] = split.provider;
    }
    if (split.wallet > 0) {
      const id = await insertRefund(tx, input, {
        method: 'wallet',
        cents: split.wallet,
        status: 'done',
        attemptId: null,
      });
      await creditRefundToWallet(tx, row.user_id, id, split.wallet, now);
      ids.push(id);
      refunded.wallet = split.wallet;
    }
    const operationId = ids[0]!;
    await queryRows(tx, sql`update purchase_refunds set operation_id = ${operationId} where id in ${ids}`);
    await queryRows(
      tx,
      sql`update purchases set refunded_cents = refunded_cents + ${input.amountCents}, updated_at = ${now}
        where id = ${purchaseId}`,
    );
    const refundedBefore = facts.providerRefundedCents + facts.walletRefundedCents;
    const reversedCents = await reversePartOfOperatorEarning(
      tx,
      {
        purchaseId,
        operationId,
        pricePaidCents: row.price_paid_cents,
        priceRefundedCents: priceRefundedAfter(row.price_paid_cents, refundedBefore, input.amountCents),
      },
      now,
    );
    const voucher = await loadPurchaseVoucher(tx, { purchaseId });
    if (voucher) {
      await enqueueEmail(
        tx,
        { email: voucher.user.email, name: `${voucher.user.firstName} ${voucher.user.lastName}`.trim() },
        purchaseRefundEmail(voucher, refunded, deps.links, false),
        now,
      );
    }
    const left = refundable - input.amountCents;
    await record(tx, {
      companyId: row.company_id,
      before: { status: row.status, refunded_cents: row.refunded_cents, refundable_cents: refundable },
      after: {
        status: row.status,
        refunded_cents: row.refunded_cents + input.amountCents,
        refundable_cents: left,
        amount_cents: input.amountCents,
        to: input.to,
        refunded,
        operator_payable_reversed_cents: reversedCents,
        reason: input.reason,
      },
    });
    return {
      operationId,
      purchaseId,
      amountCents: input.amountCents,
      refunded,
      reversedCents,
      refundableCents: left,
    };
  });
  try {
    await runPurchaseRefunds(deps, purchaseId);
  } catch (error) {
    // The refund stands and its provider row is pending: the reconciler asks again.
    deps.onRefundError?.(error);
  }
  return result;
}

const attemptPart = (attempt: { id: number; method: 'card' | 'paypal' }) => ({
  method: attempt.method,
  status: 'pending' as const,
  attemptId: attempt.id,
});

/** The answer of a refund, in USD. */
export function partialRefundAnswer(result: PartialRefundResult) {
  return {
    id: result.operationId,
    purchase_id: result.purchaseId,
    amount: centsToUsd(result.amountCents),
    refunded: {
      wallet: centsToUsd(result.refunded.wallet),
      card: centsToUsd(result.refunded.card),
      paypal: centsToUsd(result.refunded.paypal),
    },
    operator_payable_reversed: centsToUsd(result.reversedCents),
    refundable: centsToUsd(result.refundableCents),
  };
}
