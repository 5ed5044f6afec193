/**
 * Leases of periodic jobs in PostgreSQL (decision 0040, table `job_leases`): a process runs a job only
 * while it holds the job's lease, renews it while it works, and gives it back when it stops. Every
 * operation is one conditional statement, so two processes asking at once are decided by the database:
 * exactly one holds the lease at any time, and a holder that crashed simply lets it expire.
 *
 * Times are the caller's clock (the app's, which tests fix); the time to live is far longer than any
 * skew between the servers' clocks.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/**
 * A holder id, random per process (per app in tests, which run several apps in one process); the host
 * and process id in front only help the on-call engineer reading `job_leases`.
 */
export function newLeaseHolder(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

/**
 * Takes the lease of `name` for `ttlMs` when nobody holds it, its holder let it expire, or `holder`
 * already holds it (then it is extended). Answers whether `holder` holds it now.
 */
export async function acquireLease(
  db: DbOrTx,
  name: string,
  holder: string,
  ttlMs: number,
  now: Date,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into job_leases (name, holder, expires_at) values (${name}, ${holder}, ${expiresAt})
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where job_leases.expires_at < ${now} or job_leases.holder = excluded.holder
      returning holder`,
  );
  return rows.length === 1;
}

/**
 * Extends a lease `holder` still holds; false when it was taken over meanwhile (it had expired and
 * another process acquired it), and then the caller must stop working. A holder whose lease expired
 * unnoticed but was not taken renews it: nobody else ran the job meanwhile.
 */
export async function renewLease(
  db: DbOrTx,
  name: string,
  holder: string,
  ttlMs: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`update job_leases set expires_at = ${new Date(now.getTime() + ttlMs)}
      where name = ${name} and holder = ${holder} returning name`,
  );
  return rows.length === 1;
}

/** Records that the holder finished a run (`last_run_at`, for the on-call engineer). */
export async function recordLeaseRun(db: DbOrTx, name: string, holder: string, now: Date): Promise<void> {
  await db.execute(
    sql`update job_leases set last_run_at = ${now} where name = ${name} and holder = ${holder}`,
  );
}

/**
 * Gives the lease back (a process that stops): it expires at once, so another process takes it on its
 * next tick instead of waiting out the time to live. A lease held by another is left alone.
 */
export async function releaseLease(db: DbOrTx, name: string, holder: string): Promise<void> {
  await db.execute(
    sql`update job_leases set expires_at = to_timestamp(0) where name = ${name} and holder = ${holder}`,
  );
}
