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
  /** The purchase call: by card, or `Uncharged` (wallet credit, nothing to charge). Sent with an Idempotency-Key. */
  purchasePath: string;
  purchaseBody(order: Order, payment: CardPayment | Uncharged, captchaToken: string): object;
  /** PayPal's order for the same thing; approved at PayPal, then `paypalReturnPath` completes it. */
  paypalOrderPath: string;
  paypalOrderBody(order: Order, captchaToken: string): object;
  paypalReturnPath: string;
  /** The answer of `purchasePath` or `paypalReturnPath`. */
  read(answer: unknown): Settled<Result>;
  /** Once paid (the machine already shows it): the draft is done with. */
  paid(
    result: Result,
    context: { viaPaypal: boolean; api: Api; setUser: (user: UserJson) => void },
  ): void | Promise<void>;
}
