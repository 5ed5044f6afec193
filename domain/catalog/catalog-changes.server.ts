import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The notification channel every server process listens to (docs/decisions/0062-catalog-change-notifications.md). */
export const CATALOG_CHANNEL = 'catalog_changes';

/**
 * What changed in the catalogue, for the logs: every process clears all its catalogue caches whatever
 * the change (an experience shows in lists, pages, the sitemap and other experiences' "similar").
 */
export interface CatalogChange {
  entity: 'experience' | 'review' | 'account' | 'company' | 'catalog';
  id?: number;
}

/**
 * Tells every server process on this database that what travellers see changed, so each clears its
 * catalogue caches (API answers, catalogue reads, rendered pages). Inside a transaction the notification
 * leaves when it commits and never if it rolls back (PostgreSQL's NOTIFY; PGlite's too), and equal
 * notifications of one transaction are sent once; outside one it leaves at once. The caller's own
 * process also clears at once after the commit (server/catalog-changes.ts) for its next answer.
 */
export async function announceCatalogChange(db: DbOrTx, what: CatalogChange): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${JSON.stringify(what)})`);
}

/** The change a notification names, or null for a payload this version does not know. */
export function parseCatalogChange(payload: string): CatalogChange | null {
  try {
    const value = JSON.parse(payload) as Partial<CatalogChange> | null;
    if (!value || typeof value.entity !== 'string') return null;
    return { entity: value.entity, ...(typeof value.id === 'number' ? { id: value.id } : {}) };
  } catch {
    return null;
  }
}
