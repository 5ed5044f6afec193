import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import { TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS, tidyCode } from './second-factor-rules';

/**
 * TOTP (RFC 6238) through otplib (docs/decisions/0057-admin-second-factor): SHA-1, six digits, 30-second
 * steps, the authenticator apps' defaults.
 */

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in Base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, accountEmail: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret, period: TOTP_PERIOD_SECONDS });

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

/** The code of `secret` at `now` (the seed's demo and the tests type it as a phone would). */
export const totpCodeAt = (secret: string, now: Date): string =>
  generateSync({ secret, epoch: epochOf(now), period: TOTP_PERIOD_SECONDS });

/**
 * The time step of `code` when it is the secret's code within one step of `now` and later than
 * `afterStep` (the last step accepted: a code works once); otherwise null.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): number | null {
  const token = tidyCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    epoch: epochOf(now),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS * TOTP_WINDOW_STEPS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
