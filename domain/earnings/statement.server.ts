/**
 * Reads a company's payable account for its statements and its earnings page
 * (docs/decisions/0066-earnings-ledger.md): the balance before a month, the month's entries with their
 * booking or payout, and the monthly sums of the last months, all on the company's country's clock.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { Lang } from '../../common/i18n/languages';
import { localizedValue } from '../catalog/localized-sql';
import { companyBalanceCents } from './earnings-ledger.server';
import { EARNING_KINDS, type EarningKind } from './earnings-rules';
import {
  buildStatement,
  type LedgerMovement,
  type MonthBar,
  monthBars,
  monthBounds,
  monthOf,
  monthsUpTo,
  type Statement,
} from './statement';

const KIND_OF: Record<string, EarningKind> = Object.fromEntries(
  Object.entries(EARNING_KINDS).map(([kind, ledgerKind]) => [ledgerKind, kind as EarningKind]),
);

/** The IANA zone of the company's country: its months start at midnight there. */
export async function companyTimeZone(db: DbOrTx, companyId: number): Promise<string> {
  const [row] = await queryRows<{ time_zone: string }>(
    db,
    sql`select c.time_zone from companies co join countries c on c.id = co.country_id where co.id = ${companyId}`,
  );
  return row?.time_zone ?? 'America/Panama';
}

const companyEntries = (companyId: number) =>
  sql`ledger_entries e join ledger_accounts a on a.id = e.account_id
    and a.kind = 'operator_payable' and a.company_id = ${companyId}`;

interface MovementRow {
  kind: string;
  at: Date | string;
  amount_cents: number;
  code: string | null;
  experience: string | null;
  booking_date: string | null;
  price_cents: number | null;
  commission_cents: number | null;
  payable_cents: number | null;
  reference: string | null;
}

export async function readStatement(
  db: DbOrTx,
  companyId: number,
  month: string,
  lang: Lang,
): Promise<Statement> {
  const timeZone = await companyTimeZone(db, companyId);
  const { start, end } = monthBounds(month, timeZone);
  const [opening] = await queryRows<{ cents: number }>(
    db,
    sql`select coalesce(sum(e.amount_cents), 0)::int as cents from ${companyEntries(companyId)}
      where e.created_at < ${start}`,
  );
  const name = localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang);
  const rows = await queryRows<MovementRow>(
    db,
    sql`select t.kind, e.created_at as at, e.amount_cents, p.code,
        coalesce(${name}, '#' || p.experience_id) as experience, p.booking_date::text as booking_date,
        p.subtotal_cents - p.group_discount_cents + p.add_ons_cents as price_cents,
        p.commission_cents, p.operator_payable_cents as payable_cents, po.reference
      from ${companyEntries(companyId)}
      join ledger_transactions t on t.id = e.transaction_id
      left join purchase_refunds pr on t.reference_type = 'purchase_refund' and pr.id = t.reference_id::int
      left join purchases p on p.id = case when t.reference_type = 'purchase' then t.reference_id::int
        else pr.purchase_id end
      left join payouts po on t.reference_type = 'payout' and po.id = t.reference_id::int
      where e.created_at >= ${start} and e.created_at < ${end}
      order by e.created_at, e.id`,
  );
  const movements: LedgerMovement[] = rows.map((row) => ({
    kind: KIND_OF[row.kind] ?? 'earned',
    at: new Date(row.at),
    amountCents: row.amount_cents,
    booking:
      row.code === null
        ? null
        : {
            code: row.code,
            experience: row.experience ?? '',
            date: row.booking_date ?? '',
            priceCents: row.price_cents ?? 0,
            commissionCents: row.commission_cents ?? 0,
            payableCents: row.payable_cents ?? 0,
          },
    reference: row.reference,
  }));
  return buildStatement(month, timeZone, opening?.cents ?? 0, movements);
}

export interface EarningsSummary {
  timeZone: string;
  currentMonth: string;
  balanceCents: number;
  /** The last 12 months, oldest first, the current one last. */
  months: MonthBar[];
}

export const SUMMARY_MONTHS = 12;

export async function readEarningsSummary(
  db: DbOrTx,
  companyId: number,
  now: Date,
): Promise<EarningsSummary> {
  const timeZone = await companyTimeZone(db, companyId);
  const currentMonth = monthOf(now, timeZone);
  const months = monthsUpTo(currentMonth, SUMMARY_MONTHS);
  const { start } = monthBounds(months[0]!, timeZone);
  const sums = await queryRows<{ month: string; kind: string; cents: number }>(
    db,
    sql`select to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM') as month, t.kind,
        sum(e.amount_cents)::int as cents
      from ${companyEntries(companyId)} join ledger_transactions t on t.id = e.transaction_id
      where e.created_at >= ${start} group by 1, 2`,
  );
  return {
    timeZone,
    currentMonth,
    balanceCents: await companyBalanceCents(db, companyId),
    months: monthBars(
      months,
      sums.map((sum) => ({ month: sum.month, kind: KIND_OF[sum.kind] ?? 'earned', cents: sum.cents })),
    ),
  };
}
