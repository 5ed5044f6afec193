import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createSealer,
  dataKeyId,
  isSealed,
  parseDataKey,
  SealedTextError,
} from '../../../domain/security/sealed-text';

/** Text encrypted at rest (docs/decisions/0069-bank-details-encryption.md). */
const key = randomBytes(32);
const other = randomBytes(32);
const CONTEXT = 'companies.bank_account_number:7';
const NUMBER = 'PA120001234567890123';

/** The envelope with one base64url part's first byte flipped. */
function flip(envelope: string, part: 2 | 3 | 4): string {
  const parts = envelope.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('sealed text', () => {
  it('opens what it sealed; the envelope names the version and key and never holds the clear text', () => {
    const sealer = createSealer({ current: key });
    const envelope = sealer.seal(NUMBER, CONTEXT);
    expect(envelope.startsWith(`v1.${dataKeyId(key)}.`)).toBe(true);
    expect(envelope.split('.')).toHaveLength(5);
    expect(envelope).not.toContain(NUMBER);
    expect(envelope).not.toContain('0123');
    expect(isSealed(envelope)).toBe(true);
    expect(isSealed(NUMBER)).toBe(false);
    expect(sealer.open(envelope, CONTEXT)).toBe(NUMBER);
    // A fresh IV each time: the same number never gives the same envelope.
    expect(sealer.seal(NUMBER, CONTEXT)).not.toBe(envelope);
    expect(sealer.open(sealer.seal('', CONTEXT), CONTEXT)).toBe('');
    expect(sealer.open(sealer.seal('ñandú €', CONTEXT), CONTEXT)).toBe('ñandú €');
  });

  it('detects a changed IV, tag or ciphertext, and another row’s context', () => {
    const sealer = createSealer({ current: key });
    const envelope = sealer.seal(NUMBER, CONTEXT);
    for (const part of [2, 3, 4] as const) {
      expect(() => sealer.open(flip(envelope, part), CONTEXT)).toThrow(SealedTextError);
    }
    expect(() => sealer.open(envelope, 'companies.bank_account_number:8')).toThrow(SealedTextError);
    expect(() => sealer.open(NUMBER, CONTEXT)).toThrow(SealedTextError);
    expect(() => sealer.open(`${envelope}.x`, CONTEXT)).toThrow(SealedTextError);
    expect(() => sealer.open(envelope.replace(/^v1/, 'v2'), CONTEXT)).toThrow(SealedTextError);
  });

  it('refuses to open with a wrong key, even one claiming the right key id', () => {
    const envelope = createSealer({ current: key }).seal(NUMBER, CONTEXT);
    expect(() => createSealer({ current: other }).open(envelope, CONTEXT)).toThrow(/not configured/);
    const forged = envelope.replace(dataKeyId(key), dataKeyId(other));
    expect(() => createSealer({ current: other }).open(forged, CONTEXT)).toThrow(/altered/);
  });

  it('rotates: a previous key still opens its values, new values take the current key', () => {
    const old = createSealer({ current: key }).seal(NUMBER, CONTEXT);
    const rotated = createSealer({ current: other, previous: [key] });
    expect(rotated.open(old, CONTEXT)).toBe(NUMBER);
    const fresh = rotated.seal(NUMBER, CONTEXT);
    expect(fresh.split('.')[1]).toBe(dataKeyId(other));
    expect(() => createSealer({ current: key }).open(fresh, CONTEXT)).toThrow(SealedTextError);
  });

  it('takes only 32-byte keys, in standard or url-safe base64', () => {
    expect(parseDataKey(key.toString('base64'))).toEqual(key);
    expect(parseDataKey(` ${key.toString('base64url')}\n`)).toEqual(key);
    expect(parseDataKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseDataKey('not a key!')).toBeNull();
    expect(() => createSealer({ current: randomBytes(16) })).toThrow(SealedTextError);
  });
});
