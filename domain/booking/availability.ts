/**
 * The availability engine of docs/product.md § Booking: which days and hours of an experience can be
 * booked now, and how many places each hour has left. Pure and clock-injected, so the server (the
 * authority) and the booking card in the browser compute the same answer.
 */
import { anticipationDay, formatHour } from './anticipation';
import type { AvailabilityInput, ScheduleHour, UniqueDates, WeeklySchedule } from './availability-input';
import { addDays, daysThrough, isIsoDate, weekdayOf } from './calendar-days';
import { WEEKDAYS } from './departures';
import { lockOn } from './locked-dates';
import { instantAt, wallClockIn } from '../../common/time/zoned-time';

/** Bookable days reach this many days after today (docs/product.md § Booking). */
export const BOOKING_HORIZON_DAYS = 180;

export interface BookingWindow {
  /** Today in the experience's time zone. */
  today: string;
  anticipationDay: number;
  /** today + anticipationDay: no earlier day is offered. */
  earliest: string;
  /** today + BOOKING_HORIZON_DAYS: no later day is offered. */
  last: string;
  /**
   * "yyyy-MM-ddTHH:mm", the experience's wall clock `anticipationHours` from now: a departure starting
   * earlier is too close to book, whatever day it is on.
   */
  cutoff: string;
}

export function bookingWindow(
  input: Pick<AvailabilityInput, 'timeZone' | 'schedule'>,
  now: Date,
): BookingWindow {
  const clock = wallClockIn(input.timeZone, now);
  const hours = Math.max(0, input.schedule.anticipationHours);
  const day = anticipationDay(hours, clock.hour);
  const cutoff = wallClockIn(input.timeZone, new Date(now.getTime() + hours * 3_600_000));
  return {
    today: clock.date,
    anticipationDay: day,
    earliest: addDays(clock.date, day),
    last: addDays(clock.date, BOOKING_HORIZON_DAYS),
    cutoff: `${cutoff.date}T${cutoff.time}`,
  };
}

/**
 * The instant from which the moving window cuts the departure at `hour` of `day`: before it, the wall clock
 * `anticipationHours` ahead (the window's `cutoff`, to the minute) is not yet past the departure, which also
 * keeps the day on or after the window's `earliest`. In a zone whose clocks change that night the wall clock
 * goes back once: callers that need the exact instant there ask `bookingWindow` instead.
 */
export function departureCutoff(
  input: Pick<AvailabilityInput, 'timeZone' | 'schedule'>,
  day: string,
  hour: string,
): Date {
  const start = instantAt(input.timeZone, day, hour).getTime();
  return new Date(start + 60_000 - Math.max(0, input.schedule.anticipationHours) * 3_600_000);
}

/** One hour of the get-available-schedule answer. */
export interface HourPlaces {
  /** "HH:mm" */
  hour: string;
  available_places: number;
}

function compareHours(a: { hour: string }, b: { hour: string }): number {
  return a.hour < b.hour ? -1 : a.hour > b.hour ? 1 : 0;
}

function isSorted(hours: readonly HourPlaces[]): boolean {
  for (let i = 1; i < hours.length; i++) if (hours[i - 1]!.hour > hours[i]!.hour) return false;
  return true;
}

const unionCache = new WeakMap<WeeklySchedule, ScheduleHour[]>();

/** Every hour of the schedule once, earliest first; the larger capacity when two days differ. */
function everyHour(schedule: WeeklySchedule): ScheduleHour[] {
  let hours = unionCache.get(schedule);
  if (!hours) {
    const byHour = new Map<string, number>();
    for (const day of WEEKDAYS) {
      for (const { hour, capacity } of schedule.days[day]) {
        byHour.set(hour, Math.max(capacity, byHour.get(hour) ?? 0));
      }
    }
    hours = [...byHour].map(([hour, capacity]) => ({ hour, capacity })).sort(compareHours);
    unionCache.set(schedule, hours);
  }
  return hours;
}

function inUniqueDates(unique: UniqueDates, day: string): boolean {
  return unique.type === 'list'
    ? unique.dates.includes(day)
    : unique.startDate <= day && day <= unique.endDate;
}

/**
 * The departures scheduled on a day before locks, anticipation and sold seats. With unique dates only
 * those days run, at that weekday's hours, or at every hour of the schedule when that weekday has none:
 * the operator chose the day explicitly (docs/decisions/0033).
 */
export function scheduledHours(
  input: Pick<AvailabilityInput, 'schedule' | 'uniqueDates'>,
  day: string,
): readonly ScheduleHour[] {
  const { schedule, uniqueDates } = input;
  const weekday = schedule.days[weekdayOf(day)];
  if (uniqueDates) {
    if (!inUniqueDates(uniqueDates, day)) return [];
    return weekday.length > 0 ? weekday : everyHour(schedule);
  }
  return schedule.allDays ? everyHour(schedule) : weekday;
}

interface DepartureState {
  taken: number;
  capacity?: number;
  closed?: boolean;
}

const occupancyCache = new WeakMap<AvailabilityInput['occupancy'], Map<string, DepartureState>>();

/** Sold seats, own capacity and closure of each departure, by "yyyy-MM-ddTHH:mm". */
export function occupancyOf(input: Pick<AvailabilityInput, 'occupancy'>): Map<string, DepartureState> {
  let map = occupancyCache.get(input.occupancy);
  if (!map) {
    map = new Map();
    for (const slot of input.occupancy) {
      const key = `${slot.date}T${formatHour(slot.hour)}`;
      const previous = map.get(key);
      map.set(key, {
        taken: (previous?.taken ?? 0) + Math.max(0, slot.seatsTaken),
        capacity: slot.capacity ?? previous?.capacity,
        closed: Boolean(slot.closed || previous?.closed),
      });
    }
    occupancyCache.set(input.occupancy, map);
  }
  return map;
}

/**
 * Why a day of the calendar cannot be booked (docs/decisions/0084-gallery-and-availability.md): its
 * departures start too soon (anticipation), the operator closed it (a lock, a disabled date, a closed
 * departure), every place is sold, or nothing runs that day.
 */
export const CLOSED_REASONS = ['too_soon', 'closed', 'sold_out', 'no_departure'] as const;

export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** One day as the engine sees it: the hours that can be booked (some may be full), or why none can. */
export type DayOpening = { hours: HourPlaces[] } | { reason: ClosedReason };

/**
 * The one rule of the calendar, the hours call and the next departures. A day with some departures past
 * the anticipation cutoff and the rest closed or full is told by what remains: sold out before closed
 * before too soon.
 */
export function dayOpening(input: AvailabilityInput, day: string, window: BookingWindow): DayOpening {
  if (day < window.earliest) return { reason: 'too_soon' };
  if (day > window.last) return { reason: 'no_departure' };
  if (input.disabledDates.includes(day)) return { reason: 'closed' };
  const lock = lockOn(input.lockedDates, day);
  if (lock.fullDay) return { reason: 'closed' };
  const scheduled = scheduledHours(input, day);
  if (scheduled.length === 0) return { reason: 'no_departure' };
  const occupancy = occupancyOf(input);
  const hours: HourPlaces[] = [];
  let closed = false;
  let tooSoon = false;
  for (const { hour, capacity } of scheduled) {
    const key = `${day}T${hour}`;
    if (key < window.cutoff) {
      tooSoon = true;
      continue;
    }
    const slot = occupancy.get(key);
    if (lock.hours.has(hour) || slot?.closed) {
      closed = true;
      continue;
    }
    const places = Math.max(0, (slot?.capacity ?? capacity) - (slot?.taken ?? 0));
    hours.push({ hour, available_places: places });
  }
  // A day whose every departure is full is as unavailable as a closed one.
  if (!hours.some((hour) => hour.available_places > 0)) {
    return { reason: hours.length > 0 ? 'sold_out' : closed || !tooSoon ? 'closed' : 'too_soon' };
  }
  return { hours: isSorted(hours) ? hours : hours.sort(compareHours) };
}

/** Hours of a day with the places they have left, whatever the window: the common part of both calls. */
function openHours(input: AvailabilityInput, day: string, window: BookingWindow): HourPlaces[] {
  const opening = dayOpening(input, day, window);
  return 'hours' in opening ? opening.hours : [];
}

/**
 * The hours of `day` a traveller may book and their places left (get-available-schedule). Full hours
 * stay, with 0 places, so the card can say so; an unavailable day answers no hours at all.
 */
export function hoursOn(input: AvailabilityInput, day: string, now: Date): HourPlaces[] {
  if (!isIsoDate(day)) return [];
  return openHours(input, day, bookingWindow(input, now));
}

export function isDateBookable(input: AvailabilityInput, day: string, now: Date): boolean {
  return hoursOn(input, day, now).length > 0;
}

/** The get-available-dates answer. */
export interface AvailableDates {
  type: 'weekly' | 'list' | 'range';
  start_date: string | null;
  end_date: string | null;
  time_zone: string;
  anticipation_day: number;
  /** Every bookable day, yyyy-MM-dd, earliest first. */
  dates: string[];
  /** Every other day from today through end_date, earliest first, with why it cannot be booked. */
  unavailable_days: { date: string; reason: ClosedReason }[];
}

/**
 * The bookable days from the earliest allowed through BOOKING_HORIZON_DAYS ahead. start_date and
 * end_date bound the calendar: the booking window for a weekly schedule, the operator's range (or
 * first and last listed date) within that window for unique dates; null when nothing falls inside.
 */
export function availableDates(input: AvailabilityInput, now: Date): AvailableDates {
  const window = bookingWindow(input, now);
  const { uniqueDates } = input;
  let candidates: string[];
  let start: string | null;
  let end: string | null;
  if (!uniqueDates) {
    candidates = daysThrough(window.earliest, window.last);
    [start, end] = [window.earliest, window.last];
  } else if (uniqueDates.type === 'range') {
    start = uniqueDates.startDate > window.earliest ? uniqueDates.startDate : window.earliest;
    end = uniqueDates.endDate < window.last ? uniqueDates.endDate : window.last;
    candidates = daysThrough(start, end);
  } else {
    candidates = [...new Set(uniqueDates.dates)]
      .filter((day) => isIsoDate(day) && window.earliest <= day && day <= window.last)
      .sort();
    [start = null, end = null] = [candidates[0], candidates.at(-1)];
  }
  if (start !== null && end !== null && start > end) [start, end] = [null, null];
  const dates: string[] = [];
  const unavailable: AvailableDates['unavailable_days'] = [];
  const offered = new Set(candidates);
  for (const day of daysThrough(window.today, end ?? window.today)) {
    const opening: DayOpening = offered.has(day)
      ? dayOpening(input, day, window)
      : { reason: day < window.earliest ? 'too_soon' : 'no_departure' };
    if ('hours' in opening) dates.push(day);
    else unavailable.push({ date: day, reason: opening.reason });
  }
  return {
    type: uniqueDates ? uniqueDates.type : 'weekly',
    start_date: start,
    end_date: end,
    time_zone: input.timeZone,
    anticipation_day: window.anticipationDay,
    dates,
    unavailable_days: unavailable,
  };
}
