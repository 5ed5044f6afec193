/**
 * Bookings that stand but never posted their payable (docs/decisions/0066-earnings-ledger.md § Backfill): the
 * seed's, written straight into the table, and a migrated database's, confirmed before the ledger knew
 * operators. Each is posted through `postOperatorEarning`, dated when the booking was confirmed (its
 * history, else its creation), so statements place it in its month. Idempotent: the ledger's reference
 * uniqueness and the `not exists` make a second run (another process starting) post nothing.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { isBooking } from '../purchases/booking-rows';
import { postOperatorEarning } from './earnings-ledger.server';
import { EARNING_KINDS, EARNING_STATUSES } from './earnings-rules';

const BATCH = 500;

async function missingEarnings(db: DbOrTx): Promise<{ id: number; confirmed_at: Date | string }[]> {
  return queryRows(
    db,
    sql`select p.id, coalesce(
          (select min(h.created_at) from purchase_status_history h
            where h.purchase_id = p.id and h.to_status = 'confirmed'),
          p.created_at) as confirmed_at
      from purchases p
      where p.status::text in (${sql.join(
        EARNING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}) and ${isBooking('p')} and p.operator_payable_cents > 0
        and not exists (select 1 from ledger_transactions t where t.kind = ${EARNING_KINDS.earned}
          and t.reference_type = 'purchase' and t.reference_id = p.id::text)
      order by p.id limit ${BATCH}`,
  );
}

/** Posts every missing earning, a batch per transaction; answers how many were posted. */
export async function postMissingOperatorEarnings(db: DbOrTx): Promise<number> {
  let posted = 0;
  for (;;) {
    const batch = await missingEarnings(db);
    const before = posted;
    await db.transaction(async (tx) => {
      for (const row of batch) {
        if (await postOperatorEarning(tx, row.id, new Date(row.confirmed_at))) posted++;
      }
    });
    // A short batch was the last; one that posted nothing (another process took them) ends it too.
    if (batch.length < BATCH || posted === before) return posted;
  }
}
