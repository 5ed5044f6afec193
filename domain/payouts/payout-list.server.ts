/**
 * Reading payouts (docs/decisions/0077-payouts): the back office's list with the totals of each status, one
 * payout as the list shows it, and the payouts an operator sees as scheduled. Never decrypts: the account
 * is shown by its last four characters.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PAYOUT_STATES } from '../../common/lifecycle-states';
import { type DbOrTx, queryRows } from '../../db/client';
import { centsToUsd } from '../pricing/money';
import { type PayoutStatus, SCHEDULED_PAYOUT_STATES } from './payout-lifecycle';
import { hasCompleteBankDetails, needsFreshSecondFactor, payoutTransferReference } from './payout-rules';

interface PayoutRow {
  id: number;
  company_id: number;
  company_name: string;
  month: string;
  amount_cents: number;
  status: PayoutStatus;
  bank_name: string | null;
  bank_account_holder: string | null;
  sealed: boolean;
  last4: string | null;
  proposed_by: number | null;
  approved_at: Date | string | null;
  approved_by: string | null;
  held_reason: string | null;
  paid_reference: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const filled = (value: string | null) => (value && value.trim().length > 0 ? value : null);

function payoutJson(row: PayoutRow) {
  return {
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    month: row.month,
    amount: centsToUsd(row.amount_cents),
    currency: 'USD' as const,
    status: row.status,
    needs_second_factor: needsFreshSecondFactor(row.amount_cents),
    bank: {
      complete: hasCompleteBankDetails({
        bankName: row.bank_name,
        bankAccountHolder: row.bank_account_holder,
        bankAccountSealed: row.sealed ? 'sealed' : null,
      }),
      name: filled(row.bank_name),
      holder: filled(row.bank_account_holder),
      account: row.last4 ? `•••• ${row.last4}` : null,
    },
    proposed_by_job: row.proposed_by === null,
    approved_at: iso(row.approved_at),
    approved_by: row.approved_by,
    held_reason: row.status === 'held' ? row.held_reason : null,
    transfer_reference: payoutTransferReference(row),
    paid_reference: row.paid_reference,
    paid_at: iso(row.paid_at),
    created_at: iso(row.created_at)!,
  };
}

export type PayoutJson = ReturnType<typeof payoutJson>;

function selectPayouts(db: DbOrTx, where: SQL) {
  return queryRows<PayoutRow>(
    db,
    sql`select pp.id, pp.company_id, co.company_name, pp.month, pp.amount_cents, pp.status,
        co.bank_name, co.bank_account_holder, co.bank_account_number_sealed is not null as sealed,
        co.bank_account_last4 as last4, pp.proposed_by, pp.approved_at, au.email::text as approved_by,
        pp.held_reason, po.reference as paid_reference, po.created_at as paid_at, pp.created_at
      from payout_proposals pp join companies co on co.id = pp.company_id
      left join users au on au.id = pp.approved_by
      left join payouts po on po.id = pp.payout_id
      where ${where}
      order by pp.month desc, co.company_name, pp.id
      limit 500`,
  );
}

export async function payoutById(db: DbOrTx, id: number): Promise<PayoutJson | null> {
  const [row] = await selectPayouts(db, sql`pp.id = ${id}`);
  return row ? payoutJson(row) : null;
}

export async function listPayouts(db: DbOrTx, filter: { month?: string; status?: PayoutStatus }) {
  const byMonth = filter.month ? sql`pp.month = ${filter.month}` : sql`true`;
  const byStatus = filter.status ? sql`pp.status = ${filter.status}` : sql`true`;
  const rows = await selectPayouts(db, sql`${byMonth} and ${byStatus}`);
  const sums = await queryRows<{ status: PayoutStatus; count: number; cents: number }>(
    db,
    sql`select pp.status, count(*)::int as count, sum(pp.amount_cents)::int as cents
      from payout_proposals pp where ${byMonth} group by pp.status`,
  );
  const totals = Object.fromEntries(
    PAYOUT_STATES.map((state) => {
      const sum = sums.find((row) => row.status === state);
      return [state, { count: sum?.count ?? 0, amount: centsToUsd(sum?.cents ?? 0) }];
    }),
  ) as Record<PayoutStatus, { count: number; amount: number }>;
  return { payouts: rows.map(payoutJson), totals };
}

/** A company's payouts on their way (proposed or approved), of one month or all, as the operator sees them. */
export async function scheduledPayouts(
  db: DbOrTx,
  companyId: number,
  month?: string,
): Promise<{ month: string; amountCents: number }[]> {
  const states = sql.join(
    SCHEDULED_PAYOUT_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const rows = await queryRows<{ month: string; amount_cents: number }>(
    db,
    sql`select month, amount_cents from payout_proposals
      where company_id = ${companyId} and status in (${states}) ${month ? sql`and month = ${month}` : sql``}
      order by month`,
  );
  return rows.map((row) => ({ month: row.month, amountCents: row.amount_cents }));
}
