import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ListenHandlers, listenOnPostgres, type Subscription } from './listen';

/** The one database type the domain sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle offers the same query API as the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Notifications sent with `pg_notify(channel, …)` by any connection, delivered once their transaction
   * commits: on PostgreSQL through a connection of its own that reopens when lost (db/listen.ts); the
   * embedded engine is one process, and PGlite delivers its own notifications.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** Embedded engine only: start from a tarball of a data directory (a migrated template for tests). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, citext };

/**
 * The embedded engine's shared buffers (PGlite's own start parameters, `PGlite.defaultStartParams`, which
 * `startParams` replaces, are kept). The engine runs in the server process's WebAssembly memory, which
 * grows and never shrinks: PostgreSQL's default 128 MB of shared buffers was about 110 MB of the server's
 * resident memory once touched. 32 MB holds the demo catalogue; pages outside it are read from the data
 * directory through the operating system's file cache (decision 0030).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Trigram similarity a vocabulary word needs to stand for a typed word: "snorkle"/"snorkel" scores 0.45,
 * "cartajena"/"cartagena" 0.54; unrelated words of the catalogue stay below. Set on every connection.
 */
export const SIMILARITY_THRESHOLD = 0.42;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // No JIT compilation: the product's statements are short, and on a statement over a whole catalogue
      // PostgreSQL compiled for about 600 ms what runs in 150 (decision 0086, "Measured").
      options: `-c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD} -c jit=off`,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query.
    pool.on('error', () => {});
    // Fail fast on a wrong URL instead of on the first request.
    await pool.query('select 1');
    const url = options.databaseUrl;
    return {
      db: drizzleNodePg(pool) as unknown as Db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
      close: () => pool.end(),
    };
  }
  // The options object must be the first argument: a positional undefined silently drops extensions.
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  await client.exec(`set pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`);
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onListening?.();
      // Closing the engine ends its listeners too; unlistening a closed one would throw.
      return { close: async () => (client.closed ? undefined : unlisten()) };
    },
    close: () => client.close(),
  };
}

/** Raw SQL for the few queries the builder cannot express; both drivers return `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
