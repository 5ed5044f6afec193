import type { Db, Tx } from '../db/client';
import { announceCatalogChange, type CatalogChange } from '../domain/catalog/catalog-changes.server';

/** What a catalogue write needs of the app: its database and its own caches. */
type Writer = { db: Db; clearCatalogueCaches(): void };

/**
 * A catalogue write that every process sees (docs/decisions/0062-catalog-change-notifications.md): `work`
 * runs in a transaction that also announces the change, sent when it commits; then this process clears
 * its own caches at once, so its next answer (the operator's own page after publishing) is fresh without
 * waiting for its own notification to come back.
 */
export async function commitCatalogChange<T>(
  app: Writer,
  what: CatalogChange,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await app.db.transaction(async (tx) => {
    const value = await work(tx);
    await announceCatalogChange(tx, what);
    return value;
  });
  app.clearCatalogueCaches();
  return result;
}

/** After a write committed elsewhere (a domain function with its own transaction): announce and clear. */
export async function catalogChanged(app: Writer, what: CatalogChange): Promise<void> {
  await announceCatalogChange(app.db, what);
  app.clearCatalogueCaches();
}

/**
 * Clears at most once per `intervalMs`: the first notification of a quiet spell clears at once, the
 * ones that follow within the interval share one clear at its end. A flood of notifications (a bulk
 * import, a script publishing thousands of rows) then costs a few clears a second, not one per row,
 * and never leaves a change uncleared: a notification arrives after its commit, and the clear that
 * covers it runs after the notification.
 */
export function coalescedClear(
  clear: () => void,
  intervalMs: number,
  now: () => number = Date.now,
): { request(): void; cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    clear();
  };
  return {
    request() {
      if (timer) return;
      const wait = last + intervalMs - now();
      if (wait <= 0) run();
      else {
        timer = setTimeout(run, wait);
        timer.unref();
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
