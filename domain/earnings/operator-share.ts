/**
 * What an operator earns on a booking (docs/decisions/0064-operator-earnings-basis.md): the booking's price
 * (the participants' prices less the group discount, plus the add-ons) less the marketplace's commission.
 * Coupon discounts and wallet credit are the marketplace's promotions and the service fee is its income,
 * so none of them changes what the operator earns.
 */

export const DEFAULT_COMMISSION_BPS = 2000;

export interface BookingAmounts {
  subtotalCents: number;
  groupDiscountCents: number;
  addOnsCents: number;
}

export interface OperatorShare {
  /** The price the commission is taken from. */
  priceCents: number;
  commissionCents: number;
  /** What the marketplace owes the operator: price less commission. */
  payableCents: number;
}

/** The operator's share of one booking; the commission is rounded to the nearest cent, half up. */
export function operatorShare(amounts: BookingAmounts, commissionBps: number): OperatorShare {
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000) {
    throw new RangeError(`commission out of range: ${commissionBps}`);
  }
  const priceCents = amounts.subtotalCents - amounts.groupDiscountCents + amounts.addOnsCents;
  const commissionCents = Math.floor((priceCents * commissionBps + 5_000) / 10_000);
  return { priceCents, commissionCents, payableCents: priceCents - commissionCents };
}

/** The purchase row's columns that keep a share (`commission_cents`, `operator_payable_cents`). */
export function shareColumns(share: OperatorShare): {
  commissionCents: number;
  operatorPayableCents: number;
} {
  return { commissionCents: share.commissionCents, operatorPayableCents: share.payableCents };
}
