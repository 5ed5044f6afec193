import { describe, expect, it } from 'vitest';
import {
  ADMIN_IDLE_TIMEOUT_MS,
  adminNeedsTouch,
  adminSessionState,
  DEMO_ADMIN_TOTP_SECRET,
  isRecoveryCode,
  isTotpCode,
  newRecoveryCode,
  RECOVERY_CODE_COUNT,
  tidyCode,
  usableSecret,
} from '../../../domain/admins/second-factor-rules';
import { acceptedTotpStep, newTotpSecret, totpCodeAt, totpUri } from '../../../domain/admins/totp.server';

const NOW = new Date('2026-11-22T15:00:10Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const SECRET = newTotpSecret();

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 test vector (SHA-1, T = 59 s → 287082 of 94287082)', () => {
    // The RFC's key is the ASCII "12345678901234567890"; in Base32:
    const rfcKey = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(rfcKey, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(rfcKey, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the current code and those one 30-second step either side, nothing further', () => {
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, NOW), NOW, null)).not.toBeNull();
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, at(-30)), NOW, null)).not.toBeNull();
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, at(30)), NOW, null)).not.toBeNull();
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, at(-60)), NOW, null)).toBeNull();
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, at(60)), NOW, null)).toBeNull();
    expect(acceptedTotpStep(newTotpSecret(), totpCodeAt(SECRET, NOW), NOW, null)).toBeNull();
  });

  it('accepts a step once: neither the same code nor an earlier one after it', () => {
    const step = acceptedTotpStep(SECRET, totpCodeAt(SECRET, NOW), NOW, null)!;
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, NOW), NOW, step)).toBeNull();
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, at(-30)), NOW, step)).toBeNull();
    expect(acceptedTotpStep(SECRET, totpCodeAt(SECRET, at(30)), NOW, step)).toBe(step + 1);
  });

  it('reads a code as typed (spaces, a dash) and refuses what is not six digits', () => {
    const code = totpCodeAt(SECRET, NOW);
    expect(acceptedTotpStep(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, NOW, null)).not.toBeNull();
    expect(acceptedTotpStep(SECRET, `${code}0`, NOW, null)).toBeNull();
    expect(acceptedTotpStep(SECRET, 'abcdef', NOW, null)).toBeNull();
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
  });

  it('makes 160-bit Base32 secrets and an otpauth URI with the issuer and the account', () => {
    expect(SECRET).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(SECRET, 'admin@rumbo.test')).toBe(
      `otpauth://totp/Rumbo:admin%40rumbo.test?secret=${SECRET}&issuer=Rumbo`,
    );
  });
});

describe('recovery codes', () => {
  it('are ten characters of a readable alphabet in two groups, all different', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(RECOVERY_CODE_COUNT).toBe(10);
  });

  it('are read as typed: lower case, spaces or no dash', () => {
    const code = newRecoveryCode();
    expect(isRecoveryCode(code.toLowerCase())).toBe(true);
    expect(isRecoveryCode(code.replace('-', ' '))).toBe(true);
    expect(tidyCode(` ${code.toLowerCase()} `)).toBe(code.replace('-', ''));
    expect(isRecoveryCode('ABCDE-FGHJ')).toBe(false);
    expect(isRecoveryCode('ABCDE-FGHJ0')).toBe(false);
    expect(isRecoveryCode('123456')).toBe(false);
  });
});

describe('the admin part of a session', () => {
  const passed = new Date('2026-11-22T08:00:00Z');

  it('is pending until the second factor passes', () => {
    expect(adminSessionState({ secondFactorAt: null, adminSeenAt: null }, NOW)).toBe('pending');
  });

  it('lapses 12 hours after the last admin request, not before', () => {
    const seen = new Date(passed.getTime() + 60_000);
    const session = { secondFactorAt: passed, adminSeenAt: seen };
    expect(adminSessionState(session, new Date(seen.getTime() + ADMIN_IDLE_TIMEOUT_MS - 1))).toBe('active');
    expect(adminSessionState(session, new Date(seen.getTime() + ADMIN_IDLE_TIMEOUT_MS))).toBe('lapsed');
    expect(adminSessionState({ secondFactorAt: passed, adminSeenAt: null }, at(0))).toBe('active');
    expect(ADMIN_IDLE_TIMEOUT_MS).toBe(12 * 3_600_000);
  });

  it('records an admin request at most once a minute', () => {
    expect(adminNeedsTouch(null, NOW)).toBe(true);
    expect(adminNeedsTouch(at(-59), NOW)).toBe(false);
    expect(adminNeedsTouch(at(-60), NOW)).toBe(true);
  });
});

describe('the demo admin’s printed secret', () => {
  it('is refused in production only', () => {
    expect(usableSecret(DEMO_ADMIN_TOTP_SECRET, true)).toBe(false);
    expect(usableSecret(DEMO_ADMIN_TOTP_SECRET, false)).toBe(true);
    expect(usableSecret(SECRET, true)).toBe(true);
  });
});
