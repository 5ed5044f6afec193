/**
 * The back office's coupons (docs/decisions/0075-admin-promotions): list, create, edit, pause and resume.
 * Admin calls answer 404 to anyone else. Amounts travel in USD like the rest of the API; a coupon already
 * used keeps the fields that would rewrite its history (coupon-admin-rules.ts). The form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import { toCents } from '../pricing/money';
import { COUPON_FILTERS } from './coupon-admin-rules';

const tags = ['admin'];
const invalid = (field: string) => `adminCoupons.errors.${field}`;

/** A positive USD amount with at most two decimals, up to 100 000. */
const usdAmount = (field: string) =>
  z
    .number({ error: invalid(field) })
    .positive(invalid(field))
    .max(100_000, invalid(field))
    .refine((value) => {
      try {
        toCents(value);
        return true;
      } catch {
        return false;
      }
    }, invalid(field));

const isoInstant = (field: string) => z.iso.datetime({ offset: true, error: invalid(field) });

export const adminReason = z
  .string({ error: 'adminCoupons.errors.reason' })
  .trim()
  .min(3, 'adminCoupons.errors.reason')
  .max(1000, 'adminCoupons.errors.reason');

export const COUPON_USES = ['booking', 'gift_card'] as const;

/** Every field of a coupon the admin writes; an edit sends any of them. */
const couponFields = {
  code: z
    .string({ error: invalid('code') })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/, invalid('code')),
  applies_to: z.enum(COUPON_USES, { error: invalid('appliesTo') }),
  percent: z
    .int({ error: invalid('percent') })
    .min(1, invalid('percent'))
    .max(100, invalid('percent')),
  valid_from: isoInstant('validFrom').nullable(),
  valid_until: isoInstant('validUntil').nullable(),
  max_price_by_experience: usdAmount('maxPrice').nullable(),
  max_discount_applied: usdAmount('maxDiscount').nullable(),
  max_uses_per_user: z
    .int({ error: invalid('maxUsesPerUser') })
    .min(1, invalid('maxUsesPerUser'))
    .max(1000, invalid('maxUsesPerUser')),
  max_uses: z
    .int({ error: invalid('maxUses') })
    .min(1, invalid('maxUses'))
    .max(10_000_000, invalid('maxUses'))
    .nullable(),
  experience_ids: z.array(idSchema).max(200, invalid('experiences')),
  company_ids: z.array(idSchema).max(200, invalid('companies')),
  country_codes: z
    .array(z.string({ error: invalid('countries') }).regex(/^[A-Za-z]{2}$/, invalid('countries')))
    .max(50, invalid('countries')),
  affiliate_code: z
    .string({ error: invalid('affiliate') })
    .trim()
    .min(1, invalid('affiliate'))
    .max(60, invalid('affiliate'))
    .nullable(),
};

export const couponCreateBody = z.object({
  ...couponFields,
  valid_from: couponFields.valid_from.default(null),
  valid_until: couponFields.valid_until.default(null),
  max_price_by_experience: couponFields.max_price_by_experience.default(null),
  max_discount_applied: couponFields.max_discount_applied.default(null),
  max_uses_per_user: couponFields.max_uses_per_user.default(1),
  max_uses: couponFields.max_uses.default(null),
  experience_ids: couponFields.experience_ids.default([]),
  company_ids: couponFields.company_ids.default([]),
  country_codes: couponFields.country_codes.default([]),
  affiliate_code: couponFields.affiliate_code.default(null),
});

export const couponEditBody = z.object({ ...couponFields, reason: adminReason }).partial({
  code: true,
  applies_to: true,
  percent: true,
  valid_from: true,
  valid_until: true,
  max_price_by_experience: true,
  max_discount_applied: true,
  max_uses_per_user: true,
  max_uses: true,
  experience_ids: true,
  company_ids: true,
  country_codes: true,
  affiliate_code: true,
});

export type CouponCreateBody = z.output<typeof couponCreateBody>;
export type CouponEditBody = z.output<typeof couponEditBody>;

export const adminCouponReply = z.object({
  id: z.int(),
  code: z.string(),
  applies_to: z.enum(COUPON_USES),
  percent: z.int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_price_by_experience: z.number().nullable().describe('USD'),
  max_discount_applied: z.number().nullable().describe('USD'),
  max_uses_per_user: z.int(),
  max_uses: z.int().nullable(),
  experience_ids: z.array(z.int()),
  company_ids: z.array(z.int()),
  country_codes: z.array(z.string()),
  affiliate_code: z.string().nullable(),
  is_active: z.boolean(),
  uses_count: z.int().describe('Uses that stand (purchases and gift cards not given back)'),
  travellers: z.int().describe('Distinct travellers with a standing use'),
  discount_given: z.number().describe('USD of discount in the standing uses'),
  used: z.boolean().describe('Used at least once: the fields that rewrite history are locked'),
  locked_fields: z.array(z.string()),
  created_at: z.string(),
});

export type AdminCoupon = z.output<typeof adminCouponReply>;

export const adminCouponsEndpoint = endpoint('GET', '/api/v1/admin/coupons', {
  tags,
  summary: 'Coupons, newest first, with their uses so far; `q` finds codes containing it',
  querystring: z.object({
    q: z.string().trim().max(40, invalid('search')).optional(),
    status: z.enum(COUPON_FILTERS, { error: invalid('status') }).default('all'),
  }),
  response: { 200: z.object({ data: z.array(adminCouponReply) }) },
});

export const createCouponEndpoint = endpoint('POST', '/api/v1/admin/coupons', {
  tags,
  summary: 'Creates a coupon; codes are unique whatever their case (409 COUPON_CODE_TAKEN)',
  body: couponCreateBody,
  response: { 201: z.object({ data: adminCouponReply }) },
});

export const editCouponEndpoint = endpoint('PATCH', '/api/v1/admin/coupons/:id', {
  tags,
  summary:
    'Edits a coupon with a reason; once used, its code, use, percent, caps and restrictions are locked ' +
    '(409 COUPON_LOCKED_AFTER_USE)',
  params: idParams,
  body: couponEditBody,
  response: { 200: z.object({ data: adminCouponReply }) },
});

const pauseBody = z.object({ reason: adminReason });

export const pauseCouponEndpoint = endpoint('POST', '/api/v1/admin/coupons/:id/pause', {
  tags,
  summary: 'Pauses a coupon with a reason: it reads as unknown until resumed',
  params: idParams,
  body: pauseBody,
  response: { 200: z.object({ data: adminCouponReply }) },
});

export const resumeCouponEndpoint = endpoint('POST', '/api/v1/admin/coupons/:id/resume', {
  tags,
  summary: 'Resumes a paused coupon, with a reason',
  params: idParams,
  body: pauseBody,
  response: { 200: z.object({ data: adminCouponReply }) },
});
