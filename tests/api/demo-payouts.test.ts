import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_BANK_DETAILS } from '../../db/seed/write-demo-bank-details';
import { DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { bankAccountContext } from '../../domain/operators/company-settings.server';
import { sealClearBankAccounts } from '../../domain/operators/seal-bank-accounts.server';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The demo's payouts (README.md § To pay an operator, docs/decisions/0079-demo-payouts): the seed gives both
 * demo companies complete bank details, the number sealed at the server's start with the server's key, and
 * the purchases' job then proposes each one's payable of the month just ended.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 160, demoTraveller: true });
}, 120_000);
afterAll(() => t?.close());

interface Company {
  id: number;
  email: string;
  bank_name: string | null;
  bank_account_holder: string | null;
  clear: string | null;
  sealed: string | null;
  last4: string | null;
}

const demoCompanies = () =>
  queryRows<Company>(
    t.app.db,
    sql`select co.id, u.email::text as email, co.bank_name, co.bank_account_holder,
        co.bank_account_number as clear, co.bank_account_number_sealed as sealed, co.bank_account_last4 as last4
      from companies co join company_members m on m.company_id = co.id and m.role = 'owner'
      join users u on u.id = m.user_id where u.email in (${DEMO_OWNER_EMAILS[0]}, ${DEMO_OWNER_EMAILS[1]})
      order by u.email = ${DEMO_OWNER_EMAILS[0]} desc`,
  );

describe('the demo’s payouts on a fresh start', () => {
  it('seeds complete bank details for both demo companies, sealed at start with the server’s key', async () => {
    const seeded = await demoCompanies();
    expect(seeded.map((row) => row.email)).toEqual([...DEMO_OWNER_EMAILS]);
    for (const [index, row] of seeded.entries()) {
      const details = DEMO_BANK_DETAILS[index]!;
      expect(row).toMatchObject({ bank_name: details.bankName, clear: details.accountNumber, sealed: null });
      expect(row.bank_account_holder?.trim()).not.toBe('');
      expect(row.last4).toBe(details.accountNumber.slice(-4));
    }
    // What server/serve.ts does once the database is open.
    expect(await sealClearBankAccounts(t.app.db, t.app.sealer, TEST_NOW)).toBe(DEMO_OWNER_EMAILS.length);
    for (const [index, row] of (await demoCompanies()).entries()) {
      expect(row.clear).toBeNull();
      expect(t.app.sealer.open(row.sealed!, bankAccountContext(row.id))).toBe(
        DEMO_BANK_DETAILS[index]!.accountNumber,
      );
    }
    expect(await sealClearBankAccounts(t.app.db, t.app.sealer, TEST_NOW)).toBe(0);
  });

  it('lets the purchases’ job propose each demo company’s payable of the month just ended', async () => {
    const companies = await demoCompanies();
    expect(await t.app.runPurchaseJobs()).toMatchObject({
      ran: true,
      payoutProposals: DEMO_OWNER_EMAILS.length,
    });
    const proposals = await queryRows<{
      company_id: number;
      month: string;
      status: string;
      amount_cents: number;
    }>(
      t.app.db,
      sql`select company_id, month, status::text as status, amount_cents from payout_proposals order by company_id`,
    );
    expect(proposals.map((row) => row.company_id).sort()).toEqual(companies.map((row) => row.id).sort());
    for (const row of proposals) {
      expect(row).toMatchObject({ month: '2026-10', status: 'proposed' });
      expect(row.amount_cents).toBeGreaterThan(0);
    }
  });
});
