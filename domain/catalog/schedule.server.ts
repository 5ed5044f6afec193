import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { wallClockIn } from '../../common/time/zoned-time';
import { anticipationDay, formatHour } from '../booking/anticipation';
import { WEEKDAYS } from '../booking/departures';

/**
 * The weekly schedule of an experience's company (docs/product.md § Schedule): hours per weekday, whether
 * they apply on all days, and the anticipation the operator needs before a departure.
 */
export async function loadSchedule(
  db: DbOrTx,
  experienceId: number,
  companyId: number,
  timeZone: string,
  now: Date,
) {
  const rows = await queryRows<{
    all_days: boolean;
    anticipation_hours: number;
    weekday: number | null;
    hour: string | null;
    capacity: number | null;
  }>(
    db,
    sql`select s.all_days, s.anticipation_hours, h.weekday, h.hour::text as hour, h.capacity
        from company_schedules s left join schedule_hours h on h.schedule_id = s.id
        where s.experience_id = ${experienceId} and s.company_id = ${companyId}
        order by h.weekday nulls first, h.hour`,
  );
  const first = rows[0];
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as string[]])) as Record<
    (typeof WEEKDAYS)[number],
    string[]
  >;
  const allHours = new Set<string>();
  for (const row of rows) {
    if (row.hour === null) continue;
    const hour = formatHour(row.hour);
    allHours.add(hour);
    const targets = row.weekday === null ? WEEKDAYS : [WEEKDAYS[row.weekday]!];
    for (const day of targets) if (!days[day].includes(hour)) days[day].push(hour);
  }
  const anticipationHours = first?.anticipation_hours ?? 0;
  return {
    days,
    all_days: first?.all_days ?? false,
    hours: [...allHours].sort(),
    anticipation_time: anticipationHours,
    anticipationDay: anticipationDay(anticipationHours, wallClockIn(timeZone, now).hour),
  };
}
