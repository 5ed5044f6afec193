/**
 * Dates and hours an operator closed (docs/product.md § Schedule): a single date, a range or a list, for
 * the whole day or for some hours.
 */
import { formatHour } from './anticipation';
import type { LockedDate } from './availability-input';

/** What the locks close on one day: the whole day, or a set of "HH:mm" hours (maybe empty). */
export type DayLock = { fullDay: true } | { fullDay: false; hours: ReadonlySet<string> };

function lockCovers(lock: LockedDate, day: string): boolean {
  switch (lock.typeDate) {
    case 0:
      // A single lock may carry its date in the list or as its start.
      return lock.dates.includes(day) || lock.startDate === day;
    case 1:
      return lock.startDate !== null && lock.endDate !== null && lock.startDate <= day && day <= lock.endDate;
    case 2:
      return lock.dates.includes(day);
  }
}

/**
 * The union of every lock on `day`. A lock that is not for the full day and names no hours closes
 * nothing: the operator saved an empty selection.
 */
export function lockOn(locks: readonly LockedDate[], day: string): DayLock {
  const hours = new Set<string>();
  for (const lock of locks) {
    if (!lockCovers(lock, day)) continue;
    if (lock.lockFullDay) return { fullDay: true };
    for (const slot of lock.timeSlots) hours.add(formatHour(slot));
  }
  return { fullDay: false, hours };
}
