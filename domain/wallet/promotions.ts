/**
 * The sign-up promotion (docs/product.md § Audience, § Constants): 15 USD of wallet credit, in cents. It can
 * be changed for a campaign with SIGNUP_CREDIT_CENTS in the environment (server/env.ts); 0 turns it off.
 */
export const SIGNUP_CREDIT_CENTS = 1500;

/** Refer-and-earn (docs/product.md § Constants; docs/decisions/0042): the referrer's credit when a referred account makes its first purchase. */
export const REFERRAL_REWARD_CENTS = 500;
