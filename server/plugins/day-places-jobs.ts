import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DAY_PLACES_VACUUM_AFTER,
  refreshAllDayPlaces,
  vacuumDayPlaces,
} from '../../domain/booking/day-places.server';

/**
 * How often the search's per-day places are brought up to date (docs/decisions/0086-search-by-date.md):
 * until then the search asks the engine about the experiences that changed, so this bounds their cost,
 * not the answers' freshness.
 */
export const DAY_PLACES_INTERVAL_MS = 5_000;

/**
 * Rewrites the experiences whose availability changed (marked by triggers in the writers' transactions)
 * and rolls the horizon forward daily, first at start (the backfill of a new database), then on a timer;
 * after every DAY_PLACES_VACUUM_AFTER rewritten experiences it vacuums their tables.
 * Several processes may run it: one at a time works (an advisory lock). DAY_PLACES_JOBS=off stops the
 * timer (tests), not `app.refreshDayPlaces()`.
 */
export const dayPlacesJobsPlugin = fp(async (app: FastifyInstance) => {
  let running: Promise<number> | null = null;
  // Rewritten since the tables were last vacuumed (the backfill and each daily roll pass the threshold).
  let sinceVacuum = 0;
  const refresh = async (): Promise<number> => {
    const rewritten = await refreshAllDayPlaces(app.db, app.clock());
    sinceVacuum += rewritten;
    if (sinceVacuum >= DAY_PLACES_VACUUM_AFTER) {
      sinceVacuum = 0;
      await vacuumDayPlaces(app.db);
    }
    return rewritten;
  };
  const run = (): Promise<number> => {
    running ??= refresh().finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('refreshDayPlaces', run);
  const tick = () => {
    run().catch((error: unknown) => app.log.error({ err: error }, 'day places refresh failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.env.DAY_PLACES_JOBS === 'off') return;
    tick();
    timer = setInterval(tick, DAY_PLACES_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
});
