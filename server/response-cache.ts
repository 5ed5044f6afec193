import { LRUCache } from 'lru-cache';

/**
 * Serialized JSON of catalogue answers, keyed by language and URL. The catalogue changes rarely and
 * every visitor asks the same pages, so a short-lived in-process cache turns most reads into a map
 * lookup. Writes to the catalogue call `clear()`; the TTL bounds staleness otherwise.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, string>;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 5000, ttl: options.ttlMs ?? 60_000 });
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const body = JSON.stringify(await compute());
    this.entries.set(key, body);
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}
