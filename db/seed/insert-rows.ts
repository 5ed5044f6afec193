import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

const CHUNK = 500;

/** Multi-row inserts in chunks: one round trip per 500 rows keeps seeding fast on both engines. */
export async function insertMany<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    // drizzle's returning() typing does not follow a generic table; the shape is known here.
    const insert = db.insert(table).values(rows.slice(i, i + CHUNK)) as unknown as {
      returning(fields: { id: unknown }): Promise<{ id: number }[]>;
    };
    const inserted = await insert.returning({ id: table.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export const both = <T>(make: (lang: 'es' | 'en') => T) => [make('es'), make('en')];
