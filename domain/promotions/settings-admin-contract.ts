/**
 * The back office's promotion settings (docs/decisions/0075-admin-promotions): the sign-up credit and the
 * referral reward, an amount and a switch each, with the history of their changes. Admin calls answer 404
 * to anyone else.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { toCents } from '../pricing/money';
import { adminReason } from './coupon-admin-contract';
import { PROMOTION_KEYS, PROMOTION_MAX_CENTS } from './promotion-settings';

const tags = ['admin'];
const amountError = 'adminSettings.errors.amount';

const settingReply = z.object({
  amount: z.number().describe('USD'),
  enabled: z.boolean(),
  default_amount: z.number().describe('USD: the amount when nothing was ever set'),
  updated_at: z.string().nullable().describe('null: the default holds'),
});

const settingValue = z.object({ amount: z.number(), enabled: z.boolean() });

export const promotionSettingsReply = z.object({
  data: z.object({
    signup_credit: settingReply,
    referral_reward: settingReply,
    history: z.array(
      z.object({
        key: z.enum(PROMOTION_KEYS),
        before: settingValue,
        after: settingValue,
        reason: z.string(),
        by: z.string().nullable().describe("The admin's e-mail"),
        at: z.string(),
      }),
    ),
  }),
});

export type PromotionSettingsReply = z.output<typeof promotionSettingsReply>['data'];

export const promotionSettingsEndpoint = endpoint('GET', '/api/v1/admin/settings/promotions', {
  tags,
  summary: 'The sign-up credit and the referral reward: amounts, switches and the latest changes',
  response: { 200: promotionSettingsReply },
});

export const changePromotionSettingEndpoint = endpoint('PUT', '/api/v1/admin/settings/promotions/:key', {
  tags,
  summary:
    'Sets one promotion (amount in USD, on or off) with a reason; new sign-ups and referrals get it from ' +
    'then on',
  params: z.object({ key: z.enum(PROMOTION_KEYS, { error: 'adminSettings.errors.key' }) }),
  body: z.object({
    amount: z
      .number({ error: amountError })
      .min(0, amountError)
      .max(PROMOTION_MAX_CENTS / 100, amountError)
      .refine((value) => {
        try {
          toCents(value);
          return true;
        } catch {
          return false;
        }
      }, amountError),
    enabled: z.boolean({ error: 'adminSettings.errors.enabled' }),
    reason: adminReason,
  }),
  response: { 200: promotionSettingsReply },
});
