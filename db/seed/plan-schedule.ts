import type { ScheduleKind } from './data/types';
import type { Random } from './random';

export interface PlannedSchedule {
  allDays: boolean;
  anticipationHours: number;
  hours: { weekday: number | null; hour: string; capacity: number }[];
}

export interface PlannedLockedDate {
  typeDate: 0 | 1 | 2;
  lockFullDay: boolean;
  dates: string[];
  startDate: string | null;
  endDate: string | null;
  timeSlots: string[];
}

export interface PlannedUniqueDate {
  type: 'list' | 'range';
  dates: string[];
  startDate: string | null;
  endDate: string | null;
}

const HOURS_BY_KIND: Record<ScheduleKind, string[][]> = {
  morning: [['07:00'], ['07:30', '09:00'], ['06:30', '08:00']],
  day: [['08:00'], ['08:30'], ['07:30']],
  afternoon: [['14:00'], ['13:30', '15:30'], ['15:00']],
  evening: [['18:00'], ['17:30', '19:30'], ['19:00']],
  flexible: [
    ['08:00', '10:00', '13:00', '15:00'],
    ['09:00', '11:00', '14:00'],
    ['08:30', '12:30', '16:00'],
  ],
};

const ANTICIPATION_HOURS = [2, 12, 24, 24, 48, 72];

export function planSchedule(
  random: Random,
  kind: ScheduleKind,
  isPrivate: boolean,
  maxPersons: number,
): PlannedSchedule {
  const hours = random.pick(HOURS_BY_KIND[kind]);
  const capacity = isPrivate ? maxPersons : random.int(Math.max(maxPersons, 8), 30);
  const allDays = random.chance(0.5);
  const anticipationHours = random.pick(ANTICIPATION_HOURS);
  if (allDays) {
    return { allDays, anticipationHours, hours: hours.map((hour) => ({ weekday: null, hour, capacity })) };
  }
  // Operators rest one or two days a week, usually not on the weekend.
  const closed = new Set(random.pickMany([1, 2, 3, 4], random.int(1, 2)));
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => !closed.has(day));
  return {
    allDays,
    anticipationHours,
    hours: weekdays.flatMap((weekday) => hours.map((hour) => ({ weekday, hour, capacity }))),
  };
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Some operators close for a holiday, a maintenance week or a few scattered dates (docs/product.md §
 * Schedule).
 */
export function planLockedDates(random: Random, today: string, hours: string[]): PlannedLockedDate[] {
  if (!random.chance(0.3)) return [];
  const type = random.pick([0, 1, 2] as const);
  const start = addDays(today, random.int(5, 60));
  const partial = hours.length > 1 && random.chance(0.3);
  const timeSlots = partial ? [hours[0]!] : [];
  if (type === 0) {
    return [
      { typeDate: 0, lockFullDay: !partial, dates: [start], startDate: null, endDate: null, timeSlots },
    ];
  }
  if (type === 1) {
    return [
      {
        typeDate: 1,
        lockFullDay: true,
        dates: [],
        startDate: start,
        endDate: addDays(start, random.int(2, 6)),
        timeSlots: [],
      },
    ];
  }
  const dates = [start, addDays(start, random.int(7, 14)), addDays(start, random.int(20, 35))];
  return [{ typeDate: 2, lockFullDay: !partial, dates, startDate: null, endDate: null, timeSlots }];
}

/** A few experiences run only on set dates (festivals, seasonal crossings) instead of every week. */
export function planUniqueDates(random: Random, today: string): PlannedUniqueDate[] {
  if (!random.chance(0.05)) return [];
  if (random.chance(0.5)) {
    const start = addDays(today, random.int(10, 40));
    return [{ type: 'range', dates: [], startDate: start, endDate: addDays(start, random.int(10, 30)) }];
  }
  const first = random.int(5, 20);
  const dates = [0, 1, 2, 3, 4].map((i) => addDays(today, first + i * random.int(6, 10)));
  return [{ type: 'list', dates, startDate: null, endDate: null }];
}
