import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { authChallenges, rateLimitCounters } from '../../db/schema/security';
import type { Limit } from '../../domain/accounts/abuse-limits';
import type { Clock } from '../../domain/clock';
import { AppError } from '../../domain/errors';

/** What a window holds after a call: attempts counted in it and seconds until it ends. */
export interface WindowState {
  count: number;
  retryAfterSeconds: number;
}

/** The row key: a hash, so the table never holds an e-mail or an address in clear. */
export function limitKey(name: string, subject: string): string {
  return createHash('sha256').update(`${name}\u0000${subject}`).digest('base64url');
}

/**
 * Fixed-window counters in the database, so every process on it spends one budget (docs/decisions/0026).
 * Counting is one upsert: two processes counting the same key at the same moment both see the sum.
 * Every limit of the product (per address, per e-mail, per user) goes through here.
 */
export class SharedLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private state(row: { count: number; resetAt: Date } | undefined, now: Date): WindowState {
    if (!row || row.resetAt.getTime() <= now.getTime()) return { count: 0, retryAfterSeconds: 0 };
    return {
      count: row.count,
      retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
    };
  }

  /** Counts one attempt and returns the window after it (a window that has ended starts again at 1). */
  async hit(name: string, subject: string, limit: Limit): Promise<WindowState> {
    const now = this.clock();
    const ended = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: limitKey(name, subject), count: 1, resetAt: new Date(now.getTime() + limit.windowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    return this.state(row, now);
  }

  /**
   * Reading a window is prepared once (planned once per connection): the coupon lookups check it on
   * every request, ahead of the lookup itself.
   */
  private peekStatement: ReturnType<SharedLimiter['preparePeek']> | undefined;

  private preparePeek() {
    return this.db
      .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, sql.placeholder('key')))
      .prepare('rate_limit_peek');
  }

  /** The current window, counting nothing. */
  async peek(name: string, subject: string): Promise<WindowState> {
    this.peekStatement ??= this.preparePeek();
    const [row] = await this.peekStatement.execute({ key: limitKey(name, subject) });
    return this.state(row, this.clock());
  }

  /** Counts an attempt, or throws the API's 429 (with Retry-After) once the window is over its limit. */
  async consume(name: string, subject: string, limit: Limit): Promise<void> {
    const window = await this.hit(name, subject, limit);
    if (window.count > limit.max) throw tooManyRequests(window.retryAfterSeconds);
  }

  /** Throws the API's 429 when the window is already at its limit, without counting. */
  async assertBelow(name: string, subject: string, limit: Limit): Promise<void> {
    const window = await this.peek(name, subject);
    if (window.count >= limit.max) throw tooManyRequests(window.retryAfterSeconds);
  }

  async reset(name: string, subject: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, limitKey(name, subject)));
  }

  /** Deletes ended windows and expired challenges; run periodically by server/plugins/shared-limits. */
  async sweep(): Promise<void> {
    const now = this.clock();
    await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, now));
    await this.db.delete(authChallenges).where(lte(authChallenges.expiresAt, now));
  }
}

/**
 * A route's per-address limit as an onRequest hook: counted before the body is read or validated, keyed
 * on `request.ip` (the socket's address unless a trusted proxy said otherwise, TRUST_PROXY).
 */
export function perAddress(limiter: SharedLimiter, name: string, limit: Limit) {
  return async (request: FastifyRequest) => {
    await limiter.consume(name, request.ip, limit);
  };
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
