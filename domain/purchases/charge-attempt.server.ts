/**
 * Steps 4 and 6 of the purchase pipeline (docs/decisions/0039): charging an attempt with its provider,
 * and settling an attempt whose outcome is unknown by asking the provider what its key did. Both end in
 * `confirmAttempt` or `releaseAttempt`; a charge that arrives after its attempt was released is refunded.
 * An attempt pays for a purchase or a gift card (docs/decisions/0041): the same steps, whichever it is.
 */
import { paymentAttemptLifecycle } from '../payments/payment-attempt-lifecycle';
import { step } from '../lifecycle-sql';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { EmailLinks } from '../emails/rendered-email';
import type { GatewayResult, PaymentGateway } from '../payments/payment-gateway';
import type { PaypalProvider } from '../payments/paypal-provider';
import { confirmAttempt, type OnConfirmed, releaseAttempt } from './settle-purchase.server';

export interface ChargeDeps {
  db: Db;
  gateway: PaymentGateway;
  paypal: PaypalProvider;
  clock: () => Date;
  onConfirmed: OnConfirmed;
  /** The public origin of the e-mails a settled gift card writes (receipt, delivery). */
  links: EmailLinks;
}

/** A payment attempt as the pipeline and the reconciler read it. */
export interface AttemptRow {
  id: number;
  /** The purchase the attempt pays for, or null when it pays for a gift card. */
  purchaseId: number | null;
  /** The gift card the attempt pays for (absent or null for a purchase's). */
  giftCardId?: number | null;
  method: 'card' | 'paypal';
  providerKey: string;
  amountCents: number;
  /** The card token or the PayPal order id. */
  source: string;
}

type Failure = Extract<GatewayResult<object>, { ok: false }>;

export type ChargeOutcome =
  | { kind: 'confirmed' }
  | { kind: 'refused'; failure: Failure }
  /** The provider did not answer and could not be asked: the reconciler settles it later. */
  | { kind: 'unknown' };

const captureKey = (attempt: AttemptRow) => `${attempt.providerKey}:capture`;

/** A provider call that throws (a network failure) is an unknown outcome, like a timeout. */
async function call<T extends object>(operation: () => Promise<GatewayResult<T>>): Promise<GatewayResult<T>> {
  try {
    return await operation();
  } catch (error) {
    return { ok: false, code: 'TIMEOUT', message: error instanceof Error ? error.message : String(error) };
  }
}

async function confirm(deps: ChargeDeps, attempt: AttemptRow, chargeId: string): Promise<ChargeOutcome> {
  const settled = await confirmAttempt(deps.db, attempt.id, chargeId, deps.clock(), deps);
  if (settled === 'already-failed') await refundLateCharge(deps, attempt, chargeId);
  return settled === 'already-failed'
    ? { kind: 'refused', failure: { ok: false, code: 'DECLINED', message: 'attempt already released' } }
    : { kind: 'confirmed' };
}

async function release(deps: ChargeDeps, attempt: AttemptRow, failure: Failure): Promise<ChargeOutcome> {
  const settled = await releaseAttempt(deps.db, attempt.id, failure.code, deps.clock());
  return settled === 'already-captured' ? { kind: 'confirmed' } : { kind: 'refused', failure };
}

/** Money taken for an attempt that was released meanwhile goes back at once. */
async function refundLateCharge(deps: ChargeDeps, attempt: AttemptRow, chargeId: string): Promise<void> {
  const input = {
    chargeId,
    amountCents: attempt.amountCents,
    idempotencyKey: `${attempt.providerKey}:refund`,
  };
  const refunded = await call(() =>
    attempt.method === 'card' ? deps.gateway.refund(input) : deps.paypal.refund(input),
  );
  if (refunded.ok) {
    const late = step(paymentAttemptLifecycle, 'refunded', 'system', { from: ['failed'] });
    await queryRows(
      deps.db,
      sql`update payment_attempts set status = ${late.to}, updated_at = ${deps.clock()}
        where id = ${attempt.id} and status in (${late.from})`,
    );
  }
}

/** Step 4: authorize and capture (card) or capture (PayPal) under the attempt's key, then settle. */
export async function chargeAttempt(
  deps: ChargeDeps,
  attempt: AttemptRow,
  card: { transactionId: string } | null,
): Promise<ChargeOutcome> {
  if (attempt.method === 'paypal') {
    const captured = await call(() =>
      deps.paypal.capture({ orderId: attempt.source, idempotencyKey: captureKey(attempt) }),
    );
    if (captured.ok) return confirm(deps, attempt, captured.chargeId);
    return captured.code === 'TIMEOUT' ? settleFromProvider(deps, attempt) : release(deps, attempt, captured);
  }
  const authorized = await call(() =>
    deps.gateway.authorize({
      cardToken: attempt.source,
      transactionId: card?.transactionId ?? '',
      amountCents: attempt.amountCents,
      idempotencyKey: attempt.providerKey,
    }),
  );
  if (!authorized.ok) {
    return authorized.code === 'TIMEOUT'
      ? settleFromProvider(deps, attempt)
      : release(deps, attempt, authorized);
  }
  return captureAuthorized(deps, attempt, authorized.chargeId);
}

async function captureAuthorized(
  deps: ChargeDeps,
  attempt: AttemptRow,
  chargeId: string,
): Promise<ChargeOutcome> {
  const captured = await call(() => deps.gateway.capture({ chargeId, idempotencyKey: captureKey(attempt) }));
  if (captured.ok) return confirm(deps, attempt, chargeId);
  if (captured.code === 'TIMEOUT') return settleFromProvider(deps, attempt);
  // The hold is lifted so the traveller's card is not left blocked for an amount they did not pay.
  await call(() => deps.gateway.void({ chargeId, idempotencyKey: `${attempt.providerKey}:void` }));
  return release(deps, attempt, captured);
}

/**
 * Step 6, for an attempt whose outcome is unknown: the provider's own record of its key decides. A
 * provider that cannot be asked leaves the attempt pending for the next round.
 */
export async function settleFromProvider(deps: ChargeDeps, attempt: AttemptRow): Promise<ChargeOutcome> {
  const key = attempt.method === 'paypal' ? captureKey(attempt) : attempt.providerKey;
  let charge;
  try {
    charge = await (attempt.method === 'paypal' ? deps.paypal : deps.gateway).findCharge(key);
  } catch {
    return { kind: 'unknown' };
  }
  const never: Failure = { ok: false, code: 'DECLINED', message: 'no charge was made' };
  if (!charge || charge.status === 'declined' || charge.status === 'voided' || charge.status === 'refunded') {
    return release(deps, attempt, never);
  }
  if (charge.status === 'authorized') return captureAuthorized(deps, attempt, charge.chargeId);
  return confirm(deps, attempt, charge.chargeId);
}

/** The attempts still pending after `olderThanMs`: the reconciler's work list. */
export async function pendingAttempts(
  db: Db,
  now: Date,
  olderThanMs: number,
  limit = 100,
): Promise<AttemptRow[]> {
  return queryRows<AttemptRow>(
    db,
    sql`select id, purchase_id as "purchaseId", gift_card_id as "giftCardId", method, provider_key as "providerKey",
        amount_cents as "amountCents", coalesce(source, '') as source
      from payment_attempts
      where status = 'pending' and created_at < ${new Date(now.getTime() - olderThanMs)}
      order by id limit ${limit}`,
  );
}
