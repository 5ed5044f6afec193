import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_KEY_BYTES, type DataKeys, parseDataKey } from '../domain/security/sealed-text';
import type { Env } from './env';

/** Where a development server keeps the key it generated (never used in production). */
export const developmentKeyPath = (dataDir: string) => join(dataDir, 'secrets', 'data-encryption.key');

/**
 * The keys of the data encrypted at rest (docs/decisions/0069-bank-details-encryption.md): the
 * environment's, or outside production a key generated on the first start and kept in DATA_DIR (with the
 * database it opens: the embedded one lives there too). parseEnv already refuses production without one.
 */
export function dataKeysOf(env: Env): DataKeys {
  const previous = (env.DATA_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => parseDataKey(text) as Buffer);
  if (env.DATA_ENCRYPTION_KEY) return { current: parseDataKey(env.DATA_ENCRYPTION_KEY) as Buffer, previous };
  if (env.NODE_ENV === 'production')
    throw new Error('DATA_ENCRYPTION_KEY is required when NODE_ENV=production');
  return { current: developmentKey(env.DATA_DIR), previous };
}

/** Reads DATA_DIR's key, or creates it (only this user may read it); two processes starting agree on one. */
function developmentKey(dataDir: string): Buffer {
  const path = developmentKeyPath(dataDir);
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, `${randomBytes(DATA_KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseDataKey(readFileSync(path, 'utf8'));
  if (!key) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return key;
}
