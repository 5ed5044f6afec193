import { LRUCache } from 'lru-cache';
import type { Limit } from '../../domain/accounts/abuse-limits';
import { AppError } from '../../domain/errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key (an e-mail, a user id), in this process's memory. @fastify/rate-limit
 * keys requests by address before the body is read; limits per account need the parsed body, so they
 * are counted here. Several processes each count their own share, which only makes the limit looser by
 * that factor; the least recently used keys are forgotten beyond `maxKeys`.
 */
export class KeyedLimiter {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
    maxKeys = 100_000,
  ) {
    this.windows = new LRUCache({ max: maxKeys });
  }

  private current(key: string): Window {
    const time = this.now();
    const window = this.windows.get(key);
    if (window && window.resetAt > time) return window;
    const fresh = { count: 0, resetAt: time + this.limit.windowMs };
    this.windows.set(key, fresh);
    return fresh;
  }

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. Counts nothing. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    return window.count < this.limit.max ? 0 : Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Counts one attempt. */
  record(key: string): void {
    this.current(key).count += 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Counts an attempt, or throws the API's 429 (with its Retry-After) when the key is over its limit. */
  consume(key: string): void {
    this.assertAllowed(key);
    this.record(key);
  }

  /** Throws the API's 429 when the key is over its limit, without counting. */
  assertAllowed(key: string): void {
    const retryAfter = this.retryAfterSeconds(key);
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  }
}

export function tooManyRequests(retryAfterSeconds?: number): AppError {
  return new AppError(
    429,
    'TOO_MANY_REQUESTS',
    'errors.tooManyRequests',
    {},
    retryAfterSeconds ? { retry_after: retryAfterSeconds } : {},
  );
}
