import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSealer } from '../../../domain/security/sealed-text';
import { dataKeysOf, developmentKeyPath } from '../../../server/data-keys';
import { parseEnv } from '../../../server/env';

/** Where the key of the data encrypted at rest comes from (docs/decisions/0069-bank-details-encryption.md). */
const KEYS = {
  SIGNING_SECRET: 'own-signing-secret-of-enough-length-0123',
  EMAIL_HASH_SECRET: 'own-email-hash-secret-of-enough-length-01',
  CARD_FINGERPRINT_KEY: 'own-card-fingerprint-key-of-enough-length',
};

describe('DATA_ENCRYPTION_KEY', () => {
  it('outside production, generates a key once in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-keys-'));
    const first = dataKeysOf(parseEnv({ DATA_DIR: dataDir }));
    expect(first.current).toHaveLength(32);
    expect(statSync(developmentKeyPath(dataDir)).mode & 0o077).toBe(0);
    const second = dataKeysOf(parseEnv({ DATA_DIR: dataDir }));
    expect(second.current).toEqual(first.current);
    expect(Buffer.from(readFileSync(developmentKeyPath(dataDir), 'utf8').trim(), 'base64')).toEqual(
      first.current,
    );
    const other = dataKeysOf(parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'data-keys-')) }));
    expect(other.current).not.toEqual(first.current);
  });

  it('takes the environment’s key and previous keys instead, writing nothing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-keys-'));
    const [current, previous] = [randomBytes(32), randomBytes(32)];
    const keys = dataKeysOf(
      parseEnv({
        DATA_DIR: dataDir,
        DATA_ENCRYPTION_KEY: current.toString('base64'),
        DATA_ENCRYPTION_PREVIOUS_KEYS: previous.toString('base64'),
      }),
    );
    expect(keys).toEqual({ current, previous: [previous] });
    expect(() => statSync(developmentKeyPath(dataDir))).toThrow();
    const sealed = createSealer({ current: previous }).seal('1234', 'x');
    expect(createSealer(keys).open(sealed, 'x')).toBe('1234');
  });

  it('production refuses to start without one; a key that is not 32 bytes of base64 is refused anywhere', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ...KEYS })).toThrow(
      /DATA_ENCRYPTION_KEY: a key of your own is required/,
    );
    const key = randomBytes(32).toString('base64');
    expect(parseEnv({ NODE_ENV: 'production', ...KEYS, DATA_ENCRYPTION_KEY: key }).DATA_ENCRYPTION_KEY).toBe(
      key,
    );
    expect(() => parseEnv({ DATA_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /DATA_ENCRYPTION_KEY must be 32 random bytes/,
    );
    expect(() => parseEnv({ DATA_ENCRYPTION_PREVIOUS_KEYS: `${key},short` })).toThrow(
      /DATA_ENCRYPTION_PREVIOUS_KEYS must be 32 random bytes/,
    );
  });
});
