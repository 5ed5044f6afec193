/**
 * Finding a booking in the back office (docs/decisions/0074-admin-booking-support): by its code or its
 * traveller's e-mail (both exact, on unique indexes), its experience, its company, its day, its status or the
 * days it was placed (as the dashboard counts them, docs/decisions/0078-admin-dashboard), newest departure
 * first. Every filter runs on an index (db/migrations/…_h2_admin_refunds.sql); the list is paged.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { type PaginationMeta, paginationMeta } from '../catalog/pagination';
import { centsToUsd } from '../pricing/money';
import { placedBetween } from '../admins/placed-days-sql';
import { isBooking, isPaidBooking } from '../purchases/booking-rows';
import type { PurchaseStatus } from '../purchases/purchase-lifecycle';

export interface BookingSearch {
  q?: string | undefined;
  experience_id?: number | undefined;
  company_id?: number | undefined;
  date?: string | undefined;
  status?: PurchaseStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  paid?: '1' | undefined;
  page: number;
  limit: number;
}

interface FoundRow {
  id: number;
  code: string;
  status: PurchaseStatus;
  booking_date: string;
  booking_hour: string;
  traveller_email: string;
  traveller_name: string;
  experience_id: number;
  experience_name: string | null;
  company_id: number;
  company_name: string;
  total_cost_cents: number;
  refunded_cents: number;
}

/** The conditions of a search: an e-mail when `q` has an @, else a booking code. */
function conditions(search: BookingSearch): SQL {
  const parts: SQL[] = [search.paid ? isPaidBooking('p') : isBooking('p')];
  const q = search.q?.trim();
  if (q) {
    parts.push(
      q.includes('@')
        ? sql`p.user_id = (select u2.id from users u2 where u2.email = ${q})`
        : sql`p.code = ${q.toUpperCase()}`,
    );
  }
  if (search.experience_id !== undefined) parts.push(sql`p.experience_id = ${search.experience_id}`);
  if (search.company_id !== undefined) parts.push(sql`p.company_id = ${search.company_id}`);
  if (search.date !== undefined) parts.push(sql`p.booking_date = ${search.date}::date`);
  if (search.status !== undefined) parts.push(sql`p.status = ${search.status}`);
  // The days placed, on the dashboard's clock: on purchases_created_idx.
  parts.push(...placedBetween(sql`p.created_at`, search));
  return sql.join(parts, sql` and `);
}

export async function searchBookings(
  db: DbOrTx,
  search: BookingSearch,
  lang: Lang,
): Promise<{ data: ReturnType<typeof foundItem>[]; pagination: PaginationMeta }> {
  const where = conditions(search);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from purchases p where ${where}`,
  );
  const rows = await queryRows<FoundRow>(
    db,
    sql`select p.id, p.code, p.status::text as status, p.booking_date::text as booking_date,
        to_char(p.booking_hour, 'HH24:MI') as booking_hour, u.email::text as traveller_email,
        trim(u.first_name || ' ' || u.last_name) as traveller_name, p.experience_id,
        ${localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang)}
          as experience_name,
        p.company_id, co.company_name, p.total_cost_cents, p.refunded_cents
      from purchases p
      join users u on u.id = p.user_id
      join companies co on co.id = p.company_id
      where ${where}
      order by p.starts_at desc, p.id desc
      limit ${search.limit} offset ${(search.page - 1) * search.limit}`,
  );
  return {
    data: rows.map(foundItem),
    pagination: paginationMeta(count?.total ?? 0, search.page, search.limit),
  };
}

function foundItem(row: FoundRow) {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    booking_date: row.booking_date,
    booking_hour: row.booking_hour,
    traveller_email: row.traveller_email,
    traveller_name: row.traveller_name,
    experience_id: row.experience_id,
    experience_name: row.experience_name ?? `#${row.experience_id}`,
    company_id: row.company_id,
    company_name: row.company_name,
    total: centsToUsd(row.total_cost_cents),
    refunded: centsToUsd(row.refunded_cents),
  };
}

/** The companies and experiences the search form offers, by name. */
export async function searchChoices(db: DbOrTx, lang: Lang) {
  const companies = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, company_name as name from companies order by company_name, id`,
  );
  const experiences = await queryRows<{ id: number; name: string }>(
    db,
    sql`select e.id, coalesce(${localizedValue('experience_translations', 'experience_id', sql`e.id`, 'name', lang)},
        '#' || e.id) as name
      from experiences e order by 2, 1`,
  );
  return { companies, experiences };
}
