/**
 * A departure's manifest (docs/product.md § Bookings and manifests, docs/decisions/0067-bookings-and-manifests.md):
 * its bookings that travel, of the session's company only (another company's experience answers 404),
 * with the pickups in a driver's order and the totals per tier.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { experienceNotOwned } from '../operator-availability/schedule.server';
import { isBooking } from '../purchases/booking-rows';
import { MANIFEST_STATUSES } from './bookings-filter';
import { bookingSelect, withExtras } from './booking-rows.server';
import { type ManifestTotals, manifestPickups, manifestTotals } from './manifest';
import { type BookingRow, type OperatorBooking, toBooking } from './operator-booking-json';

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

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
