import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Text encrypted at rest (docs/decisions/0069-bank-details-encryption.md): AES-256-GCM, a fresh 96-bit IV
 * per value, the 128-bit tag checked on opening. The stored envelope names its format version and the
 * key that sealed it, so keys can rotate: new values are sealed with the current key, and values sealed
 * with a previous key still open while that key is listed.
 *
 *   v1.<key id>.<iv>.<tag>.<ciphertext>     (each part base64url; the key id is hex)
 *
 * `context` is bound to the ciphertext as additional authenticated data (e.g. the row and column it
 * belongs to): a value copied to another row does not open there.
 */

export const DATA_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DataKeys {
  /** Seals every new value. */
  current: Buffer;
  /** Keys being rotated out: they only open values sealed before. */
  previous?: readonly Buffer[];
}

export interface Sealer {
  seal(clear: string, context: string): string;
  /** Throws SealedTextError when the envelope is malformed, its key unknown, or it was altered. */
  open(envelope: string, context: string): string;
}

export class SealedTextError extends Error {
  override name = 'SealedTextError';
}

/** A short public name of a key (the first 8 hex digits of a hash of it): never enough to recover it. */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update('rumbo-data-key:').update(key).digest('hex').slice(0, 8);
}

/** Reads a key given as base64 (standard or url-safe); null unless it holds exactly 32 bytes. */
export function parseDataKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === DATA_KEY_BYTES ? key : null;
}

/** Whether a stored value is an envelope of this module (anything else is clear text). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}.`);
}

export function createSealer(keys: DataKeys): Sealer {
  for (const key of [keys.current, ...(keys.previous ?? [])]) {
    if (key.length !== DATA_KEY_BYTES) throw new SealedTextError('a data key must be 32 bytes');
  }
  const currentId = dataKeyId(keys.current);
  const byId = new Map<string, Buffer>();
  for (const key of [...(keys.previous ?? []), keys.current]) byId.set(dataKeyId(key), key);

  return {
    seal(clear, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, currentId, ...parts].join('.');
    },
    open(envelope, context) {
      const [version, keyId, ...rest] = envelope.split('.');
      if (version !== VERSION || rest.length !== 3 || !keyId) {
        throw new SealedTextError('not a sealed value');
      }
      const key = byId.get(keyId);
      if (!key) throw new SealedTextError(`sealed with key ${keyId}, which is not configured`);
      const [iv, tag, ciphertext] = rest.map((part) => Buffer.from(part, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SealedTextError('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SealedTextError('the sealed value was altered or belongs elsewhere');
      }
    },
  };
}
