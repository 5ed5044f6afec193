/**
 * What a booking may still give back and where it goes (docs/decisions/0074-admin-booking-support). Pure:
 * the cancellation (cancel-purchase.server.ts) refunds all that remains, an admin's partial refund
 * (domain/admin-bookings/partial-refund.server.ts) a part of it; both split it the same way.
 */

/** What a booking paid and what was already given back (refunds done or on their way), in cents. */
export interface PaidFacts {
  /** Charged to the card or PayPal (the captured attempt; the booking's charge when none was recorded). */
  providerPaidCents: number;
  /** Wallet credit spent on it. */
  walletPaidCents: number;
  /** Given back through the provider so far. */
  providerRefundedCents: number;
  /** Given back to the wallet so far (of any origin: an admin may refund a card payment to the wallet). */
  walletRefundedCents: number;
}

export type RefundDestination = 'original' | 'wallet';

/** Cents by where they go: the provider of the original charge, or the traveller's wallet. */
export interface RefundSplit {
  provider: number;
  wallet: number;
}

/** Paid minus refunded, never below zero. */
export function refundableCents(facts: PaidFacts): number {
  const paid = facts.providerPaidCents + facts.walletPaidCents;
  return Math.max(0, paid - facts.providerRefundedCents - facts.walletRefundedCents);
}

/**
 * Where `amountCents` goes. To the wallet: all of it. To the original method: the provider's charge first,
 * up to what it has left, the rest to the wallet (the part that was paid with credit). The caller checks
 * the amount against `refundableCents` first.
 */
export function splitRefund(facts: PaidFacts, amountCents: number, to: RefundDestination): RefundSplit {
  if (to === 'wallet') return { provider: 0, wallet: amountCents };
  const providerLeft = Math.max(0, facts.providerPaidCents - facts.providerRefundedCents);
  const provider = Math.min(amountCents, providerLeft);
  return { provider, wallet: amountCents - provider };
}

/** A cancellation gives back all that remains, to where it came from. */
export function restOnCancel(facts: PaidFacts): RefundSplit {
  return splitRefund(facts, refundableCents(facts), 'original');
}

/**
 * The part of a refund that pays back the experience's price rather than the service fee: a refund covers
 * the price first (what the traveller paid for the experience, after discounts), the fee only once the
 * whole price is back. Answers the price refunded in total after this refund.
 */
export function priceRefundedAfter(
  priceCents: number,
  refundedBeforeCents: number,
  refundCents: number,
): number {
  return Math.min(Math.max(0, priceCents), refundedBeforeCents + refundCents);
}
