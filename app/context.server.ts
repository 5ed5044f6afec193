import { createContext } from 'react-router';
import type { Db } from '../db/client';
import type { CatalogReadCache } from '../domain/catalog/catalog-read-cache.server';
import type { Clock } from '../domain/clock';
import type { MapTilesConfig } from '../common/map/map-tiles';

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
  /** The server's key (`SIGNING_SECRET`) that checks the unsubscribe links of e-mails (decision 0044). */
  signingSecret: string;
  /** NODE_ENV=production (the demo admin's printed TOTP secret is refused there); unset: not production. */
  production?: boolean;
  /** SIGNUP_CREDIT_CENTS: the sign-up credit's default when the back office set none (docs/decisions/0075-admin-promotions). */
  signupCreditCents?: number;
  /** The pickup map's street tiles (MAP_TILES_URL), handed to the browser by the root loader; null: offline map. */
  mapTiles?: MapTilesConfig | null;
}

export const servicesContext = createContext<AppServices>();

/** A fresh random value per HTML response: the only inline scripts allowed are those carrying it. */
export const nonceContext = createContext<string>('');

/**
 * One render's dealings with its visitor (docs/decisions/0023, 0034). The server gives every render its
 * own record. `shared` says the render may be served to everyone (it sees no credential); `askedForVisitor`
 * is set by the one function through which loaders learn who is visiting (app/lib/session-user.server.ts).
 * A page is stored in the shared page cache only if it was shared and never asked.
 */
export interface RenderRecord {
  readonly shared: boolean;
  askedForVisitor: boolean;
}

export const renderRecordContext = createContext<RenderRecord | null>(null);
