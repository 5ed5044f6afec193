import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMISSION_BPS, operatorShare } from '../../../domain/earnings/operator-share';

describe('operatorShare', () => {
  const amounts = { subtotalCents: 10_000, groupDiscountCents: 1_000, addOnsCents: 2_500 };

  it('takes the commission from the price after the group discount and with the add-ons', () => {
    expect(operatorShare(amounts, DEFAULT_COMMISSION_BPS)).toEqual({
      priceCents: 11_500,
      commissionCents: 2_300,
      payableCents: 9_200,
    });
  });

  it('rounds the commission half up to the cent, and the parts always add up to the price', () => {
    const share = operatorShare({ subtotalCents: 1_234, groupDiscountCents: 0, addOnsCents: 0 }, 1_250);
    // 1,234 × 12.5 % = 154.25 cents
    expect(share.commissionCents).toBe(154);
    expect(
      operatorShare({ subtotalCents: 1_236, groupDiscountCents: 0, addOnsCents: 0 }, 1_250).commissionCents,
    ).toBe(
      155, // 154.5 → 155
    );
    expect(share.commissionCents + share.payableCents).toBe(share.priceCents);
  });

  it('allows no commission and a full one, and refuses a rate outside 0–100 %', () => {
    expect(operatorShare(amounts, 0).payableCents).toBe(11_500);
    expect(operatorShare(amounts, 10_000).payableCents).toBe(0);
    expect(() => operatorShare(amounts, -1)).toThrow(RangeError);
    expect(() => operatorShare(amounts, 10_001)).toThrow(RangeError);
    expect(() => operatorShare(amounts, 20.5)).toThrow(RangeError);
  });
});
