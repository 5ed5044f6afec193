import { describe, expect, it } from 'vitest';
import { payableReversalCents } from '../../../domain/earnings/earnings-rules';
import {
  type PaidFacts,
  priceRefundedAfter,
  refundableCents,
  restOnCancel,
  splitRefund,
} from '../../../domain/purchases/refund-split';

/** What remains refundable and where a refund goes (docs/decisions/0074-admin-booking-support). */
const paid = (overrides: Partial<PaidFacts> = {}): PaidFacts => ({
  providerPaidCents: 3600,
  walletPaidCents: 1500,
  providerRefundedCents: 0,
  walletRefundedCents: 0,
  ...overrides,
});

describe('refund split', () => {
  it('what remains is paid minus refunded, never below zero', () => {
    expect(refundableCents(paid())).toBe(5100);
    expect(refundableCents(paid({ providerRefundedCents: 1000, walletRefundedCents: 600 }))).toBe(3500);
    expect(refundableCents(paid({ providerRefundedCents: 3600, walletRefundedCents: 2000 }))).toBe(0);
  });

  it('to the wallet: all of it; to the original: the charge first, the rest to the wallet', () => {
    expect(splitRefund(paid(), 2000, 'wallet')).toEqual({ provider: 0, wallet: 2000 });
    expect(splitRefund(paid(), 2000, 'original')).toEqual({ provider: 2000, wallet: 0 });
    expect(splitRefund(paid(), 4000, 'original')).toEqual({ provider: 3600, wallet: 400 });
    // A charge already refunded in part has only its rest left.
    expect(splitRefund(paid({ providerRefundedCents: 3000 }), 1000, 'original')).toEqual({
      provider: 600,
      wallet: 400,
    });
  });

  it('a cancellation gives back the rest, whatever went to the wallet before', () => {
    expect(restOnCancel(paid())).toEqual({ provider: 3600, wallet: 1500 });
    // 20 USD of a card payment went to the wallet: the card gets back only what remains in total.
    expect(
      restOnCancel(paid({ walletPaidCents: 0, providerPaidCents: 5100, walletRefundedCents: 2000 })),
    ).toEqual({ provider: 3100, wallet: 0 });
    expect(restOnCancel(paid({ providerRefundedCents: 3600, walletRefundedCents: 1400 }))).toEqual({
      provider: 0,
      wallet: 100,
    });
  });

  it('a refund pays back the price first, the service fee last', () => {
    expect(priceRefundedAfter(5000, 0, 2000)).toBe(2000);
    expect(priceRefundedAfter(5000, 4500, 600)).toBe(5000);
    expect(priceRefundedAfter(0, 0, 100)).toBe(0);
  });

  it('the payable reversed in total is the payable × the price refunded so far, half up, at most all', () => {
    expect(payableReversalCents(4000, 5000, 2000)).toBe(1600);
    expect(payableReversalCents(4000, 5000, 1)).toBe(1);
    expect(payableReversalCents(4001, 5000, 2500)).toBe(2001);
    expect(payableReversalCents(4000, 5000, 5000)).toBe(4000);
    expect(payableReversalCents(4000, 5000, 0)).toBe(0);
  });
});
