/**
 * An operator's bookings and a departure's manifest (docs/product.md § Bookings and manifests,
 * docs/decisions/0067-bookings-and-manifests.md): one query shape for both, always of the session's company
 * (another company's experience answers 404). The traveller's contact only within its window
 * (contact-window.ts); never card data nor wallet.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { type PageRequest, type PaginationMeta, pageOffset, paginationMeta } from '../catalog/pagination';
import { companyExperienceNames } from '../operator-availability/departures.server';
import { experienceNotOwned } from '../operator-availability/schedule.server';
import { bookedAddOnName } from '../purchases/add-on-name.server';
import { isBooking } from '../purchases/booking-rows';
import { PARTICIPANT_TIERS, type ParticipantTier } from '../purchases/purchase-json';
import { supplierMayCancel } from '../purchases/cancel-rules';
import type { PurchaseStatus } from '../purchases/purchase-lifecycle';
import { centsToUsd } from '../pricing/money';
import { type BookingFilters, MANIFEST_STATUSES, containsPattern } from './bookings-filter';
import { CONTACT_DAYS_AFTER_DEPARTURE, travellerContactVisible } from './contact-window';
import { type ManifestBooking, type ManifestTotals, manifestPickups, manifestTotals } from './manifest';

export interface OperatorBooking extends ManifestBooking {
  id: number;
  status: PurchaseStatus;
  experience: { id: number; name: string };
  date: string;
  hour: string;
  time_zone: string;
}

interface BookingRow {
  id: number;
  code: string;
  status: PurchaseStatus;
  experience_id: number;
  experience_name: string;
  date: string;
  hour: string;
  time_zone: string;
  starts_at: string;
  total_participants: number;
  operator_payable_cents: number;
  total_cost_cents: number;
  checked_in_at: string | null;
  no_show_at: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string;
  participants: { tier: ParticipantTier; quantity: number }[] | null;
  add_ons: { name: string; quantity: number }[] | null;
  pickup_latitude: number | null;
  pickup_longitude: number | null;
  pickup_address: string | null;
  pickup_notes: string | null;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The booking's own columns, its traveller and pickup; participants and add-ons come from `withExtras`. */
const bookingSelect = sql`select p.id, p.code, p.status, p.experience_id,
      p.booking_date::text as date, to_char(p.booking_hour, 'HH24:MI') as hour, p.time_zone,
      ${iso(sql`p.starts_at`)} as starts_at, p.total_participants, p.operator_payable_cents, p.total_cost_cents,
      ${iso(sql`p.checked_in_at`)} as checked_in_at, ${iso(sql`p.no_show_at`)} as no_show_at,
      u.first_name, u.last_name, u.phone, u.email::text as email,
      pk.latitude as pickup_latitude, pk.longitude as pickup_longitude, pk.address as pickup_address,
      pk.notes as pickup_notes
    from purchases p
    join users u on u.id = p.user_id
    left join purchase_pickups pk on pk.purchase_id = p.id`;

/** Ids as one array parameter: planned once, where a list of hundreds of parameters is slow to bind. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The participants and add-ons of the rows, in two set-wise queries whatever their number (a manifest
 * may hold hundreds: bench/operator-manifest.ts), and the experiences' names in `lang`.
 */
async function withExtras(
  db: DbOrTx,
  rows: Omit<BookingRow, 'participants' | 'add_ons' | 'experience_name'>[],
  names: ReadonlyMap<number, string>,
  lang: Lang,
): Promise<BookingRow[]> {
  if (rows.length === 0) return [];
  const ids = idArray(rows.map((row) => row.id));
  const [participants, addOns] = await Promise.all([
    queryRows<{ purchase_id: number; tier: ParticipantTier; quantity: number }>(
      db,
      sql`select purchase_id, tier, quantity from purchase_participants where purchase_id = any(${ids}) order by id`,
    ),
    queryRows<{ purchase_id: number; name: string; quantity: number }>(
      db,
      sql`select pa.purchase_id, ${bookedAddOnName(lang)} as name, pa.quantity from purchase_add_ons pa
        where pa.purchase_id = any(${ids}) order by pa.id`,
    ),
  ]);
  type Extras = {
    participants: NonNullable<BookingRow['participants']>;
    add_ons: NonNullable<BookingRow['add_ons']>;
  };
  const extras = new Map<number, Extras>(rows.map((row) => [row.id, { participants: [], add_ons: [] }]));
  for (const { purchase_id, ...item } of participants) extras.get(purchase_id)?.participants.push(item);
  for (const { purchase_id, ...item } of addOns) extras.get(purchase_id)?.add_ons.push(item);
  return rows.map((row) => ({
    ...row,
    experience_name: names.get(row.experience_id) ?? `#${row.experience_id}`,
    ...extras.get(row.id)!,
  }));
}

function toBooking(row: BookingRow, now: Date): OperatorBooking {
  const participants = Object.fromEntries(PARTICIPANT_TIERS.map((tier) => [tier, 0])) as Record<
    ParticipantTier,
    number
  >;
  for (const { tier, quantity } of row.participants ?? []) participants[tier] += quantity;
  const visible = travellerContactVisible(new Date(row.starts_at), now);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    experience: { id: row.experience_id, name: row.experience_name },
    date: row.date,
    hour: row.hour,
    time_zone: row.time_zone,
    participants,
    total_participants: Number(row.total_participants),
    add_ons: row.add_ons ?? [],
    pickup:
      row.pickup_latitude === null || row.pickup_longitude === null
        ? null
        : {
            lat: row.pickup_latitude,
            lng: row.pickup_longitude,
            address: row.pickup_address ?? '',
            notes: row.pickup_notes,
          },
    traveller: visible
      ? {
          name: `${row.first_name} ${row.last_name}`.trim(),
          phone: row.phone?.trim() ? row.phone : null,
          email: row.email,
        }
      : null,
    operator_earning: centsToUsd(row.operator_payable_cents),
    traveller_paid: centsToUsd(row.total_cost_cents),
    can_cancel: supplierMayCancel(
      {
        status: row.status,
        startsAt: new Date(row.starts_at),
        checkedIn: row.checked_in_at !== null,
        noShow: row.no_show_at !== null,
      },
      now,
    ),
    checked_in_at: row.checked_in_at,
    no_show_at: row.no_show_at,
  };
}

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

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

export interface DepartureManifest {
  experience: { id: number; name: string; slug: string };
  date: string;
  hour: string;
  time_zone: string;
  meeting_point: { lat: number; lng: number; reference: string; address: string } | null;
  bookings: Omit<OperatorBooking, 'experience'>[];
  pickups: ReturnType<typeof manifestPickups>;
  totals: ManifestTotals;
}

interface ExperienceRow {
  id: number;
  name: string;
  slug: string;
  time_zone: string;
  meeting_latitude: number | null;
  meeting_longitude: number | null;
  meeting_reference: string | null;
  meeting_address: string | null;
}

/**
 * One departure's manifest (`hour` "HH:mm"): its bookings that travel, by traveller's name; a departure
 * with none answers an empty manifest (the operator may print it), another company's experience 404.
 */
export async function departureManifest(
  db: DbOrTx,
  companyId: number,
  departure: { experienceId: number; date: string; hour: string },
  lang: Lang,
  now: Date,
): Promise<DepartureManifest> {
  const texts = (column: string) =>
    localizedValue('experience_translations', 'experience_id', sql`e.id`, column, lang);
  const [experience] = await queryRows<ExperienceRow>(
    db,
    sql`select e.id, coalesce(${texts('name')}, '#' || e.id) as name, coalesce(${texts('slug')}, '') as slug,
        c.time_zone, e.meeting_latitude, e.meeting_longitude,
        ${texts('meeting_reference')} as meeting_reference, ${texts('meeting_address')} as meeting_address
      from experiences e join countries c on c.id = e.country_id
      where e.id = ${departure.experienceId} and e.company_id = ${companyId}`,
  );
  if (!experience) throw experienceNotOwned();
  const found = await queryRows<BookingRow>(
    db,
    sql`${bookingSelect}
      where p.company_id = ${companyId} and ${isBooking('p')} and p.experience_id = ${experience.id}
        and p.booking_date = ${departure.date}::date and p.booking_hour = ${departure.hour}::time
        and p.status in (${statusList(MANIFEST_STATUSES)})
      order by u.first_name, u.last_name, p.id`,
  );
  const rows = await withExtras(db, found, new Map([[experience.id, experience.name]]), lang);
  const bookings = rows.map((row) => {
    const { experience: _experience, ...booking } = toBooking(row, now);
    return booking;
  });
  const meeting =
    experience.meeting_latitude === null || experience.meeting_longitude === null
      ? null
      : {
          lat: experience.meeting_latitude,
          lng: experience.meeting_longitude,
          reference: experience.meeting_reference ?? '',
          address: experience.meeting_address ?? '',
        };
  return {
    experience: { id: experience.id, name: experience.name, slug: experience.slug },
    date: departure.date,
    hour: departure.hour,
    time_zone: rows[0]?.time_zone ?? experience.time_zone,
    meeting_point: meeting,
    bookings,
    pickups: manifestPickups(meeting, bookings),
    totals: manifestTotals(bookings),
  };
}
