/**
 * A coupon as the booking calls read it (docs/product.md § Coupons and gift card amounts): its terms,
 * the experiences it is limited to and how often it was used, in total and by the traveller (the
 * counters the database keeps with every use, docs/decisions/0045), in one statement so the counts and
 * the limits come from the same moment.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CouponTerms } from './coupon';
import type { CouponErrorReason } from '../booking/booking-errors';
import { type CouponKind, type CouponRecord, couponRefusal, type CouponUse } from './coupon-eligibility';

export interface StoredCoupon {
  id: number;
  /** The code as stored (its case), for receipts. */
  code: string;
  kind: CouponKind;
  record: CouponRecord;
  terms: CouponTerms;
  usesTotal: number;
  /** null when nobody is signed in. */
  usesByUser: number | null;
  /** The company and country of the experience asked about (null: none, or not an experience). */
  experienceCompanyId: number | null;
  experienceCountryId: number | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

const userId = sql`${sql.placeholder('userId')}::int`;
const experienceId = sql`${sql.placeholder('experienceId')}::int`;

/**
 * The lookup as a prepared statement: the quote runs it on every request with a coupon, and planning
 * its subqueries cost PostgreSQL more than running them (about 0.6 ms against 0.15 ms). Prepared
 * once per database handle; the driver keeps the plan per connection (as booking-input.server.ts).
 */
function prepareLookup(db: DbOrTx) {
  return db
    .select({
      id: sql<number>`c.id`,
      code: sql<string>`c.code::text`,
      kind: sql<StoredCoupon['kind']>`c.kind`,
      percent: sql<number>`c.percent`,
      max_price_by_experience_cents: sql<number | null>`c.max_price_by_experience_cents`,
      max_discount_applied_cents: sql<number | null>`c.max_discount_applied_cents`,
      affiliate_code: sql<string | null>`c.affiliate_code`,
      valid_from: sql<Date | string | null>`c.valid_from`,
      valid_until: sql<Date | string | null>`c.valid_until`,
      max_uses: sql<number | null>`c.max_uses`,
      max_uses_per_user: sql<number>`c.max_uses_per_user`,
      is_active: sql<boolean>`c.is_active`,
      experience_ids: sql<number[] | null>`array(select ce.experience_id from coupon_experiences ce
        where ce.coupon_id = c.id order by ce.experience_id)`,
      company_ids: sql<number[] | null>`array(select cc.company_id from coupon_companies cc
        where cc.coupon_id = c.id order by cc.company_id)`,
      country_ids: sql<number[] | null>`array(select co.country_id from coupon_countries co
        where co.coupon_id = c.id order by co.country_id)`,
      experience_company_id: sql<number | null>`(select e.company_id from experiences e
        where e.id = ${experienceId})`,
      experience_country_id: sql<number | null>`(select e.country_id from experiences e
        where e.id = ${experienceId})`,
      uses_total: sql<number>`c.uses_count`,
      uses_by_user: sql<number | null>`case when ${userId} is null then null else coalesce(
        (select u.uses from coupon_user_uses u where u.coupon_id = c.id and u.user_id = ${userId}), 0) end`,
    })
    .from(sql`coupons c`)
    .where(sql`c.code = ${sql.placeholder('code')}`)
    .prepare('coupon_lookup');
}

const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareLookup>>();

/** Codes are compared without case (the column is citext); an unknown code is null. */
export async function loadCoupon(
  db: DbOrTx,
  code: string,
  userId: number | null,
  experienceId: number | null = null,
): Promise<StoredCoupon | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareLookup(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ code, userId, experienceId });
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    record: {
      kind: row.kind,
      isActive: row.is_active,
      validFrom: asDate(row.valid_from),
      validUntil: asDate(row.valid_until),
      maxUses: row.max_uses,
      maxUsesPerUser: row.max_uses_per_user,
      affiliateCode: row.affiliate_code,
      experienceIds: row.experience_ids ?? [],
      companyIds: row.company_ids ?? [],
      countryIds: row.country_ids ?? [],
    },
    terms: {
      percent: row.percent,
      maxPriceByExperienceCents: row.max_price_by_experience_cents,
      maxDiscountAppliedCents: row.max_discount_applied_cents,
    },
    usesTotal: row.uses_total,
    usesByUser: row.uses_by_user,
    experienceCompanyId: row.experience_company_id,
    experienceCountryId: row.experience_country_id,
  };
}

/** Where and by whom a coupon would be used. */
export interface CouponContext {
  experienceId: number;
  /** The booking's affiliate: the call's, else the `affiliate` cookie's (docs/decisions/0038). */
  affiliateCode: string | null;
  userId: number | null;
  now: Date;
  /** Where the coupon would be used; a booking unless said. */
  use?: CouponUse;
}

/**
 * The coupon behind `code` if this traveller may use it on this experience now, or the reason not
 * (couponRefusal); the price rules follow in the quote.
 */
export async function usableCoupon(
  db: DbOrTx,
  code: string,
  context: CouponContext,
): Promise<{ ok: true; coupon: StoredCoupon } | { ok: false; reason: CouponErrorReason }> {
  const coupon = await loadCoupon(db, code, context.userId, context.experienceId);
  const reason = couponRefusal(coupon?.record ?? null, {
    experienceId: context.experienceId,
    companyId: coupon?.experienceCompanyId ?? null,
    countryId: coupon?.experienceCountryId ?? null,
    affiliateCode: context.affiliateCode,
    usesTotal: coupon?.usesTotal ?? 0,
    usesByUser: coupon?.usesByUser ?? null,
    now: context.now,
    use: context.use ?? 'booking',
  });
  return reason || !coupon ? { ok: false, reason: reason ?? 'COUPON_NOT_FOUND' } : { ok: true, coupon };
}
