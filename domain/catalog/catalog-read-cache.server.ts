import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';

/** One part of a cache key: the language, an id, a page number... (JSON-encoded, so order matters). */
export type CacheKeyPart = string | number | boolean | null;

/** Freezes a cached answer so no request can change what the next one gets. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Catalogue reads made by the server-rendered pages (home sections, experience detail, similar
 * experiences, the countries of the header), kept as the domain functions returned them, keyed by
 * language and arguments (docs/decisions/0011). The same story as the API's response cache
 * (docs/decisions/0004): the catalogue only changes through seeding — at start-up before the server
 * listens, or from the seed command in another process — so entries live 60 s, and a catalogue write made
 * in-process must call `clear()` as it must for the response cache.
 *
 * Entries are the promises themselves: concurrent requests for a cold key share one database round, and a
 * failed read (a 404 included) is dropped rather than remembered. Answers are frozen, being shared.
 */
export class CatalogReadCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 2000, ttl: options.ttlMs ?? 60_000 });
  }

  read<T>(key: readonly CacheKeyPart[], compute: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const hit = this.entries.get(id);
    if (hit !== undefined) return hit as Promise<T>;
    const pending = compute().then(deepFreeze);
    this.entries.set(id, pending);
    pending.catch(() => {
      if (this.entries.get(id) === pending) this.entries.delete(id);
    });
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

// Loaders get the cache from the services context. A domain read that is handed only a database (the
// root loader's countries) finds the cache the server attached to that database handle instead.
const attached = new WeakMap<object, CatalogReadCache>();

/** Makes catalogue reads through `db` use `cache` (the server does this once per app). */
export function attachCatalogCache(db: DbOrTx, cache: CatalogReadCache): void {
  attached.set(db, cache);
}

/** `compute()` through the cache attached to `db`, or straight to the database when none is. */
export function readThroughAttached<T>(
  db: DbOrTx,
  key: readonly CacheKeyPart[],
  compute: () => Promise<T>,
): Promise<T> {
  const cache = attached.get(db);
  return cache ? cache.read(key, compute) : compute();
}
