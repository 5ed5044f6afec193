/**
 * The operator's departures (docs/product.md § Schedule): the calendar of a range of days, and one
 * departure's capacity or closure changed under the row lock the purchase path takes
 * (domain/purchases/seats.server.ts), so a traveller buying meanwhile never gets a seat that is not there
 * (docs/decisions/0060-operator-availability.md).
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { LockedDate, UniqueDates } from '../booking/availability-input';
import { mergeUniqueDates } from '../booking/booking-input.server';
import { weeklyScheduleFromRows, type ScheduleRow } from '../booking/schedule-rows';
import { localizedValue } from '../catalog/localized-sql';
import { AppError } from '../errors';
import { SEAT_HOLDING_STATUSES } from '../purchases/purchase-lifecycle';
import { departuresCalendar, type CalendarDeparture, type CalendarInput } from './departures-calendar';
import { experienceNotOwned, ownedExperience, type ChangeRecorder } from './schedule.server';

const holding = sql.join(
  SEAT_HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

interface CalendarRow {
  id: number;
  all_days: boolean | null;
  hours: ScheduleRow[] | null;
  locks: (Omit<LockedDate, 'typeDate'> & { typeDate: number })[] | null;
  uniques:
    { type: string; dates: string[] | null; start_date: string | null; end_date: string | null }[] | null;
  departures: CalendarInput['departures'] | null;
  sold: CalendarInput['sold'] | null;
}

/** One experience's calendar input as one JSON value, so the statement can be prepared once. */
const calendarJson = sql<CalendarRow>`json_build_object('id', e.id, 'all_days', s.all_days,
  'hours', (select json_agg(json_build_object('weekday', h.weekday, 'hour', h.hour::text, 'capacity', h.capacity))
    from schedule_hours h where h.schedule_id = s.id),
  'locks', (select json_agg(json_build_object('typeDate', l.type_date, 'lockFullDay', l.lock_full_day,
      'dates', l.dates, 'startDate', l.start_date, 'endDate', l.end_date, 'timeSlots', l.time_slots::text[]))
    from locked_dates l where l.experience_id = e.id and l.company_id = e.company_id),
  'uniques', (select json_agg(json_build_object('type', u.type, 'dates', u.dates, 'start_date', u.start_date,
      'end_date', u.end_date) order by u.id)
    from unique_dates u where u.experience_id = e.id),
  'departures', (select json_agg(json_build_object('date', t.slot_date, 'hour', t.slot_time::text,
      'capacity', t.capacity, 'seatsTaken', t.seats_taken, 'closed', t.closed))
    from time_slots t
    where t.experience_id = e.id
      and t.slot_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date),
  'sold', (select json_agg(json_build_object('date', p.day, 'hour', p.hour::text, 'seats', p.seats))
    from (select booking_date as day, booking_hour as hour, sum(total_participants)::int as seats
      from purchases
      where experience_id = e.id and status in (${holding})
        and booking_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
      group by booking_date, booking_hour) p))`;

/**
 * Planned once per database handle (the calendar is read on every visit of the operator's page and on
 * every change): the company's experiences, or one when `experience` is not null.
 */
function prepareCalendar(db: DbOrTx) {
  return db
    .select({ input: calendarJson })
    .from(
      sql`experiences e
        left join company_schedules s on s.experience_id = e.id and s.company_id = e.company_id`,
    )
    .where(
      sql`e.company_id = ${sql.placeholder('company')}
        and (${sql.placeholder('experience')}::int is null or e.id = ${sql.placeholder('experience')}::int)`,
    )
    .orderBy(sql`e.id`)
    .prepare('operator_departures');
}

const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareCalendar>>();

/**
 * The calendar inputs of the company's experiences (or of one), in one statement: departures and sales
 * are read only for `from`..`to`.
 */
async function calendarInputs(
  db: DbOrTx,
  companyId: number,
  experienceId: number | null,
  from: string,
  to: string,
): Promise<CalendarInput[]> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareCalendar(db);
    prepared.set(db, statement);
  }
  const rows = (await statement.execute({ company: companyId, experience: experienceId, from, to })).map(
    (result) => result.input,
  );
  return rows.map((row) => ({
    experienceId: row.id,
    schedule: weeklyScheduleFromRows(row.hours ?? [], row.all_days ?? false, 0),
    uniqueDates: mergeUniqueDates(row.uniques ?? []) as UniqueDates | null,
    lockedDates: (row.locks ?? []).map((lock) => ({
      ...lock,
      typeDate: ([0, 1, 2].includes(lock.typeDate) ? lock.typeDate : 0) as LockedDate['typeDate'],
      dates: lock.dates ?? [],
      timeSlots: lock.timeSlots ?? [],
    })),
    departures: row.departures ?? [],
    sold: row.sold ?? [],
  }));
}

/** The departures of `from`..`to` of the company (or one of its experiences: another's answers 404). */
export async function companyDepartures(
  db: DbOrTx,
  companyId: number,
  range: { from: string; to: string; experienceId: number | null },
): Promise<CalendarDeparture[]> {
  const inputs = await calendarInputs(db, companyId, range.experienceId, range.from, range.to);
  // The statement reads only the company's experiences: another company's id finds nothing.
  if (range.experienceId !== null && inputs.length === 0) throw experienceNotOwned();
  const all = inputs.flatMap((input) => departuresCalendar(input, range.from, range.to));
  return inputs.length > 1 ? all.sort((a, b) => (a.date + a.hour < b.date + b.hour ? -1 : 1)) : all;
}

/**
 * The company's experiences by name in `lang` (Spanish when untranslated), for the calendar's filter and
 * rows: every experience of the company, even one with no departure in the range.
 */
export function companyExperienceNames(
  db: DbOrTx,
  companyId: number,
  lang: Lang,
): Promise<{ id: number; name: string }[]> {
  const name = localizedValue('experience_translations', 'experience_id', sql`e.id`, 'name', lang);
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select e.id, coalesce(${name}, '#' || e.id) as name from experiences e
      where e.company_id = ${companyId} order by 2, e.id`,
  );
}

export interface DepartureChange {
  experienceId: number;
  date: string;
  /** "HH:mm" */
  hour: string;
  capacity?: number;
  closed?: boolean;
}

const departureNotFound = () =>
  new AppError(404, 'DEPARTURE_NOT_FOUND', 'operatorAvailability.errors.departureNotFound');

/**
 * Changes one departure. Its row is created as the purchase path creates it (the schedule's capacity,
 * the seats earlier sales hold), then locked: the new capacity is compared with the seats counted under
 * that lock, and a buyer waiting on it sees the new capacity or closure when the lock is released.
 */
export async function changeDeparture(
  db: Db,
  companyId: number,
  change: DepartureChange,
  record?: ChangeRecorder<CalendarDeparture>,
): Promise<CalendarDeparture> {
  return db.transaction(async (tx) => {
    await ownedExperience(tx, companyId, change.experienceId);
    const [input] = await calendarInputs(tx, companyId, change.experienceId, change.date, change.date);
    const before = departuresCalendar(input!, change.date, change.date).find(
      (row) => row.hour === change.hour,
    );
    if (!before || (!before.scheduled && before.seats_taken === 0 && !before.closed))
      throw departureNotFound();
    if (change.closed === false && (before.locked || !before.scheduled)) {
      throw new AppError(409, 'DEPARTURE_LOCKED', 'operatorAvailability.errors.departureLocked');
    }
    const where = sql`experience_id = ${change.experienceId} and slot_date = ${change.date}::date
      and slot_time = ${change.hour}::time`;
    await queryRows(
      tx,
      sql`insert into time_slots (experience_id, company_id, slot_date, slot_time, capacity, seats_taken)
        select ${change.experienceId}, ${companyId}, ${change.date}::date, ${change.hour}::time,
          ${before.capacity}::smallint,
          least(${before.capacity}, coalesce(sum(p.total_participants), 0))::smallint
        from purchases p
        where p.experience_id = ${change.experienceId} and p.booking_date = ${change.date}::date
          and p.booking_hour = ${change.hour}::time and p.status in (${holding})
        on conflict (experience_id, slot_date, slot_time) do nothing`,
    );
    const [locked] = await queryRows<{ capacity: number; seats_taken: number; closed: boolean }>(
      tx,
      sql`select capacity, seats_taken, closed from time_slots where ${where} for update`,
    );
    const sold = locked!.seats_taken;
    if (change.capacity !== undefined && change.capacity < sold) {
      throw new AppError(
        409,
        'CAPACITY_BELOW_SOLD',
        'operatorAvailability.errors.capacityBelowSold',
        { sold },
        { seats_taken: sold },
      );
    }
    const capacity = change.capacity ?? locked!.capacity;
    const closed = change.closed ?? locked!.closed;
    await queryRows(tx, sql`update time_slots set capacity = ${capacity}, closed = ${closed} where ${where}`);
    const after: CalendarDeparture = {
      ...before,
      capacity,
      seats_taken: sold,
      closed: closed || before.locked || !before.scheduled,
    };
    await record?.(tx, { before: { ...before, capacity: locked!.capacity, seats_taken: sold }, after });
    return after;
  });
}
