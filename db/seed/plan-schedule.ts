import { addDays } from '../../domain/booking/calendar-days';
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
  // Private groups fill one vehicle (4 to 10); shared trips take 8 to 40 (docs/product.md § Schedule).
  const capacity = isPrivate ? maxPersons : random.int(Math.max(maxPersons, 8), 40);
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

/**
 * Whale-watching seasons ("MM-dd" first and last day) where the humpbacks are: northern ones winter in
 * the Caribbean and off Uvita, southern ones visit Panama's Pacific in the northern summer.
 */
export const WHALE_SEASONS: Readonly<Record<string, readonly [string, string]>> = {
  samana: ['01-15', '03-31'],
  'las-terrenas': ['01-15', '03-31'],
  rincon: ['01-15', '03-31'],
  uvita: ['12-01', '04-15'],
  'santa-catalina': ['07-01', '10-31'],
  pedasi: ['07-01', '10-31'],
};

/** The season that is running or comes next after `today` (a season may cross the new year). */
export function nextSeason(today: string, [first, last]: readonly [string, string]): PlannedUniqueDate {
  const year = Number(today.slice(0, 4));
  for (const start of [year - 1, year, year + 1]) {
    const end = last < first ? start + 1 : start;
    const range = { startDate: `${start}-${first}`, endDate: `${end}-${last}` };
    if (range.endDate >= today) return { type: 'range', dates: [], ...range };
  }
  throw new Error("unreachable: next year's season always ends after today");
}

/**
 * A few experiences run only on set dates instead of every week: whale watching in its season (a range)
 * and festival nights (a list of Fridays and Saturdays) or a short season of another trip.
 */
export function planUniqueDates(
  random: Random,
  today: string,
  templateKey = '',
  destinationKey = '',
): PlannedUniqueDate[] {
  const generic = randomUniqueDates(random, today);
  const season = templateKey === 'whale-watching' ? WHALE_SEASONS[destinationKey] : undefined;
  return season ? [nextSeason(today, season)] : generic;
}

/** Drawn for every experience, whale watching included, so the draws after it stay where they were. */
function randomUniqueDates(random: Random, today: string): PlannedUniqueDate[] {
  if (!random.chance(0.05)) return [];
  if (random.chance(0.5)) {
    const start = addDays(today, random.int(10, 40));
    return [{ type: 'range', dates: [], startDate: start, endDate: addDays(start, random.int(10, 30)) }];
  }
  // Festival nights: five weekends a few weeks apart, on Friday, then Saturday, in turn.
  const first = random.int(5, 20);
  const dates = [0, 1, 2, 3, 4].map((i) => {
    const day = addDays(today, first + i * random.int(6, 10));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return addDays(day, ((5 - weekday + 7) % 7) + (i % 2));
  });
  return [{ type: 'list', dates: [...new Set(dates)].sort(), startDate: null, endDate: null }];
}
