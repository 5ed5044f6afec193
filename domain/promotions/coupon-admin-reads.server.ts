/**
 * Coupons as the back office reads them (docs/decisions/0075-admin-promotions): every field, its restrictions,
 * and the numbers used so far (from the standing `coupon_uses`: a use given back no longer counts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { centsToUsd } from '../pricing/money';
import type { AdminCoupon } from './coupon-admin-contract';
import { type CouponShape, LOCKED_AFTER_USE } from './coupon-admin-rules';

export interface CouponRow {
  id: number;
  code: string;
  kind: 'promotion' | 'affiliate' | 'gift_card';
  percent: number;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
  max_price_by_experience_cents: number | null;
  max_discount_applied_cents: number | null;
  max_uses_per_user: number;
  max_uses: number | null;
  affiliate_code: string | null;
  is_active: boolean;
  uses_count: number;
  created_at: Date | string;
  experience_ids: number[] | null;
  company_ids: number[] | null;
  country_codes: string[] | null;
  travellers: number;
  discount_cents: number;
  used: boolean;
}

const selectCoupons = (where: SQL, tail: SQL = sql``) => sql`
  select c.id, c.code::text as code, c.kind::text as kind, c.percent, c.valid_from, c.valid_until,
    c.max_price_by_experience_cents, c.max_discount_applied_cents, c.max_uses_per_user, c.max_uses,
    c.affiliate_code, c.is_active, c.uses_count, c.created_at,
    array(select x.experience_id from coupon_experiences x where x.coupon_id = c.id order by 1) as experience_ids,
    array(select x.company_id from coupon_companies x where x.coupon_id = c.id order by 1) as company_ids,
    array(select k.iso_code from coupon_countries x join countries k on k.id = x.country_id
      where x.coupon_id = c.id order by 1) as country_codes,
    (select count(distinct u.user_id)::int from coupon_uses u where u.coupon_id = c.id) as travellers,
    (select coalesce(sum(u.discount_cents), 0)::int from coupon_uses u where u.coupon_id = c.id) as discount_cents,
    (c.uses_count > 0
      or exists (select 1 from coupon_uses u where u.coupon_id = c.id)
      or exists (select 1 from purchases p where p.coupon_id = c.id)
      or exists (select 1 from gift_cards g where g.coupon_id = c.id)) as used
  from coupons c where ${where} ${tail}`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

export function shapeOf(row: CouponRow): CouponShape {
  return {
    code: row.code,
    appliesTo: row.kind === 'gift_card' ? 'gift_card' : 'booking',
    percent: row.percent,
    validFrom: date(row.valid_from),
    validUntil: date(row.valid_until),
    maxPriceByExperienceCents: row.max_price_by_experience_cents,
    maxDiscountAppliedCents: row.max_discount_applied_cents,
    maxUsesPerUser: row.max_uses_per_user,
    maxUses: row.max_uses,
    experienceIds: row.experience_ids ?? [],
    companyIds: row.company_ids ?? [],
    countryCodes: row.country_codes ?? [],
    affiliateCode: row.affiliate_code,
  };
}

const SNAKE: Record<(typeof LOCKED_AFTER_USE)[number], string> = {
  code: 'code',
  appliesTo: 'applies_to',
  percent: 'percent',
  maxPriceByExperienceCents: 'max_price_by_experience',
  maxDiscountAppliedCents: 'max_discount_applied',
  experienceIds: 'experience_ids',
  companyIds: 'company_ids',
  countryCodes: 'country_codes',
  affiliateCode: 'affiliate_code',
};

/** The API's name of a locked field. */
export const apiFieldName = (field: (typeof LOCKED_AFTER_USE)[number]) => SNAKE[field];

export function couponReply(row: CouponRow): AdminCoupon {
  const shape = shapeOf(row);
  const usd = (cents: number | null) => (cents === null ? null : centsToUsd(cents));
  return {
    id: row.id,
    code: shape.code,
    applies_to: shape.appliesTo,
    percent: shape.percent,
    valid_from: iso(row.valid_from),
    valid_until: iso(row.valid_until),
    max_price_by_experience: usd(shape.maxPriceByExperienceCents),
    max_discount_applied: usd(shape.maxDiscountAppliedCents),
    max_uses_per_user: shape.maxUsesPerUser,
    max_uses: shape.maxUses,
    experience_ids: shape.experienceIds,
    company_ids: shape.companyIds,
    country_codes: shape.countryCodes,
    affiliate_code: shape.affiliateCode,
    is_active: row.is_active,
    uses_count: row.uses_count,
    travellers: row.travellers,
    discount_given: centsToUsd(row.discount_cents),
    used: row.used,
    locked_fields: row.used ? LOCKED_AFTER_USE.map(apiFieldName) : [],
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One coupon, locked for the caller's transaction when `forUpdate`; undefined when unknown. */
export async function readCoupon(db: DbOrTx, id: number, forUpdate = false): Promise<CouponRow | undefined> {
  const [row] = await queryRows<CouponRow>(
    db,
    selectCoupons(sql`c.id = ${id}`, forUpdate ? sql`for update of c` : sql``),
  );
  return row;
}

/** Coupons newest first (at most 200), by a part of their code and whether they are paused. */
export async function listCoupons(
  db: DbOrTx,
  filter: { q?: string | undefined; status: 'all' | 'active' | 'paused' },
): Promise<CouponRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.q) conditions.push(sql`strpos(lower(c.code::text), lower(${filter.q})) > 0`);
  if (filter.status !== 'all') conditions.push(sql`c.is_active = ${filter.status === 'active'}`);
  return queryRows<CouponRow>(
    db,
    selectCoupons(sql.join(conditions, sql` and `), sql`order by c.created_at desc, c.id desc limit 200`),
  );
}
