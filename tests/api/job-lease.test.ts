import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../db/client';
import {
  acquireLease,
  newLeaseHolder,
  recordLeaseRun,
  releaseLease,
  renewLease,
} from '../../domain/jobs/job-lease.server';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The job lease (decision 0040) on the real engines: one holder at a time, extended by its holder, taken
 * over only once expired, handed back on release. On PostgreSQL many connections race for it at once.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const T0 = new Date('2026-11-22T15:00:00Z');
const TTL = 180_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

let database: Database & { url?: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function leaseRow(name: string) {
  const [row] = await queryRows<{
    holder: string;
    expires_at: Date | string;
    last_run_at: Date | string | null;
  }>(database.db, sql`select holder, expires_at, last_run_at from job_leases where name = ${name}`);
  return row;
}

describe('job leases', () => {
  it('gives holder ids that differ between apps of one process', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newLeaseHolder()));
    expect(ids.size).toBe(50);
    expect([...ids][0]).toContain(`:${process.pid}:`);
  });

  it('has one holder until it expires; the holder extends it; anyone takes an expired one', async () => {
    const { db } = database;
    const [a, b] = ['holder-a', 'holder-b'];
    expect(await acquireLease(db, 'job-1', a, TTL, T0)).toBe(true);
    expect(await acquireLease(db, 'job-1', b, TTL, at(1000))).toBe(false);
    expect(await acquireLease(db, 'job-1', b, TTL, at(TTL))).toBe(false); // expires_at < now, not <=
    // The holder asking again extends it.
    expect(await acquireLease(db, 'job-1', a, TTL, at(60_000))).toBe(true);
    expect(new Date((await leaseRow('job-1'))!.expires_at)).toEqual(at(60_000 + TTL));
    expect(await acquireLease(db, 'job-1', b, TTL, at(TTL + 1000))).toBe(false);
    // A holder that stopped renewing (it crashed) loses it once expired.
    expect(await acquireLease(db, 'job-1', b, TTL, at(60_000 + TTL + 1))).toBe(true);
    expect((await leaseRow('job-1'))!.holder).toBe(b);
    // The old holder can neither renew nor take it back, nor release it.
    expect(await renewLease(db, 'job-1', a, TTL, at(60_000 + TTL + 2))).toBe(false);
    expect(await acquireLease(db, 'job-1', a, TTL, at(60_000 + TTL + 2))).toBe(false);
    await releaseLease(db, 'job-1', a);
    expect((await leaseRow('job-1'))!.holder).toBe(b);
    // Another job's lease is another row.
    expect(await acquireLease(db, 'job-2', a, TTL, at(60_000 + TTL + 2))).toBe(true);
  });

  it('renews only for its holder, records runs, and is free at once after release', async () => {
    const { db } = database;
    expect(await acquireLease(db, 'job-3', 'x', TTL, T0)).toBe(true);
    expect(await renewLease(db, 'job-3', 'x', TTL, at(120_000))).toBe(true);
    expect(new Date((await leaseRow('job-3'))!.expires_at)).toEqual(at(120_000 + TTL));
    expect(await renewLease(db, 'job-3', 'y', TTL, at(120_000))).toBe(false);
    await recordLeaseRun(db, 'job-3', 'y', at(130_000));
    expect((await leaseRow('job-3'))!.last_run_at).toBeNull();
    await recordLeaseRun(db, 'job-3', 'x', at(130_000));
    expect(new Date((await leaseRow('job-3'))!.last_run_at!)).toEqual(at(130_000));
    await releaseLease(db, 'job-3', 'x');
    // Same instant as the release: another process need not wait out the time to live.
    expect(await acquireLease(db, 'job-3', 'y', TTL, at(130_000))).toBe(true);
    expect(new Date((await leaseRow('job-3'))!.last_run_at!)).toEqual(at(130_000));
  });

  it(`gives the lease to exactly one of many ${onPostgres ? 'concurrent ' : ''}contenders`, async () => {
    // On PostgreSQL each contender has its own connections; the embedded engine has one connection.
    const pools: Database[] = onPostgres
      ? await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, poolSize: 5 })),
        )
      : [database];
    try {
      for (let round = 0; round < 5; round++) {
        const name = `race-${round}`;
        const holders = Array.from({ length: 20 }, (_, i) => `contender-${round}-${i}`);
        const won = await Promise.all(
          holders.map((holder, i) => acquireLease(pools[i % pools.length]!.db, name, holder, TTL, T0)),
        );
        expect(won.filter(Boolean)).toHaveLength(1);
        expect((await leaseRow(name))!.holder).toBe(holders[won.indexOf(true)]);
        // Once it expires, again exactly one takes it over.
        const later = await Promise.all(
          holders.map((holder, i) =>
            acquireLease(pools[i % pools.length]!.db, name, holder, TTL, at(TTL + 1)),
          ),
        );
        expect(later.filter(Boolean)).toHaveLength(1);
      }
    } finally {
      if (onPostgres) await Promise.all(pools.map((pool) => pool.close()));
    }
  });
});
