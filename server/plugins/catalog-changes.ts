import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOG_CHANNEL, parseCatalogChange } from '../../domain/catalog/catalog-changes.server';
import { coalescedClear } from '../catalog-changes';

/** A flood of catalogue changes clears this process's caches at most this often. */
export const CATALOG_CLEAR_INTERVAL_MS = 100;

/**
 * Every process listens to the catalogue's changes and clears its caches when one arrives
 * (docs/decisions/0062-catalog-change-notifications.md): several `npm start` processes on one database
 * then never serve what another process changed for longer than a notification takes. A reconnection
 * clears too, since what was announced while no connection listened is lost.
 */
export const catalogChangesPlugin = fp(async (app: FastifyInstance) => {
  const clear = coalescedClear(() => app.clearCatalogueCaches(), CATALOG_CLEAR_INTERVAL_MS);
  const subscription = await app.database.listen(CATALOG_CHANNEL, {
    onNotify: (payload) => {
      app.log.debug({ change: parseCatalogChange(payload) }, 'catalogue changed');
      clear.request();
    },
    onListening: () => clear.request(),
    onLost: (error) => app.log.warn({ err: error }, 'catalogue change listener lost its connection'),
  });
  app.addHook('onClose', async () => {
    clear.cancel();
    await subscription.close();
  });
});
