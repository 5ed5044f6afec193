/**
 * When a booking may be checked in or marked as a no-show (docs/decisions/0072-check-in.md,
 * docs/decisions/0064-operator-earnings-basis.md § Attendance). Attendance is not a status: these rules
 * read the status and the clock, they never change the status.
 */
import { wallClockIn } from '../../common/time/zoned-time';
import { isCanceled } from '../purchases/purchase-lifecycle';

/** What the rules read of a booking. */
export interface AttendanceBooking {
  status: string;
  /** The departure's day and zone (the experience's clock) and its start instant. */
  bookingDate: string;
  timeZone: string;
  startsAt: Date;
  checkedInAt: Date | null;
  noShowAt: Date | null;
}

/** Why a check-in is refused: the code of its 409. */
export type CheckInRefusal = 'CHECK_IN_CANCELED' | 'CHECK_IN_PENDING' | 'CHECK_IN_NOT_TODAY';

/** Why a no-show is refused: the code of its 409. */
export type NoShowRefusal =
  'NO_SHOW_CANCELED' | 'NO_SHOW_PENDING' | 'NO_SHOW_NOT_STARTED' | 'NO_SHOW_CHECKED_IN';

/** The day it is on the experience's clock. */
export const dayThere = (booking: Pick<AttendanceBooking, 'timeZone'>, now: Date): string =>
  wallClockIn(booking.timeZone, now).date;

/**
 * A booking is checked in on its departure's day (the experience's clock), once it is paid and while it is
 * not cancelled; whether the departure has started or ended that day does not matter (a late traveller). A
 * booking already checked in is not refused: the scan answers the first time. A no-show marked that day is
 * undone by checking the traveller in.
 */
export function checkInRefusal(booking: AttendanceBooking, now: Date): CheckInRefusal | null {
  if (isCanceled(booking.status)) return 'CHECK_IN_CANCELED';
  if (booking.status === 'created') return 'CHECK_IN_PENDING';
  if (booking.checkedInAt) return null;
  if (booking.bookingDate !== dayThere(booking, now)) return 'CHECK_IN_NOT_TODAY';
  return null;
}

/**
 * A booking is marked as a no-show once its departure has started, when it is paid, not cancelled and
 * not checked in. It stays a booking: nothing is refunded. Marking it again answers the first time.
 */
export function noShowRefusal(booking: AttendanceBooking, now: Date): NoShowRefusal | null {
  if (isCanceled(booking.status)) return 'NO_SHOW_CANCELED';
  if (booking.status === 'created') return 'NO_SHOW_PENDING';
  if (booking.checkedInAt) return 'NO_SHOW_CHECKED_IN';
  if (booking.noShowAt) return null;
  if (now.getTime() < booking.startsAt.getTime()) return 'NO_SHOW_NOT_STARTED';
  return null;
}
