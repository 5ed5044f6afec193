/**
 * When the day-before reminder of a purchase is due (docs/decisions/0040): from the start of the day
 * before the booking date, on the experience's clock, until the activity starts. Pure: the job reads the
 * candidates from the database and asks this rule about each.
 */
import { addDays } from '../booking/calendar-days';
import { wallClockIn } from '../../common/time/zoned-time';

export type ReminderDecision =
  /** The day before has not begun yet on the experience's clock. */
  | 'wait'
  | 'send'
  /**
   * Booked on the day before or later: the confirmation e-mail, with the same voucher, meeting point and
   * departure, has just gone, and a second message hours later would only be noise.
   */
  | 'booked-late'
  /** The activity has started: a reminder is no use any more. */
  | 'started';

export interface ReminderTiming {
  /** IANA zone of the experience when booked. */
  timeZone: string;
  /** "2026-11-24", on the experience's clock. */
  bookingDate: string;
  startsAt: Date;
  createdAt: Date;
}

/**
 * The longest time from the moment a reminder becomes due to the start: from 00:00 of the day before to
 * 23:59 of the booking date is 48 hours, one more where the clocks go back that night. The job's query
 * only looks at purchases starting within it.
 */
export const REMINDER_LOOKAHEAD_MS = 50 * 3_600_000;

export function reminderDecision(purchase: ReminderTiming, now: Date): ReminderDecision {
  if (now.getTime() >= purchase.startsAt.getTime()) return 'started';
  const dayBefore = addDays(purchase.bookingDate, -1);
  if (wallClockIn(purchase.timeZone, now).date < dayBefore) return 'wait';
  if (wallClockIn(purchase.timeZone, purchase.createdAt).date >= dayBefore) return 'booked-late';
  return 'send';
}
