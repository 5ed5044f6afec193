import { addDays } from '../../domain/booking/calendar-days';
import type { PlannedLockedDate, PlannedSchedule, PlannedUniqueDate } from './plan-schedule';
import type { Random } from './random';

/** Seats already sold on one departure, as one or more confirmed purchases. */
export interface PlannedHold {
  date: string;
  /** "HH:mm" */
  hour: string;
  capacity: number;
  /** Participants of each purchase; none larger than the experience's maximum persons. */
  purchases: number[];
}

export function locked(locks: readonly PlannedLockedDate[], day: string): boolean {
  return locks.some((lock) =>
    lock.typeDate === 1
      ? lock.startDate !== null && lock.endDate !== null && lock.startDate <= day && day <= lock.endDate
      : lock.dates.includes(day),
  );
}

/**
 * About a third of the weekly experiences have one to three departures of the next three weeks nearly
 * sold: 2 places left most often, sometimes 1 or 3, now and then none, so a traveller sees scarcity
 * (docs/product.md § Booking). Days start 4 days out, past the longest anticipation (3 days).
 */
export function planHeldSeats(
  random: Random,
  today: string,
  experience: {
    schedule: PlannedSchedule;
    lockedDates: readonly PlannedLockedDate[];
    uniqueDates: readonly PlannedUniqueDate[];
    maxPersons: number;
  },
): PlannedHold[] {
  if (experience.uniqueDates.length > 0 || !random.chance(0.35)) return [];
  const holds = new Map<string, PlannedHold>();
  const wanted = random.int(1, 3);
  for (let attempt = 0; attempt < 6 && holds.size < wanted; attempt++) {
    const date = addDays(today, random.int(4, 21));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const slots = experience.schedule.hours.filter(
      (slot) => slot.weekday === null || slot.weekday === weekday,
    );
    if (slots.length === 0 || locked(experience.lockedDates, date)) continue;
    const slot = random.pick(slots);
    const taken = slot.capacity - random.pick([2, 2, 2, 1, 3, 0]);
    const key = `${date}T${slot.hour}`;
    if (taken <= 0 || holds.has(key)) continue;
    const purchases: number[] = [];
    for (let left = taken; left > 0;) {
      const seats = Math.min(left, random.int(1, Math.max(1, experience.maxPersons)));
      purchases.push(seats);
      left -= seats;
    }
    holds.set(key, { date, hour: slot.hour, capacity: slot.capacity, purchases });
  }
  return [...holds.values()];
}
