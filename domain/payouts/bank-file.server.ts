/**
 * The bank's bulk-transfer file of approved payouts (docs/decisions/0077-payouts): the one place that opens
 * the companies' sealed account numbers (decision 0069) for payouts. Every download is written to the
 * audit log (which payouts, how much, never the numbers) in the transaction that reads them.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { AppError } from '../errors';
import { bankAccountContext } from '../operators/company-settings.server';
import type { Sealer } from '../security/sealed-text';
import type { BankFileRow } from './bank-file-csv';
import { payoutTransferReference } from './payout-rules';

interface ApprovedRow {
  id: number;
  company_id: number;
  company_name: string;
  month: string;
  amount_cents: number;
  bank_name: string | null;
  bank_account_holder: string | null;
  sealed: string | null;
}

const unreadable = (company: string) =>
  new AppError(409, 'PAYOUT_BANK_DETAILS_MISSING', 'admin.payouts.errors.bankDetailsMissing', { company });

export async function payoutBankFile(
  db: Db,
  sealer: Sealer,
  filter: { month?: string },
  adminId: number,
  now: Date,
): Promise<BankFileRow[]> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<ApprovedRow>(
      tx,
      sql`select pp.id, pp.company_id, co.company_name, pp.month, pp.amount_cents, co.bank_name,
          co.bank_account_holder, co.bank_account_number_sealed as sealed
        from payout_proposals pp join companies co on co.id = pp.company_id
        where pp.status = 'approved' ${filter.month ? sql`and pp.month = ${filter.month}` : sql``}
        order by pp.month, co.company_name, pp.id`,
    );
    const lines: BankFileRow[] = rows.map((row) => {
      const holder = row.bank_account_holder?.trim();
      const bank = row.bank_name?.trim();
      if (!holder || !bank || !row.sealed) throw unreadable(row.company_name);
      let accountNumber: string;
      try {
        accountNumber = sealer.open(row.sealed, bankAccountContext(row.company_id));
      } catch {
        throw unreadable(row.company_name);
      }
      return {
        payoutId: row.id,
        accountHolder: holder,
        bank,
        accountNumber,
        amountCents: row.amount_cents,
        reference: payoutTransferReference(row),
      };
    });
    await recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      action: 'payout.bank_file.download',
      entity: 'payout_bank_file',
      entityId: filter.month ?? 'all',
      before: null,
      after: {
        payout_ids: rows.map((row) => row.id),
        count: rows.length,
        total_cents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
      },
      at: now,
    });
    return lines;
  });
}
