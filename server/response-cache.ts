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
 * ready-made bytes. Catalogue writes clear it (app.clearCatalogueCaches); the TTL bounds staleness
 * otherwise. Bounded in bytes, not entries: every distinct query string is an entry, and one answer of
 * a hundred experiences is over 100 KB.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedBody>;

  constructor(options: { maxBytes?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      // The key is kept too; a few hundred bytes of bookkeeping per entry on top.
      sizeCalculation: (body, key) =>
        body.identity.length + (body.gzip?.length ?? 0) + (body.br?.length ?? 0) + key.length + 256,
      ttl: options.ttlMs ?? 60_000,
    });
  }

  /**
   * The cached answer for `key`, else `compute`'s, stored only if `mayStore()` still says so once it is
   * computed (an answer that turned out to depend on the caller is sent but never kept).
   */
  async getOrCompute(
    key: string,
    compute: () => Promise<unknown>,
    mayStore: () => boolean = () => true,
  ): Promise<CachedBody> {
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
    if (mayStore()) this.entries.set(key, body);
    return body;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Bytes held (bodies, their compressed copies and keys). */
  get calculatedSize(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }
}
