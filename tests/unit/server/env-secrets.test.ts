import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS, parseEnv } from '../../../server/env';

const OWN = {
  SIGNING_SECRET: 'own-signing-secret-of-enough-length-0123',
  EMAIL_HASH_SECRET: 'own-email-hash-secret-of-enough-length-01',
  CARD_FINGERPRINT_KEY: 'own-card-fingerprint-key-of-enough-length',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const NAMES = Object.keys(DEVELOPMENT_KEYS) as (keyof typeof DEVELOPMENT_KEYS)[];

describe('the server keys (SIGNING_SECRET, EMAIL_HASH_SECRET, CARD_FINGERPRINT_KEY)', () => {
  it('stand in with the development keys outside production', () => {
    const env = parseEnv({});
    for (const name of NAMES) expect(env[name]).toBe(DEVELOPMENT_KEYS[name]);
  });

  it('production refuses to start without a key of its own for each, or with a development key', () => {
    expect(parseEnv({ NODE_ENV: 'production', ...OWN })).toMatchObject(OWN);
    for (const name of NAMES) {
      const missing = { NODE_ENV: 'production', ...OWN, [name]: '' };
      expect(() => parseEnv(missing)).toThrow(new RegExp(`${name}: a key of your own is required`));
      const stand_in = { NODE_ENV: 'production', ...OWN, [name]: DEVELOPMENT_KEYS[name] };
      expect(() => parseEnv(stand_in)).toThrow(new RegExp(`${name}: a key of your own is required`));
    }
  });

  it('refuses a short key anywhere', () => {
    for (const name of NAMES)
      expect(() => parseEnv({ [name]: 'short' })).toThrow(new RegExp(`${name} needs at least 32 characters`));
  });
});
