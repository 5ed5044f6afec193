import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** One cached answer: the JSON bytes, plus compressed copies made once instead of per request. */
export interface CachedBody {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Serialized JSON of catalogue answers, keyed by language and URL (docs/decisions/0004). The catalogue
 * changes rarely and every visitor asks the same pages, so most reads become a map lookup that sends
 * ready-made bytes. Catalogue writes call `clear()`; the TTL bounds staleness otherwise.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedBody>;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 5000, ttl: options.ttlMs ?? 60_000 });
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const identity = Buffer.from(JSON.stringify(await compute()), 'utf8');
    const body: CachedBody =
      identity.length < COMPRESS_MIN_BYTES
        ? { identity }
        : {
            identity,
            gzip: gzipSync(identity, { level: 6 }),
            br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
          };
    this.entries.set(key, body);
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}
