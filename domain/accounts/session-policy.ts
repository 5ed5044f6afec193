/**
 * Session lifetimes (docs/decisions/0010): a session ends after 30 days without use or 90 days after
 * sign-in, whichever comes first, or when revoked (sign-out, password change, recovery, deletion).
 * `last_seen_at` is written at most every 5 minutes, so an active visitor does not turn every read into
 * a write.
 */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** 32 random bytes: 256 bits, far beyond guessing; base64url keeps it cookie- and header-safe. */
export const SESSION_TOKEN_BYTES = 32;
export const SESSION_COOKIE = 'session';

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type SessionState = 'active' | 'revoked' | 'expired' | 'idle';

export function sessionState(session: SessionTimes, now: Date): SessionState {
  if (session.revokedAt) return 'revoked';
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_TIMEOUT_MS) return 'idle';
  return 'active';
}

export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** A session token as it may arrive: base64url of 32 bytes (43 characters). Anything else is not one. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The token from `Authorization: Bearer …`, else from the `session` cookie. */
export function tokenFromHeaders(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const token = bearer ?? cookies[SESSION_COOKIE];
  return token && isWellFormedToken(token) ? token : undefined;
}
