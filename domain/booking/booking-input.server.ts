/**
 * The availability and pricing engines' input for one experience, read from the database in one
 * statement (docs/decisions/0033): a single snapshot, so the seats taken and the schedule they are
 * counted against never come from two moments, and one round trip per booking call.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { ExperiencePricing } from '../pricing/quote';
import type {
  AvailabilityInput,
  LockedDate,
  LockType,
  SlotOccupancy,
  UniqueDates,
} from './availability-input';
import { addDays, daysThrough } from './calendar-days';
import { SEAT_HOLDING_STATUSES } from '../purchases/purchase-lifecycle';
import { weeklyScheduleFromRows, type ScheduleRow } from './schedule-rows';

/**
 * Purchase statuses whose seats are taken (docs/product.md § Purchase): pending ones hold their seats
 * while the checkout runs; only a cancellation gives them back.
 */
export { SEAT_HOLDING_STATUSES } from '../purchases/purchase-lifecycle';

export interface BookingInput {
  experienceId: number;
  companyId: number;
  timeZone: string;
  availability: AvailabilityInput;
  pricing: ExperiencePricing;
}

interface LockRow {
  type_date: number;
  lock_full_day: boolean;
  dates: string[] | null;
  start_date: string | null;
  end_date: string | null;
  time_slots: string[] | null;
}

interface UniqueRow {
  type: string;
  dates: string[] | null;
  start_date: string | null;
  end_date: string | null;
}

interface InputRow {
  id: number;
  company_id: number;
  time_zone: string;
  is_package: boolean;
  price_package_cents: number;
  price_adults_cents: number;
  price_children_cents: number | null;
  price_babies_cents: number | null;
  price_seniors_cents: number | null;
  include_children: boolean;
  include_babies: boolean;
  min_persons: number;
  max_persons: number;
  experience_anticipation: number;
  all_days: boolean | null;
  schedule_anticipation: number | null;
  hours: ScheduleRow[];
  locks: LockRow[];
  uniques: UniqueRow[];
  occupancy: { date: string; hour: string; seats: number; capacity: number | null; closed: boolean }[];
  groups: { min: number; max: number | null; percent: number }[];
  add_ons: { id: number; price_cents: number; apply_to: number; type_code: number }[];
}

/**
 * Several unique-date rows become one list of their days (ranges expanded); a single row keeps its
 * own mode, which the calendar reports as `type`.
 */
export function mergeUniqueDates(rows: readonly UniqueRow[]): UniqueDates | null {
  const usable = rows.filter(
    (row) => row.type === 'list' || (row.start_date !== null && row.end_date !== null),
  );
  if (usable.length === 0) return null;
  const only = usable.length === 1 ? usable[0]! : null;
  if (only?.type === 'range') return { type: 'range', startDate: only.start_date!, endDate: only.end_date! };
  const days = usable.flatMap((row) =>
    row.type === 'range' ? daysThrough(row.start_date!, row.end_date!) : (row.dates ?? []),
  );
  return { type: 'list', dates: [...new Set(days)].sort() };
}

function lockFromRow(row: LockRow): LockedDate {
  return {
    typeDate: ([0, 1, 2].includes(row.type_date) ? row.type_date : 0) as LockType,
    lockFullDay: row.lock_full_day,
    dates: row.dates ?? [],
    startDate: row.start_date,
    endDate: row.end_date,
    timeSlots: row.time_slots ?? [],
  };
}

const holding = sql.join(
  SEAT_HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The whole input as one JSON value, so the statement can be prepared once per connection; `since` is the
 * first day whose seats and departures are read.
 */
const inputJsonFrom = (since: SQL) => sql<InputRow>`json_build_object(
  'id', e.id, 'company_id', e.company_id, 'time_zone', c.time_zone, 'is_package', e.is_package,
  'price_package_cents', e.price_package_cents, 'price_adults_cents', e.price_adults_cents,
  'price_children_cents', e.price_children_cents, 'price_babies_cents', e.price_babies_cents,
  'price_seniors_cents', e.price_seniors_cents, 'include_children', e.include_children,
  'include_babies', e.include_babies, 'min_persons', e.min_persons, 'max_persons', e.max_persons,
  'experience_anticipation', e.anticipation_hours, 'all_days', s.all_days,
  'schedule_anticipation', s.anticipation_hours,
  'hours', coalesce((select json_agg(json_build_object('weekday', h.weekday, 'hour', h.hour::text,
      'capacity', h.capacity)) from schedule_hours h where h.schedule_id = s.id), '[]'),
  'locks', coalesce((select json_agg(json_build_object('type_date', l.type_date,
      'lock_full_day', l.lock_full_day, 'dates', l.dates, 'start_date', l.start_date,
      'end_date', l.end_date, 'time_slots', l.time_slots::text[]))
    from locked_dates l where l.experience_id = e.id and l.company_id = e.company_id), '[]'),
  'uniques', coalesce((select json_agg(json_build_object('type', u.type, 'dates', u.dates,
      'start_date', u.start_date, 'end_date', u.end_date) order by u.id)
    from unique_dates u where u.experience_id = e.id), '[]'),
  'occupancy', coalesce((select json_agg(json_build_object('date', o.slot_date, 'hour', o.slot_time::text,
      'seats', o.seats, 'capacity', o.capacity, 'closed', o.closed))
    from (
      select t.slot_date, t.slot_time, 0 as seats, t.capacity, t.closed from time_slots t
        where t.experience_id = e.id and t.slot_date >= ${since}::date
      union all
      select p.booking_date, p.booking_hour, sum(p.total_participants)::int, null::smallint, false
        from purchases p
        where p.experience_id = e.id and p.booking_date >= ${since}::date
          and p.status in (${holding})
        group by p.booking_date, p.booking_hour
    ) o), '[]'),
  'groups', coalesce((select json_agg(json_build_object('min', g.min_participants, 'max', g.max_participants,
      'percent', g.discount_percent) order by g.min_participants)
    from price_discount_groups g where g.experience_id = e.id), '[]'),
  'add_ons', coalesce((select json_agg(json_build_object('id', a.id, 'price_cents', a.price_cents,
      'apply_to', a.apply_to, 'type_code', i.type_code) order by a.id)
    from experience_add_ons a join add_on_items i on i.id = a.add_on_item_id
    where a.experience_id = e.id), '[]'))`;

const inputJson = inputJsonFrom(sql`${sql.placeholder('since')}`);
const inputSource = sql`experiences e join countries c on c.id = e.country_id
  left join company_schedules s on s.experience_id = e.id and s.company_id = e.company_id`;

/**
 * Planning this statement costs several times running it (about 1 ms against 0.2 ms on PostgreSQL), and
 * the booking calls run it on every request: it is prepared once per database handle, and the driver
 * keeps its plan per connection.
 */
function prepareInput(db: DbOrTx) {
  return db
    .select({ input: inputJson })
    .from(inputSource)
    .where(sql`e.id = ${sql.placeholder('id')} and e.status = 'published'`)
    .prepare('booking_input');
}

const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareInput>>();

/**
 * The input of a published experience, or null when there is none. Seats and departures are read from
 * yesterday on (in the experience's zone, so today is always included): earlier ones cannot be booked.
 */
export async function loadBookingInput(
  db: DbOrTx,
  experienceId: number,
  now: Date,
): Promise<BookingInput | null> {
  // The zone is only known from the row; a day before UTC's date covers every zone's today.
  const since = addDays(now.toISOString().slice(0, 10), -1);
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareInput(db);
    prepared.set(db, statement);
  }
  const [result] = await statement.execute({ id: experienceId, since });
  const row = result?.input;
  return row ? bookingInputFromRow(row) : null;
}

/**
 * The inputs of many published experiences in one statement (a search by date checks each candidate
 * with the booking engine), by id; unknown or unpublished ids are absent.
 */
export async function loadBookingInputs(
  db: DbOrTx,
  experienceIds: readonly number[],
  now: Date,
): Promise<Map<number, BookingInput>> {
  const inputs = new Map<number, BookingInput>();
  if (experienceIds.length === 0) return inputs;
  const since = addDays(now.toISOString().slice(0, 10), -1);
  const ids = sql.join(
    experienceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ input: InputRow }>(
    db,
    sql`select ${inputJsonFrom(sql`${since}`)} as input from ${inputSource}
      where e.id in (${ids}) and e.status = 'published'`,
  );
  for (const { input } of rows) inputs.set(input.id, bookingInputFromRow(input));
  return inputs;
}

function bookingInputFromRow(row: InputRow): BookingInput {
  const anticipation = row.schedule_anticipation ?? row.experience_anticipation;
  const occupancy: SlotOccupancy[] = row.occupancy.map((slot) => ({
    date: slot.date,
    hour: slot.hour,
    seatsTaken: slot.seats,
    ...(slot.capacity === null ? {} : { capacity: slot.capacity }),
    ...(slot.closed ? { closed: true } : {}),
  }));
  return {
    experienceId: row.id,
    companyId: row.company_id,
    timeZone: row.time_zone,
    availability: {
      timeZone: row.time_zone,
      schedule: weeklyScheduleFromRows(row.hours, row.all_days ?? false, anticipation),
      uniqueDates: mergeUniqueDates(row.uniques),
      lockedDates: row.locks.map(lockFromRow),
      // No stored table yet: the operator's disabled dates come with the supplier's schedule pages.
      disabledDates: [],
      occupancy,
    },
    pricing: {
      isPackage: row.is_package,
      pricePackageCents: row.price_package_cents,
      priceAdultsCents: row.price_adults_cents,
      priceChildrenCents: row.price_children_cents,
      priceBabiesCents: row.price_babies_cents,
      priceSeniorsCents: row.price_seniors_cents,
      includeChildren: row.include_children,
      includeBabies: row.include_babies,
      minPersons: row.min_persons,
      maxPersons: row.max_persons,
      discountGroups: row.groups.map((g) => ({
        minParticipants: g.min,
        maxParticipants: g.max,
        discountPercent: g.percent,
      })),
      addOns: row.add_ons.map((a) => ({
        id: a.id,
        priceCents: a.price_cents,
        applyTo: a.apply_to === 2 ? 2 : 1,
        typeCode: a.type_code,
      })),
    },
  };
}
