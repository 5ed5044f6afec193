import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import type { Sealer } from '../security/sealed-text';
import { accountNumberLast4 } from './company-input';
import { bankAccountContext } from './company-settings.server';

/**
 * Seals the account numbers still stored in clear (written before encryption at rest; SQL migrations
 * cannot encrypt: docs/decisions/0069-bank-details-encryption.md) and empties the clear column, one
 * transaction. Run by the server at each start: once none is left it changes nothing, and two processes
 * starting together do not seal a row twice (the rows are locked). Returns how many it sealed.
 */
export async function sealClearBankAccounts(db: Db, sealer: Sealer, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: companies.id, number: companies.bankAccountNumberClear })
      .from(companies)
      .where(isNotNull(companies.bankAccountNumberClear))
      .for('update');
    for (const row of rows) {
      const number = row.number as string;
      await tx
        .update(companies)
        .set({
          bankAccountNumberSealed: sealer.seal(number, bankAccountContext(row.id)),
          bankAccountLast4: accountNumberLast4(number),
          bankAccountNumberClear: null,
          updatedAt: now,
        })
        .where(eq(companies.id, row.id));
    }
    return rows.length;
  });
}
