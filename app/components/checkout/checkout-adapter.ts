/**
 * What a checkout buys, as the machine sees it (docs/decisions/0051-checkout-machine): how to place the
 * purchase and PayPal's order, how to read their answers, and what is done once paid. One small object per
 * thing sold (booking-checkout.ts, gift-card-checkout.ts).
 */
import type { UserJson } from '../../../domain/accounts/user-json';
import type { useApi } from '../../lib/api-client';

export type Api = ReturnType<typeof useApi>;

/** A card that passed 3-D Secure, named only by its gateway token and transaction. */
export type CardPayment = { method: 'card'; card_token: string; transaction_id: string };

/** What a purchase or PayPal's return answered: paid, or taken with its payment still pending. */
export type Settled<Result> = { kind: 'paid'; result: Result } | { kind: 'pending'; message: string };

export interface CheckoutAdapter<Order, Result, Uncharged> {
  /**
   * The purchase call: by card, or `Uncharged` (wallet credit, nothing to charge), sent under an
   * Idempotency-Key (the same key again when a lost answer is retried).
   */
  place(
    api: Api,
    input: { order: Order; payment: CardPayment | Uncharged; captchaToken: string; key: string },
  ): Promise<Settled<Result>>;
  /** PayPal's order for the same thing, approved at PayPal; `completePaypalOrder` then pays it. */
  openPaypalOrder(api: Api, input: { order: Order; captchaToken: string }): Promise<PaypalOrder>;
  completePaypalOrder(api: Api, orderId: string): Promise<Settled<Result>>;
  /** Once paid (the machine already shows it): the draft is done with. */
  paid(
    result: Result,
    context: { viaPaypal: boolean; api: Api; setUser: (user: UserJson) => void },
  ): void | Promise<void>;
}

/** An opened PayPal order: where the buyer approves it. */
export interface PaypalOrder {
  id: string;
  approve_url: string;
}
