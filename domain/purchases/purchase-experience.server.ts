/**
 * The purchase pipeline (docs/decisions/0039), whatever the method: checks what the provider can tell
 * before anything is taken, places the purchase in one transaction, charges the attempt under its own
 * key and settles it. The HTTP layer around it owns the Idempotency-Key and the captcha.
 */
import { AppError } from '../errors';
import { gatewayErrorToAppError } from '../payments/gateway-errors';
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

/** The card must be one the gateway issued and authenticated (3-D Secure) before anything is taken. */
async function checkCard(
  deps: ChargeDeps,
  payment: Extract<PaymentChoice, { method: 'card' }>,
): Promise<{ brand: string; last4: string }> {
  const card = await deps.gateway.card(payment.cardToken);
  if (!card) throw new AppError(400, 'CARD_UNKNOWN', 'payment.cardUnknown');
  const authentication = await deps.gateway.validateAuthentication(payment.transactionId);
  if (!authentication.ok) throw gatewayErrorToAppError(authentication);
  if (!authentication.authorized)
    throw new AppError(400, 'AUTHENTICATION_FAILED', 'payment.authenticationFailed');
  return { brand: card.brand, last4: card.last4 };
}

export async function purchaseExperience(
  deps: ChargeDeps,
  request: PurchaseRequest,
): Promise<PurchaseResult> {
  const { payment } = request;
  const card = payment.method === 'card' ? await checkCard(deps, payment) : null;
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
