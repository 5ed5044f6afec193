import { describe, expect, it } from 'vitest';
import { isNewPasswordValid, isSignInPasswordShape } from '../../../domain/accounts/password-rules';
import { newTemporaryPassword } from '../../../domain/accounts/random-codes';

describe('sign-up password (docs/product.md § E-mail, names and passwords)', () => {
  it.each(['Secret12', 'Ñandú2024', 'Long pass phrase 9X', 'aB3aB3aB'])('accepts %j', (password) =>
    expect(isNewPasswordValid(password)).toBe(true),
  );

  it.each([
    ['Secr3t', 'shorter than 8'],
    ['secret123', 'no uppercase'],
    ['SECRET123', 'no lowercase'],
    ['SecretPass', 'no digit'],
    ['Secret12<', 'contains <'],
    ['Secret12>', 'contains >'],
    ['Secret12"', 'contains "'],
    ["Secret12'", "contains '"],
    ['Secret12&', 'contains &'],
    ['Secret12;', 'contains ;'],
    [`Aa1${'x'.repeat(126)}`, 'longer than 128'],
  ])('refuses %j (%s)', (password) => expect(isNewPasswordValid(password)).toBe(false));
});

describe('sign-in password shape (docs/product.md § E-mail, names and passwords)', () => {
  it.each(['Abcdef', 'Secret123', "Old'Pass;"])('accepts %j', (password) =>
    expect(isSignInPasswordShape(password)).toBe(true),
  );
  it.each(['Abcde', 'abcdef', 'ABCDEF', ''])('refuses %j', (password) =>
    expect(isSignInPasswordShape(password)).toBe(false),
  );
});

describe('temporary passwords', () => {
  it('satisfy both rules, are 12 characters and differ every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = newTemporaryPassword();
      expect(password).toHaveLength(12);
      expect(isNewPasswordValid(password)).toBe(true);
      expect(isSignInPasswordShape(password)).toBe(true);
      expect(password).not.toMatch(/[01OIl]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
