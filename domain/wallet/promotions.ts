/**
 * Promotional credit (spec §1, §9), in cents. The sign-up credit can be changed for a campaign with
 * SIGNUP_CREDIT_CENTS in the environment (server/env.ts); 0 turns it off.
 */
export const SIGNUP_CREDIT_CENTS = 1500;
export const REFERRAL_REWARD_CENTS = 500;
