/**
 * The sign-up credit and the referral reward as settings (docs/decisions/0075-admin-promotions): an amount and
 * an on/off switch each, stored in the database with their history. Without a stored value the defaults
 * hold: SIGNUP_CREDIT_CENTS from the environment (15 USD unless set) and the 5 USD referral reward, both on.
 */
import { REFERRAL_REWARD_CENTS } from '../wallet/promotions';

export const PROMOTION_KEYS = ['signup_credit', 'referral_reward'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

export interface PromotionSetting {
  amountCents: number;
  enabled: boolean;
}

/** The most either promotion may give: 1000 USD (the database checks it too). */
export const PROMOTION_MAX_CENTS = 100_000;

/** The settings when nothing is stored: the environment's sign-up credit and the constant reward. */
export function promotionDefaults(signupCreditCents: number): Record<PromotionKey, PromotionSetting> {
  return {
    signup_credit: { amountCents: signupCreditCents, enabled: true },
    referral_reward: { amountCents: REFERRAL_REWARD_CENTS, enabled: true },
  };
}

/** What a promotion gives now: its amount when switched on, else nothing. */
export const grantedCents = (setting: PromotionSetting) => (setting.enabled ? setting.amountCents : 0);
