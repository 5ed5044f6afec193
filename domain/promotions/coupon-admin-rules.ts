/**
 * The back office's rules for writing a coupon (docs/decisions/0075-admin-promotions), apart from HTTP and SQL:
 * which fields lock once the coupon was used (they would rewrite what past receipts say), what its stored
 * kind is, and which combinations make no sense.
 */
import type { CouponKind, CouponUse } from '../pricing/coupon-eligibility';

/** The back office's list filters: every coupon, the active ones, the paused ones. */
export const COUPON_FILTERS = ['all', 'active', 'paused'] as const;

/** A coupon as the admin reads and writes it (cents inside the domain). */
export interface CouponShape {
  code: string;
  appliesTo: CouponUse;
  percent: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxPriceByExperienceCents: number | null;
  maxDiscountAppliedCents: number | null;
  maxUsesPerUser: number;
  maxUses: number | null;
  experienceIds: number[];
  companyIds: number[];
  countryCodes: string[];
  affiliateCode: string | null;
}

/**
 * Locked after the first use: what the coupon gave and to whom. Its dates, its limits and whether it is
 * paused stay editable: they only decide future uses (a limit lowered below the uses so far is refused, so
 * the numbers stay true).
 */
export const LOCKED_AFTER_USE = [
  'code',
  'appliesTo',
  'percent',
  'maxPriceByExperienceCents',
  'maxDiscountAppliedCents',
  'experienceIds',
  'companyIds',
  'countryCodes',
  'affiliateCode',
] as const satisfies readonly (keyof CouponShape)[];

export type LockedField = (typeof LOCKED_AFTER_USE)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The coupon as stored: sorted, deduplicated lists and upper-case countries, so equal means equal. */
export function normalizedCoupon(coupon: CouponShape): CouponShape {
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  return {
    ...coupon,
    experienceIds: sorted(coupon.experienceIds),
    companyIds: sorted(coupon.companyIds),
    countryCodes: [...new Set(coupon.countryCodes.map((code) => code.toUpperCase()))].sort(),
  };
}

/** The locked fields an edit would change on a coupon already used (none when it was never used). */
export function lockedChanges(current: CouponShape, next: CouponShape, used: boolean): LockedField[] {
  if (!used) return [];
  const [a, b] = [normalizedCoupon(current), normalizedCoupon(next)];
  return LOCKED_AFTER_USE.filter((field) => !same(a[field], b[field]));
}

/** The stored kind: gift-card coupons, affiliate coupons (limited to an affiliate) and plain promotions. */
export function couponKindOf(coupon: Pick<CouponShape, 'appliesTo' | 'affiliateCode'>): CouponKind {
  if (coupon.appliesTo === 'gift_card') return 'gift_card';
  return coupon.affiliateCode ? 'affiliate' : 'promotion';
}

export type CouponShapeProblem =
  'COUPON_DATES_INVALID' | 'COUPON_RESTRICTION_NOT_FOR_GIFT_CARDS' | 'COUPON_MAX_USES_BELOW_USES';

/** The first thing wrong with a coupon as it would be stored, or null. */
export function couponShapeProblem(coupon: CouponShape, usesCount: number): CouponShapeProblem | null {
  if (coupon.validFrom && coupon.validUntil && coupon.validUntil <= coupon.validFrom) {
    return 'COUPON_DATES_INVALID';
  }
  const restricted =
    coupon.experienceIds.length + coupon.companyIds.length + coupon.countryCodes.length > 0 ||
    coupon.affiliateCode !== null;
  if (coupon.appliesTo === 'gift_card' && restricted) return 'COUPON_RESTRICTION_NOT_FOR_GIFT_CARDS';
  if (coupon.maxUses !== null && coupon.maxUses < usesCount) return 'COUPON_MAX_USES_BELOW_USES';
  return null;
}

/** The catalogue key of each problem's message. */
export const COUPON_ADMIN_ERROR_KEYS = {
  COUPON_DATES_INVALID: 'adminCoupons.errors.dates',
  COUPON_RESTRICTION_NOT_FOR_GIFT_CARDS: 'adminCoupons.errors.giftCardRestricted',
  COUPON_MAX_USES_BELOW_USES: 'adminCoupons.errors.maxUsesBelowUses',
} as const satisfies Record<CouponShapeProblem, string>;
