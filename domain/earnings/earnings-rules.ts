/**
 * What moves a company's payable (docs/decisions/0066-earnings-ledger.md): a booking earned when it is
 * confirmed, reversed in proportion to the part of its price refunded (decision 0064 § Reversals), and
 * payouts. Pure: the postings (earnings-ledger.server.ts) and the statement (statement.ts) read these.
 */

/** The ledger transaction kinds of operators' earnings, each referenced by its cause. */
export const EARNING_KINDS = {
  /** A booking confirmed: referenced `purchase/{id}`. */
  earned: 'operator_earning',
  /** A refund of a booking: referenced `purchase/{id}` (a booking is cancelled, so refunded, once). */
  reversal: 'operator_earning_reversal',
  /** Money paid out to the company: referenced `payout/{id}`. */
  payout: 'operator_payout',
} as const;

export type EarningKind = keyof typeof EARNING_KINDS;

/** The statuses of a booking whose payable stands: confirmed and after, until a cancellation. */
export const EARNING_STATUSES = ['confirmed', 'in_progress', 'completed'] as const;

/**
 * The part of a posted payable a refund reverses: the payable × the refunded part of the price, rounded
 * half up to the cent, never more than was earned. A supplier cancellation refunds all the price, so all
 * of it goes back.
 */
export function payableReversalCents(
  earnedCents: number,
  priceCents: number,
  refundedPriceCents: number,
): number {
  if (earnedCents <= 0 || refundedPriceCents <= 0) return 0;
  if (priceCents <= 0 || refundedPriceCents >= priceCents) return earnedCents;
  const reversed = Math.floor((2 * earnedCents * refundedPriceCents + priceCents) / (2 * priceCents));
  return Math.min(earnedCents, reversed);
}
