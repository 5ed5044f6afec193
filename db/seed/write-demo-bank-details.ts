import { sql } from 'drizzle-orm';
import { accountNumberLast4 } from '../../domain/operators/company-input';
import type { DbOrTx } from '../client';
import { DEMO_OWNER_EMAILS } from './write-operator-accounts';

/** The demo companies' made-up payout accounts, in the order of DEMO_OWNER_EMAILS. */
export const DEMO_BANK_DETAILS = [
  { bankName: 'Banco General', accountNumber: '0400012345671' },
  { bankName: 'Banco Nacional', accountNumber: '0300098765432' },
] as const;

/**
 * Complete bank details for the two demo companies, so a fresh demo shows payouts (README.md § Demo admin and
 * supplier applications, docs/decisions/0079-demo-payouts). The seed cannot seal: it may run where the server's key is
 * not known, so it writes the made-up number in the clear column and the server seals it at its start with
 * its own key (decision 0069's one-time sealing, domain/operators/seal-bank-accounts.server.ts); the last
 * four are written now, so masks are right from the start.
 */
export async function writeDemoBankDetails(db: DbOrTx, now: Date): Promise<void> {
  for (const [index, email] of DEMO_OWNER_EMAILS.entries()) {
    const details = DEMO_BANK_DETAILS[index]!;
    await db.execute(sql`update companies co
      set bank_name = ${details.bankName}, bank_account_holder = coalesce(co.legal_name, co.company_name),
        bank_account_number = ${details.accountNumber},
        bank_account_last4 = ${accountNumberLast4(details.accountNumber)}, updated_at = ${now}
      from company_members m join users u on u.id = m.user_id
      where m.company_id = co.id and m.role = 'owner' and u.email = ${email}`);
  }
}
