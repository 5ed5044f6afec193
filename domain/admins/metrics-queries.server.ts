/**
 * The reads behind the dashboard's business figures (docs/decisions/0078-admin-dashboard): each one query on an
 * index of migration h7_dashboard_indexes (creation instants of purchases, refunds, users and companies; the
 * page views of the funnel's two pages), grouped by day on the marketplace's clock.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { isPaidBooking } from '../purchases/booking-rows';
import { accountOfKind } from './account-kinds';
import {
  type DayBookings,
  type DayRefunds,
  FUNNEL_PATHS,
  type MetricsWindow,
  TOP_EXPERIENCES,
} from './metrics-rules';

const day = (column: SQL, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * A purchase counts as a booking once it was paid (confirmed or after, cancelled included): not a draft
 * waiting for its payment (`created`) nor one whose payment failed (decision 0047).
 */
const placedBooking = isPaidBooking('p');

const inWindow = (column: SQL, w: MetricsWindow) => sql`${column} >= ${w.start} and ${column} < ${w.end}`;

/** Bookings placed each day of the window with their money and who has cancelled them since. */
export async function bookingsByDay(db: DbOrTx, w: MetricsWindow): Promise<DayBookings[]> {
  const rows = await queryRows<Record<keyof DayBookings, string | number>>(
    db,
    sql`select ${day(sql`p.created_at`, w.timeZone)} as day, count(*)::int as "bookings",
          coalesce(sum(p.total_cost_cents), 0)::bigint as "grossCents",
          coalesce(sum(p.service_fee_cents), 0)::bigint as "serviceFeeCents",
          coalesce(sum(p.commission_cents), 0)::bigint as "commissionCents",
          count(*) filter (where p.status = 'canceled_by_customer')::int as "canceledByCustomer",
          count(*) filter (where p.status = 'canceled_by_supplier')::int as "canceledBySupplier",
          count(*) filter (where p.status = 'canceled_by_administration')::int as "canceledByAdministration"
        from purchases p
        where ${inWindow(sql`p.created_at`, w)} and ${placedBooking}
        group by 1`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    bookings: Number(row.bookings),
    grossCents: Number(row.grossCents),
    serviceFeeCents: Number(row.serviceFeeCents),
    commissionCents: Number(row.commissionCents),
    canceledByCustomer: Number(row.canceledByCustomer),
    canceledBySupplier: Number(row.canceledBySupplier),
    canceledByAdministration: Number(row.canceledByAdministration),
  }));
}

/** Money given back each day (card, PayPal or wallet; a refund the provider refused is not counted). */
export async function refundsByDay(db: DbOrTx, w: MetricsWindow): Promise<DayRefunds[]> {
  const rows = await queryRows<{ day: string; refunds: number; refunded: string | number }>(
    db,
    sql`select ${day(sql`r.created_at`, w.timeZone)} as day, count(distinct r.purchase_id)::int as refunds,
          coalesce(sum(r.amount_cents), 0)::bigint as refunded
        from purchase_refunds r
        where ${inWindow(sql`r.created_at`, w)} and r.status <> 'failed'
        group by 1`,
  );
  return rows.map((row) => ({ day: row.day, refunds: row.refunds, refundedCents: Number(row.refunded) }));
}

export interface TodayAndPeriod {
  today: number;
  period: number;
}

const todayAndPeriod = (w: MetricsWindow) =>
  sql`count(*) filter (where created_at >= ${w.todayStart})::int as today, count(*)::int as period`;

/**
 * Travellers who opened an account: not the marketplace's admins, not operator staff, not the accounts
 * PayPal's guest checkout made for someone who never signed up.
 */
export async function newTravellers(db: DbOrTx, w: MetricsWindow): Promise<TodayAndPeriod> {
  const [row] = await queryRows<TodayAndPeriod>(
    db,
    sql`select ${todayAndPeriod(w)} from users u
        where ${inWindow(sql`u.created_at`, w)} and ${accountOfKind('traveller')}`,
  );
  return row ?? { today: 0, period: 0 };
}

/** Operators (companies) that joined: an approved application creates the company. */
export async function newOperators(db: DbOrTx, w: MetricsWindow): Promise<TodayAndPeriod> {
  const [row] = await queryRows<TodayAndPeriod>(
    db,
    sql`select ${todayAndPeriod(w)} from companies c where ${inWindow(sql`c.created_at`, w)}`,
  );
  return row ?? { today: 0, period: 0 };
}

export interface FunnelVisits {
  bookingCard: TodayAndPeriod;
  paymentPage: TodayAndPeriod;
}

/**
 * Visits (the browser's random visit id of the recorded page views) that left the booking card for the
 * booking details, and that reached the payment page. Admins' visits are never recorded.
 */
export async function funnelVisits(db: DbOrTx, w: MetricsWindow): Promise<FunnelVisits> {
  const rows = await queryRows<{ path: string; today: number; period: number }>(
    db,
    // Grouped by visit first (a hash, where count(distinct …) would sort the visit ids by their collation).
    sql`select v.path, count(*) filter (where v.today)::int as today, count(*)::int as period
        from (select a.path, a.anonymous_id, bool_or(a.created_at >= ${w.todayStart}) as today
              from analytics_events a
              where a.name = 'page_view' and a.path in (${FUNNEL_PATHS.bookingCard}, ${FUNNEL_PATHS.paymentPage})
                and ${inWindow(sql`a.created_at`, w)} and a.anonymous_id is not null
              group by a.path, a.anonymous_id) v
        group by v.path`,
  );
  const of = (path: string) => {
    const row = rows.find((candidate) => candidate.path === path);
    return { today: row?.today ?? 0, period: row?.period ?? 0 };
  };
  return { bookingCard: of(FUNNEL_PATHS.bookingCard), paymentPage: of(FUNNEL_PATHS.paymentPage) };
}

export interface TopExperience {
  id: number;
  name: string;
  bookings: number;
  grossCents: number;
}

/** The experiences most booked from `from` (by bookings, then value), named in `lang` (else Spanish). */
export async function topExperiences(
  db: DbOrTx,
  w: MetricsWindow,
  from: Date,
  lang: string,
): Promise<TopExperience[]> {
  const rows = await queryRows<{ id: number; name: string | null; bookings: number; gross: string | number }>(
    db,
    sql`select top.experience_id as id, top.bookings, top.gross,
          coalesce(mine.name, es.name) as name
        from (select p.experience_id, count(*)::int as bookings, sum(p.total_cost_cents)::bigint as gross
              from purchases p
              where p.created_at >= ${from} and p.created_at < ${w.end} and ${placedBooking}
              group by p.experience_id
              order by bookings desc, gross desc, p.experience_id
              limit ${TOP_EXPERIENCES}) top
        left join experience_translations mine on mine.experience_id = top.experience_id and mine.lang_code = ${lang}
        left join experience_translations es on es.experience_id = top.experience_id and es.lang_code = 'es'
        order by top.bookings desc, top.gross desc, top.experience_id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? `#${row.id}`,
    bookings: row.bookings,
    grossCents: Number(row.gross),
  }));
}
