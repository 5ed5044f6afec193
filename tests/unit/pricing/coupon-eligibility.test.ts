import { describe, expect, it } from 'vitest';
import { COUPON_ERROR_REASONS } from '../../../domain/booking/booking-errors';
import {
  type CouponRecord,
  type CouponUseContext,
  couponRefusal,
} from '../../../domain/pricing/coupon-eligibility';

const NOW = new Date('2026-11-24T15:00:00Z');

const coupon = (overrides: Partial<CouponRecord> = {}): CouponRecord => ({
  kind: 'promotion',
  isActive: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerUser: 1,
  affiliateCode: null,
  experienceIds: [],
  companyIds: [],
  countryIds: [],
  ...overrides,
});

const context = (overrides: Partial<CouponUseContext> = {}): CouponUseContext => ({
  experienceId: 12,
  companyId: 7,
  countryId: 2,
  affiliateCode: null,
  usesTotal: 0,
  usesByUser: 0,
  now: NOW,
  use: 'booking',
  ...overrides,
});

const expired = new Date('2026-11-24T14:59:59Z');

describe('coupon eligibility (docs/product.md § Coupons and gift card amounts)', () => {
  const cases: {
    name: string;
    coupon: CouponRecord | null;
    context?: Partial<CouponUseContext>;
    reason: string | null;
  }[] = [
    { name: 'an open coupon', coupon: coupon(), reason: null },
    { name: 'no such code', coupon: null, reason: 'COUPON_NOT_FOUND' },
    { name: 'switched off', coupon: coupon({ isActive: false }), reason: 'COUPON_NOT_FOUND' },
    {
      name: 'not valid yet',
      coupon: coupon({ validFrom: new Date('2026-12-01T00:00:00Z') }),
      reason: 'COUPON_NOT_FOUND',
    },
    {
      name: 'expired',
      coupon: coupon({ validUntil: new Date('2026-11-24T14:59:59Z') }),
      reason: 'COUPON_EXPIRED',
    },
    { name: 'valid until this very instant', coupon: coupon({ validUntil: NOW }), reason: null },
    {
      name: 'used up by everybody',
      coupon: coupon({ maxUses: 100 }),
      context: { usesTotal: 100 },
      reason: 'COUPON_EXPIRED',
    },
    { name: 'one use left', coupon: coupon({ maxUses: 100 }), context: { usesTotal: 99 }, reason: null },
    {
      name: 'already used by this traveller',
      coupon: coupon(),
      context: { usesByUser: 1 },
      reason: 'COUPON_MAX_USES_BY_USER',
    },
    {
      name: 'a visitor not signed in is checked at payment',
      coupon: coupon(),
      context: { usesByUser: null },
      reason: null,
    },
    {
      name: 'for another affiliate',
      coupon: coupon({ affiliateCode: 'copa' }),
      context: { affiliateCode: 'other' },
      reason: 'COUPON_NOT_VALID_FOR_AFFILIATE',
    },
    {
      name: 'for an affiliate, without one',
      coupon: coupon({ affiliateCode: 'copa' }),
      reason: 'COUPON_NOT_VALID_FOR_AFFILIATE',
    },
    {
      name: 'for its affiliate, any case',
      coupon: coupon({ affiliateCode: 'copa' }),
      context: { affiliateCode: 'COPA' },
      reason: null,
    },
    {
      name: 'for other experiences',
      coupon: coupon({ experienceIds: [3, 4] }),
      reason: 'COUPON_NOT_VALID_FOR_PRODUCT',
    },
    { name: 'for this experience', coupon: coupon({ experienceIds: [3, 12] }), reason: null },
    {
      name: 'for other companies',
      coupon: coupon({ companyIds: [3, 4] }),
      reason: 'COUPON_NOT_VALID_FOR_PRODUCT',
    },
    { name: "for this experience's company", coupon: coupon({ companyIds: [7] }), reason: null },
    {
      name: 'for other countries',
      coupon: coupon({ countryIds: [1, 3] }),
      reason: 'COUPON_NOT_VALID_FOR_PRODUCT',
    },
    { name: "for this experience's country", coupon: coupon({ countryIds: [2] }), reason: null },
    {
      name: 'limited to a company, on a gift card',
      coupon: coupon({ kind: 'gift_card', companyIds: [7] }),
      context: { use: 'gift_card', companyId: null, countryId: null },
      reason: 'COUPON_NOT_VALID_FOR_PRODUCT',
    },
    {
      name: 'a gift-card coupon on a booking',
      coupon: coupon({ kind: 'gift_card' }),
      reason: 'COUPON_NOT_FOUND',
    },
    {
      name: 'a booking coupon on a gift card',
      coupon: coupon({ kind: 'affiliate' }),
      context: { use: 'gift_card' },
      reason: 'COUPON_NOT_FOUND',
    },
    {
      name: 'a gift-card coupon on a gift card',
      coupon: coupon({ kind: 'gift_card' }),
      context: { use: 'gift_card' },
      reason: null,
    },
    // An expired coupon is expired whatever else would refuse it (docs/decisions/0045).
    {
      name: 'expired and already used by this traveller',
      coupon: coupon({ validUntil: expired }),
      context: { usesByUser: 1 },
      reason: 'COUPON_EXPIRED',
    },
    {
      name: 'expired, for another affiliate and other experiences',
      coupon: coupon({ validUntil: expired, affiliateCode: 'copa', experienceIds: [3] }),
      reason: 'COUPON_EXPIRED',
    },
    {
      name: 'an expired gift-card coupon on a booking',
      coupon: coupon({ kind: 'gift_card', validUntil: expired }),
      reason: 'COUPON_EXPIRED',
    },
    {
      name: 'an expired booking coupon on a gift card',
      coupon: coupon({ validUntil: expired }),
      context: { use: 'gift_card' },
      reason: 'COUPON_EXPIRED',
    },
    // The traveller's own limit is named before the coupon's: the database counts in that order.
    {
      name: 'used by this traveller and by everybody',
      coupon: coupon({ maxUses: 3 }),
      context: { usesTotal: 3, usesByUser: 1 },
      reason: 'COUPON_MAX_USES_BY_USER',
    },
  ];
  it.each(cases)('$name → $reason', ({ coupon: record, context: overrides, reason }) => {
    expect(couponRefusal(record, context(overrides))).toBe(reason);
  });

  it('shows each reason with the message key the product names', () => {
    expect(COUPON_ERROR_REASONS).toMatchObject({
      COUPON_MAX_USES_BY_USER: 'resumeCard.couponHasMaxUsesPerUser',
      COUPON_EXPIRED: 'resumeCard.couponExpired',
      COUPON_NOT_VALID_FOR_AFFILIATE: 'resumeCard.couponAffiliateInvalid',
      COUPON_NOT_VALID_FOR_PRODUCT: 'resumeCard.couponInvalid',
      COUPON_NOT_FOUND: 'resumeCard.couponInvalid',
      COUPON_PRICE_NOT_ELIGIBLE: 'resumeCard.couponNotElegiblePrice',
    });
  });
});
