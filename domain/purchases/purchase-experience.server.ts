/**
 * The purchase pipeline (docs/decisions/0039), whatever the method: checks what the provider can tell
 * before anything is taken, places the purchase in one transaction, charges the attempt under its own
 * key and settles it. The HTTP layer around it owns the Idempotency-Key and the captcha.
 */
import type { AppError } from '../errors';
import { gatewayErrorToAppError } from '../payments/gateway-errors';
import { checkAuthenticatedCard } from './card-check.server';
import { type ChargeDeps, chargeAttempt } from './charge-attempt.server';
import { placePurchase } from './place-purchase.server';
import type { PaymentChoice, PurchaseSelection } from './purchase-request';

export interface PurchaseRequest {
  userId: number;
  selection: PurchaseSelection;
  payment: PaymentChoice;
  lang: 'es' | 'en';
  /** A PayPal order's amount: the purchase must cost exactly that. */
  expectedChargeCents?: number;
  /** Called once the purchase exists, before any provider is asked (the Idempotency-Key's link). */
  onPlaced?: (purchaseId: number) => Promise<void>;
}

export type PurchaseResult =
  | { status: 'confirmed'; purchaseId: number }
  /** The provider refused: everything was given back, the purchase is cancelled. */
  | { status: 'failed'; purchaseId: number; error: AppError }
  /** The provider's answer is unknown; the reconciler settles it within minutes. */
  | { status: 'pending'; purchaseId: number };

export async function purchaseExperience(
  deps: ChargeDeps,
  request: PurchaseRequest,
): Promise<PurchaseResult> {
  const { payment } = request;
  const card = payment.method === 'card' ? await checkAuthenticatedCard(deps, payment) : null;
  const placed = await placePurchase(deps.db, {
    userId: request.userId,
    selection: request.selection,
    payment,
    provider: payment.method === 'paypal' ? deps.paypal.name : deps.gateway.name,
    card,
    lang: request.lang,
    now: deps.clock(),
    expectedChargeCents: request.expectedChargeCents,
    onConfirmed: deps.onConfirmed,
  });
  await request.onPlaced?.(placed.purchaseId);
  if (!placed.attempt || payment.method === 'wallet') {
    return { status: 'confirmed', purchaseId: placed.purchaseId };
  }
  const outcome = await chargeAttempt(
    deps,
    {
      id: placed.attempt.id,
      purchaseId: placed.purchaseId,
      method: payment.method,
      providerKey: placed.attempt.providerKey,
      amountCents: placed.chargeCents,
      source: payment.method === 'card' ? payment.cardToken : payment.orderId,
    },
    payment.method === 'card' ? { transactionId: payment.transactionId } : null,
  );
  if (outcome.kind === 'confirmed') return { status: 'confirmed', purchaseId: placed.purchaseId };
  if (outcome.kind === 'unknown') return { status: 'pending', purchaseId: placed.purchaseId };
  return { status: 'failed', purchaseId: placed.purchaseId, error: gatewayErrorToAppError(outcome.failure) };
}
