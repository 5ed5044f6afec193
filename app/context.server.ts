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
  /**
   * The public `api-token` the browser sends with its own API calls (not a secret: docs/product.md §
   * Conventions).
   */
  publicApiToken: string;
  /**
   * The product's public origin (`PUBLIC_URL`, server/public-origin.ts) for absolute links: canonical,
   * hreflang, Open Graph, robots.txt and sitemaps. Never `request.url`'s, which the client chooses.
   */
  origin: string;
}

export const servicesContext = createContext<AppServices>();

/** A fresh random value per HTML response: the only inline scripts allowed are those carrying it. */
export const nonceContext = createContext<string>('');

/**
 * What one render learned about its visitor (docs/decisions/0023). The server gives every render its own
 * record and stores a page in the shared page cache only if `personal` is still false afterwards: reading
 * the signed-in user (app/lib/session-user.server.ts) sets it.
 */
export interface RenderRecord {
  personal: boolean;
}

export const renderRecordContext = createContext<RenderRecord | null>(null);
