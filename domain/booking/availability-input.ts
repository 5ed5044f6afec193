/**
 * What the availability engine reads about one experience (docs/product.md § Schedule): the shapes of the
 * stored schedule, locked dates, unique dates and sold seats, already loaded. The server builds it from
 * the database and the browser from the availability calls' answers, so both decide alike.
 */
import type { Weekday } from './departures';

/** One departure hour of the weekly schedule and the places it offers. */
export interface ScheduleHour {
  /** "HH:mm" */
  hour: string;
  capacity: number;
}

export interface WeeklySchedule {
  /** The same hours every day: then the hours are the union of `days`. */
  allDays: boolean;
  days: Readonly<Record<Weekday, readonly ScheduleHour[]>>;
  /** How long before a departure the operator needs the booking. */
  anticipationHours: number;
}

/** type_date 0: one date, 1: a range, 2: a list. */
export type LockType = 0 | 1 | 2;

export interface LockedDate {
  typeDate: LockType;
  lockFullDay: boolean;
  /** The date of a single lock (or its startDate) and the dates of a list. */
  dates: readonly string[];
  startDate: string | null;
  endDate: string | null;
  /** "HH:mm" hours closed on those dates when the whole day is not. */
  timeSlots: readonly string[];
}

/** Dates that replace the weekly pattern (festivals, seasons): a list, or a range start..end. */
export type UniqueDates =
  { type: 'list'; dates: readonly string[] } | { type: 'range'; startDate: string; endDate: string };

/** Seats of one departure already sold or held by a checkout in progress. */
export interface SlotOccupancy {
  date: string;
  /** "HH:mm" */
  hour: string;
  seatsTaken: number;
  /**
   * The departure's own capacity once it exists (it is copied from the schedule on first booking and
   * may since differ); absent: the schedule's.
   */
  capacity?: number;
  /** Closed by its operator: not offered whatever its places. */
  closed?: boolean;
}

export interface AvailabilityInput {
  timeZone: string;
  schedule: WeeklySchedule;
  /** null: the weekly pattern decides which days run. */
  uniqueDates: UniqueDates | null;
  lockedDates: readonly LockedDate[];
  disabledDates: readonly string[];
  occupancy: readonly SlotOccupancy[];
}
