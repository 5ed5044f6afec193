/**
 * An operator's bookings (docs/product.md § Bookings and manifests, docs/decisions/0067-bookings-and-manifests.md):
 * always of the session's company (another company's experience answers 404), filtered and paginated like
 * the catalogue. The traveller's contact only within its window (contact-window.ts); never card data nor
 * wallet. A departure's manifest: manifest.server.ts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { type PageRequest, type PaginationMeta, pageOffset, paginationMeta } from '../catalog/pagination';
import { companyExperienceNames } from '../operator-availability/departures.server';
import { experienceNotOwned } from '../operator-availability/schedule.server';
import { isBooking } from '../purchases/booking-rows';
import { type BookingFilters, containsPattern } from './bookings-filter';
import { bookingSelect, withExtras } from './booking-rows.server';
import { CONTACT_DAYS_AFTER_DEPARTURE } from './contact-window';
import { type BookingRow, type OperatorBooking, toBooking } from './operator-booking-json';

/**
 * The filters as SQL. The search matches the code always, and the traveller's name or e-mail only of
 * bookings whose contact is still visible: an old booking cannot be found (nor confirmed) by an e-mail
 * the list would no longer show.
 */
function filtersWhere(companyId: number, filters: BookingFilters, now: Date): SQL {
  const parts: SQL[] = [sql`p.company_id = ${companyId}`, isBooking('p')];
  if (filters.from) parts.push(sql`p.booking_date >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`p.booking_date <= ${filters.to}::date`);
  if (filters.experienceId !== null) parts.push(sql`p.experience_id = ${filters.experienceId}`);
  if (filters.status) parts.push(sql`p.status = ${filters.status}`);
  if (filters.q) {
    const like = containsPattern(filters.q);
    const windowStart = new Date(now.getTime() - CONTACT_DAYS_AFTER_DEPARTURE * 86_400_000);
    parts.push(sql`(p.code ilike ${like} or (p.starts_at >= ${windowStart} and (u.email::text ilike ${like}
      or (u.first_name || ' ' || u.last_name) ilike ${like})))`);
  }
  return sql.join(parts, sql` and `);
}

/** Whether the experience is the company's (its bookings are then listed); 404 otherwise. */
async function assertOwned(db: DbOrTx, companyId: number, experienceId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from experiences where id = ${experienceId} and company_id = ${companyId}`,
  );
  if (!row) throw experienceNotOwned();
}

/** One page of the company's bookings, by departure (soonest first), with the catalogue's pagination. */
export async function listCompanyBookings(
  db: DbOrTx,
  companyId: number,
  filters: BookingFilters,
  page: PageRequest,
  lang: Lang,
  now: Date,
): Promise<{
  data: OperatorBooking[];
  pagination: PaginationMeta;
  experiences: { id: number; name: string }[];
}> {
  if (filters.experienceId !== null) await assertOwned(db, companyId, filters.experienceId);
  const where = filtersWhere(companyId, filters, now);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from purchases p join users u on u.id = p.user_id where ${where}`,
  );
  const rows = await queryRows<BookingRow>(
    db,
    sql`${bookingSelect} where ${where}
      order by p.booking_date, p.booking_hour, p.id limit ${page.limit} offset ${pageOffset(page)}`,
  );
  const experiences = await companyExperienceNames(db, companyId, lang);
  const names = new Map(experiences.map(({ id, name }) => [id, name]));
  return {
    data: (await withExtras(db, rows, names, lang)).map((row) => toBooking(row, now)),
    pagination: paginationMeta(count?.total ?? 0, page.page, page.limit),
    experiences,
  };
}
