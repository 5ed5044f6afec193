import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client';
import { sendError } from './errors';

/**
 * Liveness answers while the process runs; readiness checks the database and the applied migrations.
 * Both answer under overload too (decision 0048): a balancer that took a busy process out would send its
 * load to the others, and an orchestrator would restart it mid-burst.
 */
export async function healthRoutes(app: FastifyInstance) {
  const config = { overload: 'exempt' } as const;
  app.get('/healthz', { schema: { hide: true }, config }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true }, config }, async (request, reply) => {
    try {
      const [row] = await queryRows<{ migrations: number }>(
        app.db,
        sql`select count(*)::int as migrations from drizzle.__drizzle_migrations`,
      );
      return { status: 'ready', database: app.database.kind, migrations: row?.migrations ?? 0 };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return sendError(request, reply, 503, 'NOT_READY', 'errors.notReady');
    }
  });
}
