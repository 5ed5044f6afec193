/**
 * The places an experience offers per day, as the search by date reads them (docs/decisions/
 * 0086-search-by-date.md): the availability engine's `dayOpening` for every day of the booking horizon,
 * without the moving window (anticipation and the horizon's end depend on the clock and are applied by
 * the search). Stored compactly: the most places a departure has on each weekday when nothing but the
 * weekly schedule applies, and the days that differ from it (locks, sold seats, departures' own capacity
 * or closure, unique dates).
 */
import { zoneOffsetMinutes } from '../../common/time/zoned-time';
import { type BookingWindow, dayOpening, departureCutoff } from './availability';
import type { AvailabilityInput } from './availability-input';
import { addDays, daysThrough, weekdayOf } from './calendar-days';
import { WEEKDAYS } from './departures';

export interface DayPlaces {
  /** By weekday, Sunday first. */
  weekPlaces: number[];
  /** The days from `from` through `through` whose places differ from their weekday's. */
  days: { day: string; places: number }[];
  /**
   * Days after the server's day that the moving window may still cut: every later day is past the
   * anticipation cutoff in any time zone.
   */
  nearDays: number;
  /**
   * The near days' departures with places, each with the instant the window cuts it, so the search decides
   * those days from the clock alone; per day only those no other beats on both places and cutoff. Null
   * when the zone's clocks change in those days (the engine decides them).
   */
  departures: NearDeparture[] | null;
}

export interface NearDeparture {
  day: string;
  places: number;
  cutoff: Date;
}

/** A window that cuts nothing: the search applies anticipation and the horizon itself. */
const OPEN_WINDOW: BookingWindow = {
  today: '0000-01-01',
  anticipationDay: 0,
  earliest: '0000-01-01',
  last: '9999-12-31',
  cutoff: '',
};

/** The most places any departure of the day has left for a new booking (0: none can be booked). */
export function placesOn(input: AvailabilityInput, day: string): number {
  const opening = dayOpening(input, day, OPEN_WINDOW);
  if (!('hours' in opening)) return 0;
  let most = 0;
  for (const hour of opening.hours) if (hour.available_places > most) most = hour.available_places;
  return most;
}

/**
 * The days after the server's day (UTC, or any zone's) that anticipation may still close: a departure's
 * wall clock less than 24 + anticipation hours ahead of any zone's today.
 */
export function nearDaysOf(input: Pick<AvailabilityInput, 'schedule'>): number {
  return 1 + Math.floor(Math.max(0, input.schedule.anticipationHours) / 24);
}

/**
 * The departures of `from` through `through` with places, and the instant the window cuts each; of a
 * day's departures only those that no later-cut one matches or beats in places.
 */
export function nearDeparturesOf(
  input: AvailabilityInput,
  from: string,
  through: string,
): NearDeparture[] | null {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${addDays(through, 2)}T00:00:00Z`);
  if (zoneOffsetMinutes(input.timeZone, start) !== zoneOffsetMinutes(input.timeZone, end)) return null;
  const departures: NearDeparture[] = [];
  for (const day of daysThrough(from, through)) {
    const opening = dayOpening(input, day, OPEN_WINDOW);
    if (!('hours' in opening)) continue;
    // Latest first: each kept departure has more places than every later-cut one.
    let most = 0;
    for (const { hour, available_places: places } of [...opening.hours].reverse()) {
      if (places <= most) continue;
      most = places;
      departures.push({ day, places, cutoff: departureCutoff(input, day, hour) });
    }
  }
  return departures;
}

export function dayPlacesOf(
  input: AvailabilityInput,
  from: string,
  through: string,
  nearThrough: string,
): DayPlaces {
  const departures = nearDeparturesOf(input, from, nearThrough);
  // Only the weekly schedule: a day like this is not stored. With unique dates no day runs but theirs.
  const plain: AvailabilityInput = {
    ...input,
    uniqueDates: null,
    lockedDates: [],
    disabledDates: [],
    occupancy: [],
  };
  const weekPlaces = WEEKDAYS.map(() => 0);
  if (!input.uniqueDates) {
    for (const day of daysThrough(from, addDays(from, 6))) {
      weekPlaces[WEEKDAYS.indexOf(weekdayOf(day))] = placesOn(plain, day);
    }
  }
  const days: DayPlaces['days'] = [];
  // Nothing but the weekly schedule: every day is its weekday's (most experiences, most of the time).
  const onlySchedule =
    !input.uniqueDates &&
    input.lockedDates.length === 0 &&
    input.disabledDates.length === 0 &&
    input.occupancy.length === 0;
  if (onlySchedule) return { weekPlaces, days, nearDays: nearDaysOf(input), departures };
  for (const day of daysThrough(from, through)) {
    const places = placesOn(input, day);
    if (places !== weekPlaces[WEEKDAYS.indexOf(weekdayOf(day))]) days.push({ day, places });
  }
  return { weekPlaces, days, nearDays: nearDaysOf(input), departures };
}
