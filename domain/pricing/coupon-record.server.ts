/**
 * A coupon as the booking calls read it (docs/product.md § Coupons and gift card amounts): its terms,
 * the experiences it is limited to and how often it was used, in total and by the traveller, in one
 * statement so the counts and the limits come from the same moment.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { CouponTerms } from './coupon';
import type { CouponErrorReason } from '../booking/booking-errors';
import { type CouponRecord, couponRefusal } from './coupon-eligibility';

export interface StoredCoupon {
  id: number;
  record: CouponRecord;
  terms: CouponTerms;
  usesTotal: number;
  /** null when nobody is signed in. */
  usesByUser: number | null;
}

interface CouponRow {
  id: number;
  percent: number;
  max_price_by_experience_cents: number | null;
  max_discount_applied_cents: number | null;
  affiliate_code: string | null;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
  max_uses: number | null;
  max_uses_per_user: number;
  is_active: boolean;
  experience_ids: number[] | null;
  uses_total: number;
  uses_by_user: number | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Codes are compared without case (the column is citext); an unknown code is null. */
export async function loadCoupon(
  db: DbOrTx,
  code: string,
  userId: number | null,
): Promise<StoredCoupon | null> {
  const [row] = await queryRows<CouponRow>(
    db,
    sql`select c.id, c.percent, c.max_price_by_experience_cents, c.max_discount_applied_cents,
          c.affiliate_code, c.valid_from, c.valid_until, c.max_uses, c.max_uses_per_user, c.is_active,
          array(select ce.experience_id from coupon_experiences ce where ce.coupon_id = c.id
            order by ce.experience_id) as experience_ids,
          (select count(*)::int from coupon_uses u where u.coupon_id = c.id) as uses_total,
          case when ${userId}::int is null then null else
            (select count(*)::int from coupon_uses u where u.coupon_id = c.id and u.user_id = ${userId}::int)
          end as uses_by_user
        from coupons c where c.code = ${code}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    record: {
      isActive: row.is_active,
      validFrom: asDate(row.valid_from),
      validUntil: asDate(row.valid_until),
      maxUses: row.max_uses,
      maxUsesPerUser: row.max_uses_per_user,
      affiliateCode: row.affiliate_code,
      experienceIds: row.experience_ids ?? [],
    },
    terms: {
      percent: row.percent,
      maxPriceByExperienceCents: row.max_price_by_experience_cents,
      maxDiscountAppliedCents: row.max_discount_applied_cents,
    },
    usesTotal: row.uses_total,
    usesByUser: row.uses_by_user,
  };
}

/**
 * The coupon behind `code` if this traveller may use it on this experience now, or the reason not
 * (couponRefusal); the price rules follow in the quote.
 */
/** Where and by whom a coupon would be used. */
export interface CouponContext {
  experienceId: number;
  affiliateCode: string | null;
  userId: number | null;
  now: Date;
}

export async function usableCoupon(
  db: DbOrTx,
  code: string,
  context: CouponContext,
): Promise<{ ok: true; coupon: StoredCoupon } | { ok: false; reason: CouponErrorReason }> {
  const coupon = await loadCoupon(db, code, context.userId);
  const reason = couponRefusal(coupon?.record ?? null, {
    experienceId: context.experienceId,
    affiliateCode: context.affiliateCode,
    usesTotal: coupon?.usesTotal ?? 0,
    usesByUser: coupon?.usesByUser ?? null,
    now: context.now,
  });
  return reason || !coupon ? { ok: false, reason: reason ?? 'COUPON_NOT_FOUND' } : { ok: true, coupon };
}
