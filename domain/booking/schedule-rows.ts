/**
 * The weekly schedule from its stored rows (company_schedules and schedule_hours, docs/product.md §
 * Schedule), as the availability engine reads it. A row without a weekday applies to every day; times
 * come from the database as "08:00:00" and become "HH:mm" here, once, so locks, sold seats and the
 * traveller's choice all compare the same text.
 */
import { formatHour } from './anticipation';
import type { ScheduleHour, WeeklySchedule } from './availability-input';
import { WEEKDAYS, type Weekday } from './departures';

export interface ScheduleRow {
  /** 0 Sunday … 6 Saturday; null: every day. */
  weekday: number | null;
  hour: string;
  capacity: number;
}

export function weeklyScheduleFromRows(
  rows: readonly ScheduleRow[],
  allDays: boolean,
  anticipationHours: number,
): WeeklySchedule {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as ScheduleHour[]])) as Record<
    Weekday,
    ScheduleHour[]
  >;
  for (const row of rows) {
    const hour = formatHour(row.hour);
    const targets =
      row.weekday === null ? WEEKDAYS : [WEEKDAYS[row.weekday]].filter((day) => day !== undefined);
    for (const day of targets) {
      const existing = days[day].find((slot) => slot.hour === hour);
      if (existing) existing.capacity = Math.max(existing.capacity, row.capacity);
      else days[day].push({ hour, capacity: row.capacity });
    }
  }
  for (const day of WEEKDAYS) days[day].sort((a, b) => (a.hour < b.hour ? -1 : 1));
  return { allDays, days, anticipationHours };
}
