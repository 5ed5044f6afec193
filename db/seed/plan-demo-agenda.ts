/**
 * The demo traveller's agenda (docs/decisions/0040, README.md § Demo accounts and the agenda): a handful of bookings chosen from the
 * planned catalogue so that a newcomer who signs in sees every case at once. Pure and deterministic: the
 * same catalogue and `now` give the same bookings.
 */
import type { PurchaseStatus } from '../../domain/purchases/purchase-lifecycle';
import { wallClockIn } from '../../common/time/zoned-time';
import { locked } from './plan-bookings';
import type { PlannedExperience } from './plan-experiences';
import { addDays } from '../../domain/booking/calendar-days';

export const DEMO_TRAVELLER = {
  email: 'viajera@rumbo.test',
  password: 'Viajera2026',
  firstName: 'Sofía',
  lastName: 'Viajera',
} as const;

/** How a demo booking was paid: card, wallet credit then card, or PayPal. */
export type DemoPayment = 'card' | 'wallet+card' | 'paypal';

interface Spec {
  code: string;
  status: PurchaseStatus;
  payment: DemoPayment;
  /** Days from today (the experience's today) where the search for a departure starts. */
  fromDay: (experience: PlannedExperience) => number;
  wants: (experience: PlannedExperience) => boolean;
  /** Started an hour ago, today: the activity is under way. */
  underWay?: boolean;
  /** The traveller already reviewed it. */
  reviewed?: boolean;
  /** How many days from `fromDay` a departure may be sought (a week unless said). */
  scanDays?: number;
  /** Which add-on it takes: a pickup (the traveller's point), an extra (the meeting point shows), or the first. */
  addOn?: 'pickup' | 'extra';
}

const WINDOW_DAYS: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 7, 6: 15 };
const refundable = (e: PlannedExperience) => e.cancellationPolicy >= 2;
const any = () => true;

/**
 * Every status of the graph, and every way the cancel button behaves: inside the window (wallet plus
 * card, so a cancellation shows both refunds), non-refundable, window already closed; a pending one;
 * past ones to review (or already reviewed), one under way, and cancellations by the traveller and by
 * the operator.
 */
const SPECS: Spec[] = [
  {
    code: 'AGND0001',
    status: 'confirmed',
    payment: 'wallet+card',
    addOn: 'extra',
    wants: (e) => refundable(e) && e.meeting !== null,
    fromDay: (e) => (WINDOW_DAYS[e.cancellationPolicy] ?? 1) + 6,
  },
  {
    code: 'AGND0002',
    status: 'confirmed',
    payment: 'card',
    addOn: 'pickup',
    wants: (e) => e.cancellationPolicy === 1,
    fromDay: () => 9,
  },
  {
    code: 'AGND0003',
    status: 'confirmed',
    payment: 'card',
    // Starts within 3 days, under a 7- or 15-day policy: the refund window closed days ago.
    wants: (e) => e.cancellationPolicy >= 5,
    fromDay: () => 1,
    scanDays: 3,
  },
  {
    code: 'AGND0004',
    status: 'created',
    payment: 'paypal',
    wants: (e) => e.cancellationPolicy === 1,
    fromDay: () => 24,
  },
  {
    code: 'AGND0005',
    status: 'in_progress',
    payment: 'card',
    wants: (e) => e.durationMinutes >= 180,
    fromDay: () => 0,
    underWay: true,
  },
  { code: 'AGND0006', status: 'completed', payment: 'card', wants: any, fromDay: () => -8 },
  { code: 'AGND0007', status: 'completed', payment: 'card', wants: any, fromDay: () => -45, reviewed: true },
  {
    code: 'AGND0008',
    status: 'canceled_by_customer',
    payment: 'card',
    wants: refundable,
    fromDay: () => -20,
  },
  { code: 'AGND0009', status: 'canceled_by_supplier', payment: 'card', wants: any, fromDay: () => 15 },
];

export interface PlannedDemoBooking {
  code: string;
  status: PurchaseStatus;
  payment: DemoPayment;
  /** Index into the planned experiences. */
  experience: number;
  date: string;
  hour: string;
  capacity: number;
  adults: number;
  children: number;
  reviewed: boolean;
  /** The key of the add-on booked, if any. */
  addOn: string | null;
}

/** The first departure from `from` on (within `scanDays`) that the experience's schedule offers. */
export function departureFrom(
  e: PlannedExperience,
  from: string,
  scanDays: number,
): { date: string; hour: string; capacity: number } {
  for (let day = 0; day < scanDays; day++) {
    const date = addDays(from, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const slot = e.schedule.hours.find((s) => s.weekday === null || s.weekday === weekday);
    if (slot && !locked(e.lockedDates, date)) return { date, hour: slot.hour, capacity: slot.capacity };
  }
  const first = e.schedule.hours[0];
  return { date: from, hour: first?.hour ?? '09:00', capacity: first?.capacity ?? 10 };
}

export function planDemoAgenda(
  planned: readonly PlannedExperience[],
  zoneOf: (countryIso: string) => string,
  now: Date,
  isPickup: (addOnKey: string) => boolean,
): PlannedDemoBooking[] {
  const addOnFor = (e: PlannedExperience, spec: Spec) =>
    spec.addOn === undefined
      ? e.addOns[0]
      : e.addOns.find((a) => isPickup(a.key) === (spec.addOn === 'pickup'));
  const used = new Set<number>();
  const bookings: PlannedDemoBooking[] = [];
  for (const spec of SPECS) {
    // Weekly experiences with no seats sold yet, priced per person: their departures are free to take.
    const index = planned.findIndex(
      (e, i) =>
        !used.has(i) &&
        e.heldSeats.length === 0 &&
        e.uniqueDates.length === 0 &&
        !e.isPackage &&
        e.schedule.hours.length > 0 &&
        spec.wants(e) &&
        (spec.addOn === undefined || addOnFor(e, spec) !== undefined),
    );
    if (index < 0) continue;
    used.add(index);
    const e = planned[index]!;
    const zone = zoneOf(e.countryIso);
    let departure;
    if (spec.underWay) {
      const clock = wallClockIn(zone, new Date(now.getTime() - 60 * 60_000));
      departure = {
        date: clock.date,
        hour: `${clock.time.slice(0, 2)}:00`,
        capacity: e.schedule.hours[0]!.capacity,
      };
    } else {
      departure = departureFrom(e, addDays(wallClockIn(zone, now).date, spec.fromDay(e)), spec.scanDays ?? 7);
    }
    const children = e.priceChildrenCents !== null && e.maxPersons >= 3 ? 1 : 0;
    bookings.push({
      code: spec.code,
      status: spec.status,
      payment: spec.payment,
      experience: index,
      ...departure,
      adults: Math.max(1, Math.min(2, e.maxPersons - children), e.minPersons - children),
      children,
      reviewed: spec.reviewed ?? false,
      addOn: addOnFor(e, spec)?.key ?? null,
    });
  }
  return bookings;
}
