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
 * Of the outbox, the mails and not their delivery: the e-mail sender marks them sent on its own timer, at
 * any moment of a test (a mail a refused write queued still shows).
 */
const COMPARED_COLUMNS: Record<string, string[]> = {
  email_outbox: ['id', 'to_email', 'template', 'lang_code', 'subject', 'text'],
};

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
      const columns = COMPARED_COLUMNS[name];
      const row = columns
        ? sql`row(${sql.join(
            columns.map((c) => sql.identifier(c)),
            sql`, `,
          )})`
        : sql`t`;
      return sql`select ${name}::text as name,
        count(*)::text || ':' || md5(coalesce(string_agg(${row}::text, '|' order by ${row}::text), '')) as digest
        from ${sql.identifier(name)} t`;
    });
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(digests, sql` union all `));
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest]));
}
