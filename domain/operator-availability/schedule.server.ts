/**
 * The availability records of one experience, read and replaced by its operator (docs/product.md §
 * Schedule): company_schedules and schedule_hours, locked_dates, unique_dates, the very rows the booking
 * engine reads (booking-input.server.ts). A replacement is one transaction: nothing half-saved.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../db/client';
import { companySchedules, lockedDates, scheduleHours, uniqueDates } from '../../db/schema/availability';
import { notFound } from '../errors';
import { scheduleFromRows, storedHours, type ScheduleInput, type StoredHour } from './schedule-rules';

export const experienceNotOwned = () => notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');

/**
 * The experience when it belongs to `companyId`; another company's (or none) answers 404, so ids of
 * other companies reveal nothing. `lock` takes its row for the transaction: two writes of one schedule
 * then run one after the other.
 */
export async function ownedExperience(
  db: DbOrTx,
  companyId: number,
  experienceId: number,
  lock = false,
): Promise<{ id: number; companyId: number; anticipationHours: number }> {
  const [row] = await queryRows<{ id: number; company_id: number; anticipation_hours: number }>(
    db,
    sql`select id, company_id, anticipation_hours from experiences
      where id = ${experienceId} and company_id = ${companyId} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw experienceNotOwned();
  return { id: row.id, companyId: row.company_id, anticipationHours: row.anticipation_hours };
}

interface ScheduleRow {
  all_days: boolean | null;
  anticipation: number | null;
  hours: StoredHour[] | null;
  locks: ScheduleInput['locked_dates'] | null;
  uniques: ScheduleInput['unique_dates'] | null;
}

/** The stored availability of an owned experience, in the shape PUT takes. */
export async function readSchedule(
  db: DbOrTx,
  companyId: number,
  experienceId: number,
): Promise<ScheduleInput> {
  const experience = await ownedExperience(db, companyId, experienceId);
  const [row] = await queryRows<ScheduleRow>(
    db,
    sql`select s.all_days, s.anticipation_hours as anticipation,
      (select json_agg(json_build_object('weekday', h.weekday, 'hour', to_char(h.hour, 'HH24:MI'),
          'capacity', h.capacity)) from schedule_hours h where h.schedule_id = s.id) as hours,
      (select json_agg(json_build_object('type_date', l.type_date, 'lock_full_day', l.lock_full_day,
          'dates', l.dates, 'start_date', l.start_date, 'end_date', l.end_date,
          'time_slots', (select coalesce(array_agg(to_char(t, 'HH24:MI')), '{}') from unnest(l.time_slots) t))
          order by l.id)
        from locked_dates l where l.experience_id = e.id and l.company_id = e.company_id) as locks,
      (select json_agg(json_build_object('type', u.type, 'dates', u.dates, 'start_date', u.start_date,
          'end_date', u.end_date) order by u.id)
        from unique_dates u where u.experience_id = e.id) as uniques
    from experiences e
      left join company_schedules s on s.experience_id = e.id and s.company_id = e.company_id
    where e.id = ${experience.id}`,
  );
  return {
    ...scheduleFromRows(row?.hours ?? [], row?.all_days ?? false),
    anticipation_time: row?.anticipation ?? experience.anticipationHours,
    locked_dates: row?.locks ?? [],
    unique_dates: row?.uniques ?? [],
  };
}

/** A single lock keeps its one date in `dates`, whichever field the operator used. */
function lockValues(lock: ScheduleInput['locked_dates'][number]) {
  const range = lock.type_date === 1;
  return {
    typeDate: lock.type_date,
    lockFullDay: lock.lock_full_day,
    dates: range ? [] : [...new Set(lock.dates)].sort(),
    startDate: range ? lock.start_date : null,
    endDate: range ? lock.end_date : null,
    timeSlots: lock.lock_full_day ? [] : [...new Set(lock.time_slots)].sort(),
  };
}

async function writeSchedule(tx: Tx, companyId: number, experienceId: number, input: ScheduleInput) {
  const [stored] = await tx
    .insert(companySchedules)
    .values({ companyId, experienceId, allDays: input.all_days, anticipationHours: input.anticipation_time })
    .onConflictDoUpdate({
      target: [companySchedules.experienceId, companySchedules.companyId],
      set: { allDays: input.all_days, anticipationHours: input.anticipation_time },
    })
    .returning({ id: companySchedules.id });
  const scheduleId = stored!.id;
  await tx.delete(scheduleHours).where(eq(scheduleHours.scheduleId, scheduleId));
  const hours = storedHours(input);
  if (hours.length > 0) await tx.insert(scheduleHours).values(hours.map((row) => ({ scheduleId, ...row })));
  await tx
    .delete(lockedDates)
    .where(and(eq(lockedDates.experienceId, experienceId), eq(lockedDates.companyId, companyId)));
  if (input.locked_dates.length > 0) {
    await tx
      .insert(lockedDates)
      .values(input.locked_dates.map((lock) => ({ experienceId, companyId, ...lockValues(lock) })));
  }
  await tx.delete(uniqueDates).where(eq(uniqueDates.experienceId, experienceId));
  if (input.unique_dates.length > 0) {
    await tx.insert(uniqueDates).values(
      input.unique_dates.map((unique) => ({
        experienceId,
        type: unique.type,
        dates: unique.type === 'list' ? [...new Set(unique.dates)].sort() : [],
        startDate: unique.type === 'range' ? unique.start_date : null,
        endDate: unique.type === 'range' ? unique.end_date : null,
      })),
    );
  }
}

/** Called inside the transaction with what changed, so the write and its record commit together. */
export type ChangeRecorder<T> = (tx: Tx, change: { before: T; after: T }) => Promise<void>;

/** Replaces the whole availability of an owned experience and answers it as stored. */
export async function replaceSchedule(
  db: Db,
  companyId: number,
  experienceId: number,
  input: ScheduleInput,
  record?: ChangeRecorder<ScheduleInput>,
): Promise<ScheduleInput> {
  return db.transaction(async (tx) => {
    await ownedExperience(tx, companyId, experienceId, true);
    const before = await readSchedule(tx, companyId, experienceId);
    await writeSchedule(tx, companyId, experienceId, input);
    const after = await readSchedule(tx, companyId, experienceId);
    await record?.(tx, { before, after });
    return after;
  });
}
