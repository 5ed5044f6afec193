import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../domain/accounts/password-hash.server';
import { newTemporaryPassword } from '../../../domain/accounts/random-codes';
import {
  hashTemporaryPassword,
  temporaryPasswordMatches,
} from '../../../domain/accounts/temporary-password-hash.server';

describe('temporary password hash', () => {
  it('matches the password it was made from, and nothing else', () => {
    const password = newTemporaryPassword();
    const stored = hashTemporaryPassword(password);
    expect(stored).not.toContain(password);
    expect(temporaryPasswordMatches(stored, password)).toBe(true);
    expect(temporaryPasswordMatches(stored, `${password}x`)).toBe(false);
    expect(temporaryPasswordMatches(stored, password.toLowerCase())).toBe(
      password === password.toLowerCase(),
    );
    expect(temporaryPasswordMatches(stored, '')).toBe(false);
  });

  it('matches nothing without a stored hash, or with one of another format', async () => {
    const password = newTemporaryPassword();
    expect(temporaryPasswordMatches(null, password)).toBe(false);
    expect(temporaryPasswordMatches('sha256:short', password)).toBe(false);
    expect(temporaryPasswordMatches('garbage', password)).toBe(false);
    // A recovery issued before the change (argon2) is not honoured: its owner asks again.
    expect(temporaryPasswordMatches(await hashPassword(password), password)).toBe(false);
  });
});
