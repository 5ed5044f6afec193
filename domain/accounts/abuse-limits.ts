/**
 * Abuse limits of the account calls (docs/decisions/0009). Per address limits slow down scripts from one
 * machine; per account (e-mail) limits protect one person however many addresses an attacker uses.
 * Windows are fixed; the numbers leave ordinary use (a typo or two, a household behind one router) far
 * below the limit.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ABUSE_LIMITS = {
  checkEmail: { perIp: { max: 30, windowMs: 10 * MINUTE }, perEmail: { max: 10, windowMs: 10 * MINUTE } },
  /** Per e-mail only failures count, so signing in many times is never refused. */
  signIn: { perIp: { max: 30, windowMs: 10 * MINUTE }, perEmail: { max: 8, windowMs: 15 * MINUTE } },
  recovery: { perIp: { max: 10, windowMs: HOUR }, perEmail: { max: 3, windowMs: HOUR } },
  signUp: { perIp: { max: 10, windowMs: HOUR }, perEmail: { max: 5, windowMs: HOUR } },
  supplierRegistration: { perIp: { max: 5, windowMs: HOUR } },
  /** Wrong current passwords from one session: a stolen cookie must not become a password oracle. */
  changePassword: { perUser: { max: 8, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, Record<string, Limit>>;
