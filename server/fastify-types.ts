import type { Lang } from '../app/i18n/languages';
import type { Database, Db } from '../db/client';
import type { CatalogReadCache } from '../domain/catalog/catalog-read-cache.server';
import type { Clock } from '../domain/clock';
import type { Env } from './env';
import type { PageCache } from './page-cache';
import type { ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    clock: Clock;
    responseCache: ResponseCache;
    /** Catalogue reads of the server-rendered pages (docs/decisions/0007); cleared with responseCache. */
    catalogCache: CatalogReadCache;
    /** Rendered pages shared by every visitor (docs/decisions/0007); cleared with responseCache. */
    pageCache: PageCache;
  }
  interface FastifyRequest {
    /** Language of the response, from `language-code`, then Accept-Language, then Spanish. */
    lang: Lang;
  }
}
