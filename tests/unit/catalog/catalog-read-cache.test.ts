import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../../db/client';
import {
  attachCatalogCache,
  CatalogReadCache,
  readThroughAttached,
} from '../../../domain/catalog/catalog-read-cache.server';

describe('catalogue read cache', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('computes a key once, and each language or argument on its own', async () => {
    const cache = new CatalogReadCache();
    const compute = vi.fn(async (lang: string, id: number) => ({ lang, id }));
    const read = (lang: string, id: number) => cache.read(['experience', lang, id], () => compute(lang, id));

    expect(await read('es', 1)).toEqual({ lang: 'es', id: 1 });
    expect(await read('es', 1)).toEqual({ lang: 'es', id: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
    expect(await read('en', 1)).toEqual({ lang: 'en', id: 1 });
    expect(await read('es', 2)).toEqual({ lang: 'es', id: 2 });
    expect(compute).toHaveBeenCalledTimes(3);
    // Key parts are encoded, not joined: ['a,b'] and ['a', 'b'] are different questions.
    expect(await cache.read(['a,b'], async () => 1)).toBe(1);
    expect(await cache.read(['a', 'b'], async () => 2)).toBe(2);
  });

  it('shares one computation between concurrent readers of a cold key', async () => {
    const cache = new CatalogReadCache();
    let calls = 0;
    // The computation stays in flight until every reader has asked.
    let finish = () => {};
    const computed = new Promise<void>((resolve) => (finish = resolve));
    const compute = async () => {
      calls++;
      await computed;
      return { value: calls };
    };
    const reading = Promise.all([1, 2, 3].map(() => cache.read(['home', 'es'], compute)));
    finish();
    const answers = await reading;
    expect(calls).toBe(1);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
  });

  it('does not remember a failed read', async () => {
    const cache = new CatalogReadCache();
    await expect(cache.read(['x'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(['x'], async () => 'up')).toBe('up');
  });

  it('hands out frozen answers, so no request changes what the next one gets', async () => {
    const cache = new CatalogReadCache();
    const answer = await cache.read(['list'], async () => ({ data: [{ id: 1, tags: ['a'] }] }));
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.data[0]?.tags)).toBe(true);
    expect(() => answer.data.push({ id: 2, tags: [] })).toThrow(TypeError);
  });

  it('is bounded in entries and in time, and clear() empties it', async () => {
    // lru-cache reads performance.now() (on the object it kept at import) and forgets its cached reading
    // on a timer: the test moves both instead of waiting for the entries to expire.
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cache = new CatalogReadCache({ maxEntries: 2, ttlMs: 30 });
    const compute = vi.fn(async () => 'v');
    for (const id of [1, 2, 3]) await cache.read([id], compute);
    expect(cache.size).toBe(2);
    await cache.read([1], compute); // evicted as the least recently used
    expect(compute).toHaveBeenCalledTimes(4);
    await cache.read([1], compute); // still fresh
    expect(compute).toHaveBeenCalledTimes(4);
    now += 31;
    vi.advanceTimersByTime(31);
    await cache.read([1], compute); // expired
    expect(compute).toHaveBeenCalledTimes(5);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('reads through the cache attached to a database handle, and straight through without one', async () => {
    const withCache = {} as DbOrTx;
    const without = {} as DbOrTx;
    const cache = new CatalogReadCache();
    attachCatalogCache(withCache, cache);
    const compute = vi.fn(async () => ['PA', 'CO']);
    await readThroughAttached(withCache, ['countries', 'es'], compute);
    await readThroughAttached(withCache, ['countries', 'es'], compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await readThroughAttached(without, ['countries', 'es'], compute);
    await readThroughAttached(without, ['countries', 'es'], compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });
});
