import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SharedLimiter } from '../rate-limit/shared-limiter';

/** How often ended windows and expired challenges are deleted; the tables stay the size of one window. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/** The product's one limiter (`app.limiter`), kept in the database so every process shares it. */
export const sharedLimitsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('limiter', new SharedLimiter(app.db, app.clock));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      app.limiter.sweep().catch((error: unknown) => app.log.error({ err: error }, 'limit sweep failed'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
});
