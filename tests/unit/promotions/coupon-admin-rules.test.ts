import { describe, expect, it } from 'vitest';
import {
  couponKindOf,
  type CouponShape,
  couponShapeProblem,
  lockedChanges,
} from '../../../domain/promotions/coupon-admin-rules';

const coupon = (overrides: Partial<CouponShape> = {}): CouponShape => ({
  code: 'SPRING',
  appliesTo: 'booking',
  percent: 15,
  validFrom: null,
  validUntil: null,
  maxPriceByExperienceCents: null,
  maxDiscountAppliedCents: null,
  maxUsesPerUser: 1,
  maxUses: 10,
  experienceIds: [3, 1],
  companyIds: [],
  countryCodes: ['pa'],
  affiliateCode: null,
  ...overrides,
});

describe('fields locked after a coupon is used (docs/decisions/0075-admin-promotions)', () => {
  it('locks nothing on an unused coupon', () => {
    expect(lockedChanges(coupon(), coupon({ percent: 50, code: 'OTHER' }), false)).toEqual([]);
  });

  it('names what a used coupon would change of what it gave and to whom', () => {
    const next = coupon({
      percent: 20,
      maxDiscountAppliedCents: 500,
      companyIds: [2],
      affiliateCode: 'copa',
    });
    expect(lockedChanges(coupon(), next, true)).toEqual([
      'percent',
      'maxDiscountAppliedCents',
      'companyIds',
      'affiliateCode',
    ]);
  });

  it('lets dates and limits change, and reads reordered lists and case as no change', () => {
    const next = coupon({
      validUntil: new Date('2027-01-01T00:00:00Z'),
      maxUses: 20,
      maxUsesPerUser: 3,
      experienceIds: [1, 3, 3],
      countryCodes: ['PA'],
    });
    expect(lockedChanges(coupon(), next, true)).toEqual([]);
  });
});

describe("a coupon's shape", () => {
  it('stores gift-card, affiliate and plain promotion kinds', () => {
    expect(couponKindOf({ appliesTo: 'gift_card', affiliateCode: null })).toBe('gift_card');
    expect(couponKindOf({ appliesTo: 'booking', affiliateCode: 'copa' })).toBe('affiliate');
    expect(couponKindOf({ appliesTo: 'booking', affiliateCode: null })).toBe('promotion');
  });

  it('refuses dates out of order, a restricted gift-card coupon and a limit below the uses so far', () => {
    const from = new Date('2026-12-01T00:00:00Z');
    expect(couponShapeProblem(coupon({ validFrom: from, validUntil: from }), 0)).toBe('COUPON_DATES_INVALID');
    expect(couponShapeProblem(coupon({ appliesTo: 'gift_card' }), 0)).toBe(
      'COUPON_RESTRICTION_NOT_FOR_GIFT_CARDS',
    );
    expect(couponShapeProblem(coupon({ maxUses: 2 }), 3)).toBe('COUPON_MAX_USES_BELOW_USES');
    expect(couponShapeProblem(coupon({ maxUses: 3 }), 3)).toBeNull();
  });
});
