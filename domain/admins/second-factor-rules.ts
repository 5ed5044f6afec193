/**
 * The admins' second factor (docs/decisions/0057-admin-second-factor): TOTP codes of RFC 6238 (SHA-1, six
 * digits, 30-second steps) accepted one step either side of the server's clock, each step once; ten
 * single-use recovery codes; and the admin part of a session lapsing after 12 hours without an admin
 * request. Pure rules: the SQL and the library live in the `.server` modules beside this one.
 */
import { randomString } from '../accounts/random-codes';

export const TOTP_PERIOD_SECONDS = 30;
/** One step before or after: a phone whose clock is 30 seconds off still signs in. */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
export const ADMIN_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** `admin_seen_at` is written at most this often: an admin's reads do not each become a write. */
export const ADMIN_TOUCH_INTERVAL_MS = 60 * 1000;

/** The issuer an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Rumbo';

/** No 0/O, 1/I/L: read from paper and typed by hand. 10 characters ≈ 49 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code as shown: two groups of five, `ABCDE-FGHJK`. */
export function newRecoveryCode(): string {
  const raw = randomString(10, RECOVERY_ALPHABET);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** What a person types, made comparable: spaces and dashes dropped, upper case. */
export function tidyCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(tidyCode(code));
}

export function isRecoveryCode(code: string): boolean {
  const tidy = tidyCode(code);
  return tidy.length === 10 && [...tidy].every((c) => RECOVERY_ALPHABET.includes(c));
}

export interface AdminSessionTimes {
  secondFactorAt: Date | null;
  adminSeenAt: Date | null;
}

/**
 * Where an admin's session stands: `pending` until the second factor passes, `active` after, `lapsed`
 * after 12 hours without an admin request (the session is then ended).
 */
export function adminSessionState(session: AdminSessionTimes, now: Date): 'pending' | 'active' | 'lapsed' {
  if (!session.secondFactorAt) return 'pending';
  const seen = session.adminSeenAt ?? session.secondFactorAt;
  return now.getTime() - seen.getTime() >= ADMIN_IDLE_TIMEOUT_MS ? 'lapsed' : 'active';
}

export function adminNeedsTouch(adminSeenAt: Date | null, now: Date): boolean {
  return !adminSeenAt || now.getTime() - adminSeenAt.getTime() >= ADMIN_TOUCH_INTERVAL_MS;
}

/**
 * The demo admin's TOTP secret (README.md § Demo admin and supplier applications): printed for local use, so it is worthless in
 * production, where a factor holding it counts as not set up and the admin makes a new one.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'KRUGS4ZAJFZSAQLEMFWW4IDUMVZXIIDPNZWHSIDG';

export function usableSecret(secret: string, production: boolean): boolean {
  return !(production && secret === DEMO_ADMIN_TOTP_SECRET);
}
