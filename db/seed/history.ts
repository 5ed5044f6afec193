import { type SQL, sql } from 'drizzle-orm';
import { instantAt, wallClockIn } from '../../common/time/zoned-time';
import { postOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { EARNING_STATUSES } from '../../domain/earnings/earnings-rules';
import { type Db, type DbOrTx, queryRows } from '../client';

/**
 * A past of `days` days for the admins' dashboard and its bench (docs/decisions/0078-admin-dashboard), written
 * by set-based SQL in the caller's transaction: each day, sign-ups (about 32), a company every fifth day,
 * bookings (about 60, more at weekends) on the published experiences by those travellers, paid by card,
 * some cancelled by each party with their refund, a few failed payments, and the page views of the visits
 * (experience pages, the booking details behind the booking card, the payment page). Days run on the
 * marketplace's clock (America/Panama), today up to `now`. Deterministic; rows are marked (e-mails
 * `history-…@example.com`, codes `HX…`) and a second run writes nothing.
 */
const ZONE = 'America/Panama';
const MARK = 'history-';

export interface HistoryCounts {
  travellers: number;
  companies: number;
  bookings: number;
  refunds: number;
  pageViews: number;
}

const count = async (db: DbOrTx, query: SQL) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${query}) x`))[0]?.n ?? 0;

export async function seedHistory(
  db: DbOrTx,
  days: number,
  now: Date,
  log: (message: string) => void = () => {},
): Promise<HistoryCounts | null> {
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw new Error('history: 1 to 3660 days');
  const existing = await count(db, sql`select 1 from users where email like ${`${MARK}%`} limit 1`);
  if (existing > 0) {
    log('history already written');
    return null;
  }
  const today = wallClockIn(ZONE, now).date;
  const todayStart = instantAt(ZONE, today, '00:00');
  const elapsed = Math.max(60, Math.floor((now.getTime() - todayStart.getTime()) / 1000));
  // Each day d (0 = today, counted back) with its midnight, its length so far and its number of bookings.
  const dayRows = sql`select d, ${todayStart}::timestamptz - d * interval '1 day' as day_start,
      case when d = 0 then ${elapsed} else 86400 end as span,
      40 + (d * 53) % 41 + case when d % 7 in (1, 2) then 15 else 0 end as bookings
    from generate_series(0, ${days - 1}) d`;
  const at = (seed: SQL) => sql`days.day_start + ((${seed}) % days.span) * interval '1 second'`;

  await db.execute(sql`insert into users (email, first_name, last_name, language, country, created_at, updated_at)
    select ${MARK} || days.d || '-' || n || '@example.com', 'Viajera ' || n, 'Histórica',
      case when n % 3 = 0 then 'en' else 'es' end, 'PA', ${at(sql`n * 2777 + days.d * 131`)},
      ${at(sql`n * 2777 + days.d * 131`)}
    from (${dayRows}) days, generate_series(1, 20 + (days.d * 37) % 25) n`);
  await db.execute(sql`insert into companies (company_name, owner_first_name, owner_last_name, email, country_id,
      created_at, updated_at)
    select 'Tours históricos ' || days.d, 'Olga', 'Histórica', ${MARK} || 'company-' || days.d || '@example.com',
      (select id from countries order by id limit 1), ${at(sql`days.d * 3607`)}, ${at(sql`days.d * 3607`)}
    from (${dayRows}) days where days.d % 5 = 0`);

  // Bookings: traveller and experience picked by arithmetic over numbered lists; a skew makes a top.
  await db.execute(sql`with days as (${dayRows}),
      travellers as (select id, language, row_number() over (order by id) - 1 as rn from users
        where email like ${`${MARK}%`}),
      experiences_n as (select e.id, e.company_id, e.price_adults_cents, e.display_price_cents, e.duration_minutes,
          e.cancellation_policy, c.time_zone, co.commission_bps, row_number() over (order by e.id) - 1 as rn
        from experiences e join countries c on c.id = e.country_id join companies co on co.id = e.company_id
        where e.status = 'published'),
      sizes as (select (select count(*) from travellers) as travellers, (select count(*) from experiences_n) as experiences),
      planned as (
        select days.d, n, ${at(sql`n * 1931 + days.d * 71`)} as created_at, 1 + n % 4 as adults, (days.d * 7 + n * 13) % 100 as fate,
          t.id as user_id, t.language, x.*
        from days cross join generate_series(1, days.bookings) n cross join sizes
          join travellers t on t.rn = (days.d * 1009 + n * 7919) % sizes.travellers
          join experiences_n x on x.rn = ((n * n * 7 + days.d * 3) % sizes.experiences)),
      priced as (
        select p.*, p.adults * greatest(p.price_adults_cents, p.display_price_cents, 100) as subtotal,
          (p.created_at at time zone p.time_zone)::date + (p.n % 20) as booking_date
        from planned p)
    insert into purchases (code, user_id, experience_id, company_id, booking_date, booking_hour, time_zone, starts_at,
      status, lang_code, total_participants, subtotal_cents, service_fee_cents, total_cost_cents, total_payment_cents,
      commission_cents, operator_payable_cents, payment_method, card_brand, card_last4, cancellation_policy,
      duration_minutes, created_at, updated_at, canceled_at, ended_reason)
    select 'HX' || lpad(d::text, 4, '0') || lpad(n::text, 3, '0'), user_id, id, company_id, booking_date, '09:00',
      time_zone, (booking_date + time '09:00') at time zone time_zone,
      (case when fate < 6 then 'canceled_by_customer' when fate < 8 then 'canceled_by_supplier'
        when fate = 8 then 'canceled_by_administration' when fate = 9 then 'payment_failed'
        when (booking_date + time '09:00') at time zone time_zone < ${now} then 'completed'
        else 'confirmed' end)::purchase_status,
      language, adults, subtotal, 100 * adults, subtotal + 100 * adults, subtotal + 100 * adults,
      ((subtotal::bigint * commission_bps + 5000) / 10000)::int,
      subtotal - ((subtotal::bigint * commission_bps + 5000) / 10000)::int,
      'card', 'Visa', '4242', cancellation_policy, duration_minutes, created_at, created_at,
      case when fate < 9 then least(created_at + interval '1 day', ${now}::timestamptz) end,
      case when fate = 9 then 'DECLINED' end
    from priced`);
  const mine = sql`p.code like 'HX%'`;
  await db.execute(sql`insert into purchase_participants (purchase_id, tier, quantity, unit_price_cents)
    select p.id, 'adults', p.total_participants, p.subtotal_cents / p.total_participants from purchases p where ${mine}`);
  // Refunds: a traveller's cancellation gives back the price, the operator's or the team's all of it.
  await db.execute(sql`insert into purchase_refunds (purchase_id, method, amount_cents, status, created_at, updated_at)
    select p.id, 'card', case when p.status = 'canceled_by_customer' then p.subtotal_cents else p.total_payment_cents end,
      'done', p.canceled_at, p.canceled_at
    from purchases p where ${mine} and p.status::text like 'canceled_by_%'`);
  await db.execute(sql`update purchases p set refunded_cents = r.amount_cents
    from purchase_refunds r where r.purchase_id = p.id and ${mine}`);

  // Page views: ten experience pages a booking; 2.5 visits to the booking details (some twice), 1.4 to payment.
  const view = (path: SQL, visit: SQL, perBooking: number, seed: SQL) =>
    db.execute(sql`insert into analytics_events (name, user_id, anonymous_id, path, lang_code, properties, created_at)
      select 'page_view', null, ${visit}, ${path}, case when k % 3 = 0 then 'en' else 'es' end, '{}'::jsonb,
        ${at(seed)}
      from (${dayRows}) days, generate_series(1, (days.bookings * ${perBooking * 10}) / 10) k`);
  const visit = sql`'hv' || days.d || 'x' || k`;
  await view(
    sql`'/pa/panama/experiencia/' || (k % 40 + 1)`,
    sql`'hx' || days.d || 'x' || k`,
    10,
    sql`k * 613 + days.d`,
  );
  await view(sql`'/booking/details'`, visit, 2.5, sql`k * 977 + days.d * 7`);
  await view(sql`'/booking/details'`, visit, 0.5, sql`k * 977 + days.d * 7 + 60`);
  await view(sql`'/booking/payment'`, visit, 1.4, sql`k * 977 + days.d * 7 + 120`);

  // Fresh statistics for the planner, as autovacuum would gather after such a load.
  for (const table of ['users', 'companies', 'purchases', 'purchase_refunds', 'analytics_events'])
    await db.execute(sql.raw(`analyze ${table}`));
  const counts: HistoryCounts = {
    travellers: await count(db, sql`select 1 from users where email like ${`${MARK}%`}`),
    companies: await count(db, sql`select 1 from companies where email like ${`${MARK}%`}`),
    bookings: await count(db, sql`select 1 from purchases p where ${mine}`),
    refunds: await count(
      db,
      sql`select 1 from purchase_refunds r join purchases p on p.id = r.purchase_id where ${mine}`,
    ),
    pageViews: await count(
      db,
      sql`select 1 from analytics_events where anonymous_id ~ '^h[vx][0-9]+x[0-9]+$'`,
    ),
  };
  log(
    `history of ${days} days: ${counts.travellers} travellers, ${counts.companies} companies, ` +
      `${counts.bookings} purchases, ${counts.refunds} refunds, ${counts.pageViews} page views`,
  );
  return counts;
}

/**
 * The operators' earnings of the history's standing bookings, dated when each was placed, through the one
 * posting function (idempotent: a posted booking is skipped). Walked by id, 500 a transaction, rather than
 * by the server's backfill, whose "not yet posted" search grows with every batch posted.
 */
export async function postHistoryEarnings(
  db: Db,
  log: (message: string) => void = () => {},
): Promise<number> {
  const standing = sql.join(
    EARNING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  let after = 0;
  let posted = 0;
  for (;;) {
    const batch = await queryRows<{ id: number; created_at: Date | string }>(
      db,
      sql`select p.id, p.created_at from purchases p
          where p.code like 'HX%' and p.id > ${after} and p.status::text in (${standing})
          order by p.id limit 500`,
    );
    if (batch.length === 0) break;
    await db.transaction(async (tx) => {
      for (const row of batch) if (await postOperatorEarning(tx, row.id, new Date(row.created_at))) posted++;
    });
    after = batch[batch.length - 1]!.id;
  }
  // Fresh statistics, so the server's start-up check for unposted earnings plans a hash anti-join.
  await db.execute(sql`analyze ledger_transactions`);
  log(`history: ${posted} operator earnings posted`);
  return posted;
}
