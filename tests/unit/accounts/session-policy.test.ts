import { describe, expect, it } from 'vitest';
import {
  needsTouch,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  sessionState,
  tokenFromHeaders,
} from '../../../domain/accounts/session-policy';

const now = new Date('2026-11-22T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const token = 'a'.repeat(43);

describe('session lifetimes', () => {
  it('is active until idle for 30 days or 90 days old, or revoked', () => {
    const expiresAt = new Date(now.getTime() + 1000);
    expect(sessionState({ lastSeenAt: ago(1000), expiresAt, revokedAt: null }, now)).toBe('active');
    expect(sessionState({ lastSeenAt: ago(SESSION_IDLE_TIMEOUT_MS), expiresAt, revokedAt: null }, now)).toBe(
      'idle',
    );
    expect(sessionState({ lastSeenAt: ago(1000), expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(sessionState({ lastSeenAt: ago(1000), expiresAt, revokedAt: ago(1) }, now)).toBe('revoked');
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(3 * SESSION_IDLE_TIMEOUT_MS);
  });

  it('writes last_seen_at at most every 5 minutes', () => {
    expect(needsTouch(ago(4 * 60_000), now)).toBe(false);
    expect(needsTouch(ago(5 * 60_000), now)).toBe(true);
  });
});

describe('token sources', () => {
  it('takes a Bearer token first, then the session cookie, and ignores malformed values', () => {
    expect(tokenFromHeaders(`Bearer ${token}`, { session: 'b'.repeat(43) })).toBe(token);
    expect(tokenFromHeaders(undefined, { session: token })).toBe(token);
    expect(tokenFromHeaders('Basic abc', { session: token })).toBe(token);
    expect(tokenFromHeaders(undefined, { session: 'short' })).toBeUndefined();
    expect(tokenFromHeaders(`Bearer ${token}x`, {})).toBeUndefined();
    expect(tokenFromHeaders(undefined, {})).toBeUndefined();
  });
});
