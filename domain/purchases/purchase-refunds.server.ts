/**
 * The money a cancellation gives back (decision 0040), one `purchase_refunds` row per way it was paid.
 * The rows are written in the cancelling transaction: the wallet part `done` at once (its ledger posting
 * is in the same transaction), the card and PayPal parts `pending` with the idempotency key the provider
 * will see. The provider is called only after that commit (a slow provider never holds the purchase's
 * lock), by the request that cancelled and, for a row still pending a minute later (a crash, a timeout),
 * by the reconciler: the same key each time, so the provider refunds once whoever asks and however often.
 */
import { paymentAttemptLifecycle } from '../payments/payment-attempt-lifecycle';
import { step } from '../lifecycle-sql';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import type { GatewayResult, PaymentGateway } from '../payments/payment-gateway';
import type { PaypalProvider } from '../payments/paypal-provider';
import type { PaidFacts } from './refund-split';

export type RefundMethod = 'wallet' | 'card' | 'paypal';

/** Cents given back by method (0 for a method the purchase did not use). */
export type RefundBreakdown = Record<RefundMethod, number>;

/** A pending provider refund is retried by the reconciler once it is this old. */
export const RETRY_REFUNDS_AFTER_MS = 60_000;

export const refundKey = (purchaseId: number, method: RefundMethod) => `refund:${purchaseId}:${method}`;

interface CapturedAttempt {
  id: number;
  method: 'card' | 'paypal';
  amount_cents: number;
}

/**
 * What a purchase paid and gave back so far (docs/decisions/0074-admin-booking-support), read in the caller's
 * transaction after it locked the purchase: refunds done or pending count, failed ones do not.
 */
export async function paidFacts(tx: DbOrTx, purchaseId: number): Promise<PaidFacts> {
  const [row] = await queryRows<PaidFacts>(
    tx,
    sql`select
        case when p.payment_method::text = 'wallet' then 0
          else coalesce((select a.amount_cents from payment_attempts a where a.purchase_id = p.id
            and a.status in ('captured', 'refunded') order by a.id limit 1), p.total_payment_cents) end
          as "providerPaidCents",
        p.wallet_discount_cents as "walletPaidCents",
        coalesce((select sum(r.amount_cents) from purchase_refunds r where r.purchase_id = p.id
          and r.method <> 'wallet' and r.status in ('pending', 'done')), 0)::int as "providerRefundedCents",
        coalesce((select sum(r.amount_cents) from purchase_refunds r where r.purchase_id = p.id
          and r.method = 'wallet' and r.status in ('pending', 'done')), 0)::int as "walletRefundedCents"
      from purchases p where p.id = ${purchaseId}`,
  );
  return (
    row ?? { providerPaidCents: 0, walletPaidCents: 0, providerRefundedCents: 0, walletRefundedCents: 0 }
  );
}

/**
 * Writes the refund rows of a purchase being cancelled: the wallet part (already returned by the
 * give-back) as done, each captured provider charge as pending. A charge-paid purchase with no captured
 * attempt (a booking imported or seeded without its payment) gets a `failed` row for an operator: the
 * product cannot refund money it has no record of taking. `providerCents` is what the charge has left
 * after an admin's partial refunds (all of it when there were none). Answers what is being given back.
 */
export async function recordRefunds(
  tx: DbOrTx,
  purchase: { id: number; paymentMethod: RefundMethod; totalPaymentCents: number },
  walletReturnedCents: number,
  now: Date,
  providerCents?: number,
): Promise<RefundBreakdown> {
  const breakdown: RefundBreakdown = { wallet: 0, card: 0, paypal: 0 };
  const insert = (
    method: RefundMethod,
    cents: number,
    status: string,
    attemptId: number | null,
    error: string | null,
  ) =>
    queryRows(
      tx,
      sql`insert into purchase_refunds (purchase_id, method, amount_cents, status, attempt_id, provider_key,
          error_code, created_at, updated_at)
        values (${purchase.id}, ${method}::payment_method, ${cents}, ${status}, ${attemptId},
          ${method === 'wallet' ? null : refundKey(purchase.id, method)}, ${error}, ${now}, ${now})
        on conflict (purchase_id, method) where kind = 'cancellation' do nothing`,
    );
  if (walletReturnedCents > 0) {
    await insert('wallet', walletReturnedCents, 'done', null, null);
    breakdown.wallet = walletReturnedCents;
  }
  const charged = providerCents ?? purchase.totalPaymentCents;
  if (charged > 0 && purchase.paymentMethod !== 'wallet') {
    const attempts = await queryRows<CapturedAttempt>(
      tx,
      sql`select id, method, amount_cents from payment_attempts
        where purchase_id = ${purchase.id} and status = 'captured' order by id`,
    );
    const attempt = attempts[0];
    if (attempt) {
      const cents = Math.min(charged, attempt.amount_cents);
      await insert(attempt.method, cents, 'pending', attempt.id, null);
      breakdown[attempt.method] = cents;
    } else {
      await insert(purchase.paymentMethod, charged, 'failed', null, 'NO_CAPTURED_CHARGE');
    }
  }
  const total = breakdown.wallet + breakdown.card + breakdown.paypal;
  await queryRows(
    tx,
    sql`update purchases set refunded_cents = refunded_cents + ${total}, updated_at = ${now}
      where id = ${purchase.id}`,
  );
  return breakdown;
}

/**
 * What a purchase's cancellation gives back now: done and still pending rows (a failed one gives nothing);
 * an admin's earlier partial refunds are not part of it.
 */
export async function refundBreakdown(db: DbOrTx, purchaseId: number): Promise<RefundBreakdown> {
  const breakdown: RefundBreakdown = { wallet: 0, card: 0, paypal: 0 };
  const rows = await queryRows<{ method: RefundMethod; amount_cents: number }>(
    db,
    sql`select method::text as method, amount_cents from purchase_refunds
      where purchase_id = ${purchaseId} and kind = 'cancellation' and status in ('pending', 'done')`,
  );
  for (const row of rows) breakdown[row.method] += row.amount_cents;
  return breakdown;
}

export interface RefundDeps {
  db: Db;
  gateway: PaymentGateway;
  paypal: PaypalProvider;
  clock: () => Date;
}

interface PendingRefund {
  id: number;
  purchase_id: number;
  method: 'card' | 'paypal';
  amount_cents: number;
  attempt_id: number | null;
  provider_key: string;
  charge_id: string | null;
}

export interface RefundRunReport {
  done: number;
  stillPending: number;
  failed: number;
}

/** A provider call that throws (a network failure) is an unknown outcome, like a timeout. */
async function ask(operation: () => Promise<GatewayResult<{ refundId: string }>>) {
  try {
    return await operation();
  } catch (error) {
    return {
      ok: false as const,
      code: 'TIMEOUT',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * The provider refused (an unknown or already refunded charge): an operator looks at it. The purchase no
 * longer counts this part as refunded, so what the traveller reads stays true.
 */
async function markFailed(deps: RefundDeps, refund: PendingRefund, code: string): Promise<'failed'> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [failed] = await queryRows<{ id: number }>(
      tx,
      sql`update purchase_refunds set status = 'failed', error_code = ${code},
          attempts = attempts + 1, updated_at = ${now}
        where id = ${refund.id} and status = 'pending' returning id`,
    );
    if (failed) {
      await queryRows(
        tx,
        sql`update purchases set refunded_cents = greatest(0, refunded_cents - ${refund.amount_cents}),
          updated_at = ${now} where id = ${refund.purchase_id}`,
      );
    }
  });
  return 'failed';
}

async function runOne(deps: RefundDeps, refund: PendingRefund): Promise<keyof RefundRunReport> {
  const { db } = deps;
  if (!refund.charge_id) return markFailed(deps, refund, 'NO_CHARGE_ID');
  const input = {
    chargeId: refund.charge_id,
    amountCents: refund.amount_cents,
    idempotencyKey: refund.provider_key,
  };
  const answer = await ask(() =>
    refund.method === 'card' ? deps.gateway.refund(input) : deps.paypal.refund(input),
  );
  const now = deps.clock();
  if (answer.ok) {
    await db.transaction(async (tx) => {
      await queryRows(
        tx,
        sql`update purchase_refunds set status = 'done', provider_reference = ${answer.refundId},
            error_code = null, attempts = attempts + 1, updated_at = ${now}
          where id = ${refund.id} and status = 'pending'`,
      );
      // The charge is refunded once all of it is back (an admin's partial refund leaves it captured).
      const refunded = step(paymentAttemptLifecycle, 'refunded', 'system', { from: ['captured'] });
      await queryRows(
        tx,
        sql`update payment_attempts a set status = ${refunded.to}, updated_at = ${now}
          where a.id = ${refund.attempt_id} and a.status in (${refunded.from})
            and a.amount_cents <= (select coalesce(sum(r.amount_cents), 0) from purchase_refunds r
              where r.attempt_id = a.id and r.status = 'done')`,
      );
    });
    return 'done';
  }
  // No answer: the provider may or may not have refunded; the same key asks again later.
  if (answer.code === 'TIMEOUT') {
    await queryRows(
      db,
      sql`update purchase_refunds set error_code = ${answer.code}, attempts = attempts + 1, updated_at = ${now}
        where id = ${refund.id} and status = 'pending'`,
    );
    return 'stillPending';
  }
  return markFailed(deps, refund, answer.code);
}

const pendingSelect = sql`select r.id, r.purchase_id, r.method::text as method, r.amount_cents, r.attempt_id,
    r.provider_key, a.provider_reference as charge_id
  from purchase_refunds r left join payment_attempts a on a.id = r.attempt_id
  where r.status = 'pending' and r.method in ('card', 'paypal')`;

async function run(deps: RefundDeps, refunds: PendingRefund[]): Promise<RefundRunReport> {
  const report: RefundRunReport = { done: 0, stillPending: 0, failed: 0 };
  for (const refund of refunds) report[await runOne(deps, refund)]++;
  return report;
}

/** The provider refunds of one purchase, right after its cancellation committed. */
export async function runPurchaseRefunds(deps: RefundDeps, purchaseId: number): Promise<RefundRunReport> {
  return run(
    deps,
    await queryRows<PendingRefund>(
      deps.db,
      sql`${pendingSelect} and r.purchase_id = ${purchaseId} order by r.id`,
    ),
  );
}

/** The reconciler's round: refunds still pending after `olderThanMs` (a crash, a provider that timed out). */
export async function retryPendingRefunds(
  deps: RefundDeps,
  olderThanMs: number = RETRY_REFUNDS_AFTER_MS,
  limit = 100,
): Promise<RefundRunReport> {
  const before = new Date(deps.clock().getTime() - olderThanMs);
  return run(
    deps,
    await queryRows<PendingRefund>(
      deps.db,
      sql`${pendingSelect} and r.created_at < ${before} order by r.id limit ${limit}`,
    ),
  );
}
