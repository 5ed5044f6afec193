import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Tables any request may write without changing anything the product keeps: a session's last use (and an
 * admin session's last admin request), rate-limit counters, sign-in challenges, visit analytics, the
 * periodic jobs' lease.
 */
const BOOKKEEPING = new Set([
  'sessions',
  'rate_limit_counters',
  'auth_challenges',
  'analytics_events',
  'job_leases',
]);

/**
 * Every other table of the database, each as its number of rows and a digest of their contents: equal
 * fingerprints before and after a refused write prove it changed nothing (a difference names the table).
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests = tables
    .filter(({ name }) => !BOOKKEEPING.has(name))
    .map(({ name }) => {
      const table = sql.identifier(name);
      return sql`select ${name}::text as name,
        count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${table} t`;
    });
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(digests, sql` union all `));
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest]));
}
