import { describe, expect, it } from 'vitest';
import { DEV_EMAIL_HASH_SECRET, parseEnv } from '../../../server/env';

describe('EMAIL_HASH_SECRET (decision 0043)', () => {
  it('has a development default that production refuses, and must be long enough', () => {
    expect(parseEnv({}).EMAIL_HASH_SECRET).toBe(DEV_EMAIL_HASH_SECRET);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/EMAIL_HASH_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', EMAIL_HASH_SECRET: DEV_EMAIL_HASH_SECRET })).toThrow(
      /EMAIL_HASH_SECRET/,
    );
    expect(() => parseEnv({ EMAIL_HASH_SECRET: 'short' })).toThrow(/EMAIL_HASH_SECRET/);
    const secret = 'a-production-secret-of-enough-length-0123';
    expect(parseEnv({ NODE_ENV: 'production', EMAIL_HASH_SECRET: secret }).EMAIL_HASH_SECRET).toBe(secret);
  });
});
