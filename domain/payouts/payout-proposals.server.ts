/**
 * Payout proposals (docs/decisions/0077-payouts): each month, the payable of every company with a positive
 * balance and complete bank details becomes one proposal (unique per company and month). A part of the
 * purchases' job (domain/purchases/purchase-jobs.server.ts, under its lease): from midnight of the 1st on the
 * company's country's clock, the month just ended is proposed. An admin's "propose now" does the same for
 * any month already begun. The insert claims the company and month, so a proposal is made once across
 * processes and restarts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { monthBounds } from '../earnings/statement';
import { companyPayableAccountId } from '../wallet/ledger.server';
import { proposalAmountCents } from './payout-rules';

interface Candidate {
  company_id: number;
  time_zone: string;
  month: string;
}

/** Complete bank details: the holder, the bank and a sealed account number. */
export const bankDetailsComplete = (alias: string) =>
  sql.raw(`coalesce(btrim(${alias}.bank_name), '') <> '' and coalesce(btrim(${alias}.bank_account_holder), '') <> ''
    and ${alias}.bank_account_number_sealed is not null`);

/** The payable balance of the company `co.id` before an instant (SQL of the instant). */
const balanceBefore = (instant: SQL) =>
  sql`(select coalesce(sum(e.amount_cents), 0) from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.kind = 'operator_payable' and a.company_id = co.id and e.created_at < ${instant})`;

/**
 * Companies that could be proposed for a month, not proposed yet: `month` given, or, for the job, the month
 * just ended on each company's clock (and only when its balance at that month's end was positive).
 */
function candidates(db: DbOrTx, now: Date, month: string | null): Promise<Candidate[]> {
  const local = sql`(${now}::timestamptz at time zone ct.time_zone)`;
  const monthStart = sql`(date_trunc('month', ${local}) at time zone ct.time_zone)`;
  const wanted = month === null ? sql`to_char(${local} - interval '1 month', 'YYYY-MM')` : sql`${month}`;
  return queryRows<Candidate>(
    db,
    sql`select co.id as company_id, ct.time_zone, ${wanted} as month
      from companies co join countries ct on ct.id = co.country_id
      where ${bankDetailsComplete('co')}
        and not exists (select 1 from payout_proposals pp where pp.company_id = co.id and pp.month = ${wanted})
        and ${balanceBefore(sql`${now}::timestamptz`)} > 0
        ${month === null ? sql`and ${balanceBefore(monthStart)} > 0` : sql``}
      order by co.id`,
  );
}

interface Figures {
  closing: number;
  paid_since: number;
  balance: number;
  open: number;
}

/** Proposes one company's month in its own transaction; false when nothing is owed or it exists. */
async function proposeCompany(db: Db, candidate: Candidate, now: Date, proposedBy: number | null) {
  const { start, end } = monthBounds(candidate.month, candidate.time_zone);
  if (start.getTime() >= now.getTime()) return false;
  // A month still running counts what was posted up to now, this instant included.
  const cutoff = end.getTime() <= now.getTime() ? end : new Date(now.getTime() + 1);
  return db.transaction(async (tx) => {
    const account = await companyPayableAccountId(tx, candidate.company_id);
    // The balance is read under the account's lock, as postPayout reads it.
    await queryRows(tx, sql`select id from ledger_accounts where id = ${account} for update`);
    const [figures] = await queryRows<Figures>(
      tx,
      sql`select coalesce(sum(e.amount_cents) filter (where e.created_at < ${cutoff}), 0)::int as closing,
          coalesce(-sum(e.amount_cents) filter (where e.created_at >= ${cutoff} and t.kind = 'operator_payout'),
            0)::int as paid_since,
          coalesce(sum(e.amount_cents), 0)::int as balance,
          (select coalesce(sum(pp.amount_cents), 0)::int from payout_proposals pp
            where pp.company_id = ${candidate.company_id} and pp.status <> 'paid') as open
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = ${account}`,
    );
    const amount = proposalAmountCents({
      closingCents: figures?.closing ?? 0,
      paidSinceCents: figures?.paid_since ?? 0,
      balanceCents: figures?.balance ?? 0,
      openCents: Number(figures?.open ?? 0),
    });
    if (amount <= 0) return false;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into payout_proposals (company_id, month, amount_cents, status, proposed_by, created_at, updated_at)
        values (${candidate.company_id}, ${candidate.month}, ${amount}, 'proposed', ${proposedBy}, ${now}, ${now})
        on conflict (company_id, month) do nothing returning id`,
    );
    if (!row) return false;
    if (proposedBy !== null) {
      await recordAudit(tx, {
        actorId: proposedBy,
        actorKind: 'admin',
        companyId: candidate.company_id,
        action: 'payout.propose',
        entity: 'payout_proposal',
        entityId: row.id,
        before: null,
        after: { month: candidate.month, amount_cents: amount, status: 'proposed' },
        at: now,
      });
    }
    return true;
  });
}

async function proposeAll(
  db: Db,
  found: Candidate[],
  now: Date,
  proposedBy: number | null,
  keepGoing: () => Promise<boolean>,
): Promise<number> {
  let proposed = 0;
  for (const candidate of found) {
    if (await proposeCompany(db, candidate, now, proposedBy)) proposed += 1;
    if (!(await keepGoing())) break;
  }
  return proposed;
}

/** The job's part: proposes the month just ended of each company whose 1st has come. */
export async function proposeDuePayouts(
  db: Db,
  now: Date,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<number> {
  return proposeAll(db, await candidates(db, now, null), now, null, keepGoing);
}

/** An admin's "propose now" of `month` (up to now for the month still running); audited per proposal. */
export async function proposeMonth(db: Db, month: string, adminId: number, now: Date): Promise<number> {
  return proposeAll(db, await candidates(db, now, month), now, adminId, async () => true);
}
