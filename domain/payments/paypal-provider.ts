import type { Lang } from '../../common/i18n/languages';
import type { ChargeRecord, GatewayResult } from './payment-gateway';

/**
 * What the checkout needs from PayPal (docs/decisions/0039): orders the buyer approves on the
 * provider's page, then authorize and capture. The sandbox simulator implements it.
 */

export interface PaypalPayer {
  email: string;
  firstName: string;
  lastName: string;
}

export interface PaypalOrder {
  id: string;
  amountCents: number;
  status: 'created' | 'approved' | 'canceled' | 'authorized' | 'captured' | 'expired';
  /** Known once the buyer approved. */
  payer: PaypalPayer | null;
}

export interface PaypalProvider {
  readonly name: string;
  /** An order for the amount; the buyer approves it at `approveUrl`, then returns to `returnUrl`. */
  createOrder(input: {
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
    /** The language of the approval page (PayPal's `locale`); the provider's default without it. */
    lang?: Lang;
  }): Promise<{ id: string; approveUrl: string }>;
  order(id: string): Promise<PaypalOrder | null>;
  /** Authorizes and captures an approved order, once per key. */
  capture(input: { orderId: string; idempotencyKey: string }): Promise<GatewayResult<{ chargeId: string }>>;
  refund(input: {
    chargeId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<GatewayResult<{ refundId: string }>>;
  /** The capture a key made, if any (the reconciler's question). */
  findCharge(captureKey: string): Promise<ChargeRecord | null>;
}
