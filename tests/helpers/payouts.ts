import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { postOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { bankAccountContext } from '../../domain/operators/company-settings.server';
import type { Sealer } from '../../domain/security/sealed-text';
import { insertPurchase } from './purchase-factory';

/**
 * Fixtures of the payouts' tests (docs/decisions/0077-payouts): bank details sealed as the owner's form
 * seals them, a booking earned at a chosen instant, a company's proposal of a month and its audit records.
 */

/** The company's bank details, the number sealed for it (decision 0069). */
export async function giveBankDetails(
  db: DbOrTx,
  sealer: Sealer,
  companyId: number,
  details: { holder: string; bank?: string; number: string },
) {
  await db.execute(sql`update companies set bank_name = ${details.bank ?? 'Banco General'},
    bank_account_holder = ${details.holder},
    bank_account_number_sealed = ${sealer.seal(details.number, bankAccountContext(companyId))},
    bank_account_last4 = ${details.number.slice(-4)} where id = ${companyId}`);
}

/** A confirmed booking of the experience, 2 adults at `cents` each and no add-on, earned (posted) at `at`. */
export async function earnedBooking(db: DbOrTx, experienceId: number, cents: number, at: Date) {
  const bought = await insertPurchase(db, {
    experienceId,
    participants: [{ tier: 'adults', quantity: 2, unitPriceCents: cents }],
    addOns: [],
  });
  await db.transaction((tx) => postOperatorEarning(tx, bought.id, at));
  return bought;
}

export async function proposalOf(db: DbOrTx, companyId: number, month: string) {
  const [row] = await queryRows<{
    id: number;
    amount_cents: number;
    status: string;
    payout_id: number | null;
  }>(
    db,
    sql`select id, amount_cents, status, payout_id from payout_proposals
      where company_id = ${companyId} and month = ${month}`,
  );
  return row;
}

export const payoutAudits = (db: DbOrTx, entityId: number, action: string) =>
  queryRows<{ actor_kind: string; before: unknown; after: Record<string, unknown> }>(
    db,
    sql`select actor_kind, before, after from audit_log
      where entity = 'payout_proposal' and entity_id = ${String(entityId)} and action = ${action} order by id`,
  );
