import type { StoredPurchaseStatus } from '../../domain/purchases/purchase-lifecycle';
import { writeStatusHistory } from '../../domain/purchases/purchase-status-write.server';
import type { DbOrTx } from '../client';
import { paymentAttempts, sandboxCharges } from '../schema/payments';
import { purchaseRefunds } from '../schema/purchases';

/**
 * The card (or PayPal) side of a booking: its attempt and, for cards, the sandbox charge under the
 * attempt's key: captured, or refunded in full for a cancelled booking (with its refund recorded).
 * A pending booking has nothing charged yet.
 */
export async function writeDemoPayment(
  db: DbOrTx,
  b: {
    id: number;
    userId: number;
    code: string;
    payment: string;
    status: string;
    charged: number;
    bookedAt: Date;
    canceledAt: Date | null;
  },
) {
  if (b.charged <= 0 || b.status === 'created') return;
  const method = b.payment === 'paypal' ? 'paypal' : 'card';
  const providerKey = `demo-${b.code.toLowerCase()}`;
  const chargeId = `ch_demo_${b.code.toLowerCase()}`;
  const refunded = b.canceledAt !== null;
  await db.insert(paymentAttempts).values({
    purchaseId: b.id,
    userId: b.userId,
    method,
    provider: method === 'card' ? 'sandbox' : 'sandbox-paypal',
    providerKey,
    amountCents: b.charged,
    status: refunded ? 'refunded' : 'captured',
    providerReference: chargeId,
    source: method === 'card' ? 'tok_demo_visa' : null,
    createdAt: b.bookedAt,
    updatedAt: b.canceledAt ?? b.bookedAt,
  });
  if (method !== 'card') return;
  await db.insert(sandboxCharges).values({
    id: chargeId,
    idempotencyKey: providerKey,
    operation: 'authorize',
    cardToken: 'tok_demo_visa',
    amountCents: b.charged,
    status: refunded ? 'refunded' : 'captured',
    refundedCents: refunded ? b.charged : 0,
    createdAt: b.bookedAt,
    updatedAt: b.canceledAt ?? b.bookedAt,
  });
  if (!refunded) return;
  await db.insert(purchaseRefunds).values({
    purchaseId: b.id,
    method: 'card',
    amountCents: b.charged,
    status: 'done',
    providerKey: `${providerKey}:refund`,
    providerReference: `${chargeId}~refund~demo`,
    attempts: 1,
    createdAt: b.canceledAt!,
    updatedAt: b.canceledAt!,
  });
}

/**
 * A demo booking's history, through the history's one writer (so only steps the lifecycle allows): placed
 * by the traveller, then paid (the payment pipeline's step) or cancelled by whoever cancelled it. The
 * agenda's later statuses (in progress, completed) are the status job's to record, not the seed's.
 */
export async function writeDemoHistory(
  db: DbOrTx,
  b: {
    purchaseId: number;
    userId: number;
    status: StoredPurchaseStatus;
    bookedAt: Date;
    canceledAt: Date | null;
  },
) {
  const { purchaseId } = b;
  await writeStatusHistory(
    db,
    [{ purchaseId, from: null, to: 'created', actor: 'customer', actorUserId: b.userId }],
    b.bookedAt,
  );
  if (b.status === 'created') return;
  const to = b.canceledAt ? b.status : 'confirmed';
  const actor = to === 'canceled_by_supplier' ? 'supplier' : to === 'confirmed' ? 'system' : 'customer';
  await writeStatusHistory(db, [{ purchaseId, from: 'created', to, actor }], b.canceledAt ?? b.bookedAt);
}
