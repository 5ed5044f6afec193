import type {
  AvailabilityInput,
  ScheduleHour,
  WeeklySchedule,
} from '../../../domain/booking/availability-input';
import { WEEKDAYS, type Weekday } from '../../../domain/booking/departures';

export const hours = (list: readonly string[], capacity = 10): ScheduleHour[] =>
  list.map((hour) => ({ hour, capacity }));

/** A weekly schedule: the listed weekdays' hours, every other day closed. */
export function weekly(
  days: Partial<Record<Weekday, readonly string[]>>,
  anticipationHours = 2,
  capacity = 10,
): WeeklySchedule {
  return {
    allDays: false,
    anticipationHours,
    days: Object.fromEntries(WEEKDAYS.map((day) => [day, hours(days[day] ?? [], capacity)])) as Record<
      Weekday,
      ScheduleHour[]
    >,
  };
}

export function everyDay(list: readonly string[], anticipationHours = 2, capacity = 10): WeeklySchedule {
  const schedule = weekly(
    Object.fromEntries(WEEKDAYS.map((day) => [day, list])),
    anticipationHours,
    capacity,
  );
  return { ...schedule, allDays: true };
}

export function availability(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: 'America/Panama',
    schedule: everyDay(['08:00', '14:00']),
    uniqueDates: null,
    lockedDates: [],
    disabledDates: [],
    occupancy: [],
    ...overrides,
  };
}
