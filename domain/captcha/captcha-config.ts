/**
 * What the browser and the mobile app need to know about the purchase captcha (decision 0039), shared by
 * the server and the browser: no server code here.
 */
export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'off'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** `GET /api/v1/captcha/config`: which widget to show, and Turnstile's public key when it is Turnstile. */
export interface CaptchaConfig {
  provider: CaptchaProvider;
  site_key?: string;
}

/**
 * A purchase challenge must be solved and spent within this time. Longer than a sign-in's: it is solved
 * when the checkout opens and spent only when the traveller pays, after filling in the billing form.
 */
export const PURCHASE_CHALLENGE_TTL_MS = 30 * 60_000;

/**
 * The browser fetches a fresh challenge after this long without a purchase, so a checkout left open
 * never pays with an expired one.
 */
export const PURCHASE_CHALLENGE_REFRESH_MS = 25 * 60_000;

/** Longer tokens are refused unread: an ALTCHA payload is ~300 characters, a Turnstile token ≤ 2048. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;

/** The token the browser sends when the captcha is off (outside production): any value is accepted. */
export const CAPTCHA_OFF_TOKEN = 'off';
