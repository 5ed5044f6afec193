import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Runs a few independent queries on one handle and answers their results as Promise.all would: side by
 * side on the database (a pool gives each query a connection of its own), one after the other inside a
 * transaction, whose queries share one connection that runs one query at a time (node-postgres deprecates
 * queueing a query behind a running one, and its next major version refuses it). A function that takes a
 * `DbOrTx` — or a `Db`, which a transaction also satisfies — runs its independent queries through here,
 * never through Promise.all.
 */
export async function allQueries<T extends readonly unknown[]>(
  db: DbOrTx,
  ...queries: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as unknown as T;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
