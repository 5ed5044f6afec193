import { createContext } from 'react-router';
import type { Db } from '../db/client';
import type { CatalogReadCache } from '../domain/catalog/catalog-read-cache.server';
import type { Clock } from '../domain/clock';

/**
 * Services the route loaders use in-process (no HTTP hop to the API): the database, the clock and the
 * cache of catalogue reads (docs/decisions/0011).
 */
export interface AppServices {
  db: Db;
  clock: Clock;
  catalogCache: CatalogReadCache;
  /** The public `api-token` the browser sends with its own API calls (not a secret: ARCHITECTURE §4). */
  publicApiToken: string;
}

export const servicesContext = createContext<AppServices>();

/** A fresh random value per HTML response: the only inline scripts allowed are those carrying it. */
export const nonceContext = createContext<string>('');
