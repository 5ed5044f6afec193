/**
 * Before anything is taken for a card payment (docs/decisions/0039): the card must be one the gateway
 * issued, and its 3-D Secure check must have passed. When the amount to charge is already known (a gift
 * card), the check must also have been for that amount; a booking's amount is decided while placing it,
 * and the gateway binds the check to the amount when it authorizes.
 */
import { AppError } from '../errors';
import { gatewayErrorToAppError } from '../payments/gateway-errors';
import type { ChargeDeps } from './charge-attempt.server';
import type { PaymentChoice } from './purchase-request';

export async function checkAuthenticatedCard(
  deps: Pick<ChargeDeps, 'gateway'>,
  payment: Extract<PaymentChoice, { method: 'card' }>,
  expectedCents?: number,
): Promise<{ brand: string; last4: string; fingerprint: string | null }> {
  const card = await deps.gateway.card(payment.cardToken);
  if (!card) throw new AppError(400, 'CARD_UNKNOWN', 'payment.cardUnknown');
  const authentication = await deps.gateway.validateAuthentication(payment.transactionId);
  if (!authentication.ok) throw gatewayErrorToAppError(authentication);
  if (!authentication.authorized) {
    throw new AppError(400, 'AUTHENTICATION_FAILED', 'payment.authenticationFailed');
  }
  if (expectedCents !== undefined && authentication.amountCents !== expectedCents) {
    throw new AppError(400, 'AUTHENTICATION_AMOUNT_MISMATCH', 'payment.authenticationAmount');
  }
  return { brand: card.brand, last4: card.last4, fingerprint: card.fingerprint ?? null };
}
