import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../../domain/emails/unsubscribe-token';

const SECRET = 'unit-test-signing-secret-of-32-chars!';

describe('unsubscribe tokens (decision 0044)', () => {
  it('name the address they were signed for, lower-cased', () => {
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, ' Ana@Example.com '))).toBe(
      'ana@example.com',
    );
  });

  it('refuse another key, another address under the same signature, and anything malformed', () => {
    const token = signUnsubscribeToken(SECRET, 'ana@example.com');
    expect(verifyUnsubscribeToken('another-secret-of-at-least-32-characters', token)).toBeNull();
    const [version, , signature] = token.split('.');
    const bob = Buffer.from('bob@example.com').toString('base64url');
    expect(verifyUnsubscribeToken(SECRET, `${version}.${bob}.${signature}`)).toBeNull();
    for (const forged of [
      '',
      'ana@example.com',
      `${version}.${bob}`,
      `${version}.${bob}.`,
      `${token}.x`,
      `u2${token.slice(2)}`,
      `${token.slice(0, -2)}AA`,
      token.slice(0, -1),
      undefined,
      42,
    ]) {
      expect(verifyUnsubscribeToken(SECRET, forged), String(forged)).toBeNull();
    }
  });
});
