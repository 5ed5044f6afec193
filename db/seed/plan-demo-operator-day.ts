/**
 * The demo operators' day (README.md § Demo operators, docs/decisions/0072-check-in.md): bookings today and
 * tomorrow on an experience of each of the two demo companies, so the workspace shows every case on a
 * fresh start: travellers already checked in, a voucher waiting to be scanned (a fixed one, named in the
 * README), a no-show of yesterday, and a booking the operator cancelled (refunded in full). Pure and
 * deterministic: the same catalogue and `now` give the same bookings.
 */
import { wallClockIn } from '../../common/time/zoned-time';
import { addDays } from '../../domain/booking/calendar-days';
import type { PurchaseStatus } from '../../domain/purchases/purchase-lifecycle';
import { departureFrom, type PlannedDemoBooking } from './plan-demo-agenda';
import type { PlannedExperience } from './plan-experiences';

/** The vouchers to scan at /operator/check-in, one per demo company (operador@ first, then operadora@). */
export const DEMO_CHECK_IN_VOUCHERS = [
  { code: 'OPDA0002', token: 'demo-check-in-operador' },
  { code: 'OPDB0002', token: 'demo-check-in-operadora' },
] as const;

/** The demo's travellers at the meeting point (accounts without a password: they never sign in). */
export const OPERATOR_DAY_TRAVELLERS = [
  { email: 'camila.rojas@reservas.example', firstName: 'Camila', lastName: 'Rojas', language: 'es' },
  { email: 'diego.herrera@reservas.example', firstName: 'Diego', lastName: 'Herrera', language: 'es' },
  { email: 'emma.wilson@reservas.example', firstName: 'Emma', lastName: 'Wilson', language: 'en' },
  { email: 'mateo.gomez@reservas.example', firstName: 'Mateo', lastName: 'Gómez', language: 'es' },
] as const;

export type DemoAttendance = 'checked_in' | 'no_show' | null;

export interface PlannedOperatorDayBooking extends PlannedDemoBooking {
  /** Index into OPERATOR_DAY_TRAVELLERS. */
  traveller: number;
  /** Index of the demo company (0: operador@'s, 1: operadora@'s). */
  company: number;
  attendance: DemoAttendance;
  /** The voucher's fixed secret, for the voucher the README names. */
  token: string | null;
}

interface Spec {
  code: string;
  day: number;
  traveller: number;
  attendance?: DemoAttendance;
  canceled?: boolean;
  token?: string;
}

const SPECS: readonly (readonly Spec[])[] = [
  [
    { code: 'OPDA0001', day: 0, traveller: 0, attendance: 'checked_in' },
    { code: DEMO_CHECK_IN_VOUCHERS[0].code, day: 0, traveller: 1, token: DEMO_CHECK_IN_VOUCHERS[0].token },
    { code: 'OPDA0003', day: -1, traveller: 2, attendance: 'no_show' },
    { code: 'OPDA0004', day: 1, traveller: 3, canceled: true },
    { code: 'OPDA0005', day: 1, traveller: 0 },
  ],
  [
    { code: 'OPDB0001', day: 0, traveller: 2, attendance: 'checked_in' },
    { code: DEMO_CHECK_IN_VOUCHERS[1].code, day: 0, traveller: 3, token: DEMO_CHECK_IN_VOUCHERS[1].token },
    { code: 'OPDB0003', day: 1, traveller: 1 },
  ],
];

/** The status a paid booking has by now: the status job's steps on the clock. */
function statusAt(startsAt: Date, durationMinutes: number, now: Date): PurchaseStatus {
  if (now < startsAt) return 'confirmed';
  return now.getTime() < startsAt.getTime() + durationMinutes * 60_000 ? 'in_progress' : 'completed';
}

/**
 * The bookings of one experience priced per person of each demo company, one the traveller's agenda does
 * not use (`taken`): its departure of each day, on the experience's clock.
 */
export function planDemoOperatorDay(
  planned: readonly PlannedExperience[],
  companyNames: readonly string[],
  taken: ReadonlySet<number>,
  zoneOf: (countryIso: string) => string,
  startOf: (timeZone: string, date: string, hour: string) => Date,
  now: Date,
): PlannedOperatorDayBooking[] {
  const bookings: PlannedOperatorDayBooking[] = [];
  SPECS.forEach((specs, company) => {
    const name = companyNames[company];
    const own = (e: PlannedExperience, i: number) =>
      e.companyName === name && !taken.has(i) && !e.isPackage && e.schedule.hours.length > 0;
    // A weekly one with no seats sold yet if the company has one; otherwise its seats are added to theirs.
    const free = planned.findIndex(
      (e, i) => own(e, i) && e.heldSeats.length === 0 && e.uniqueDates.length === 0,
    );
    const index = free >= 0 ? free : planned.findIndex(own);
    if (name === undefined || index < 0) return;
    const e = planned[index]!;
    const zone = zoneOf(e.countryIso);
    const today = wallClockIn(zone, now).date;
    const children = e.priceChildrenCents !== null && e.maxPersons >= 3 ? 1 : 0;
    for (const spec of specs) {
      const departure = departureFrom(e, addDays(today, spec.day), 1);
      const startsAt = startOf(zone, departure.date, departure.hour);
      bookings.push({
        code: spec.code,
        status: spec.canceled ? 'canceled_by_supplier' : statusAt(startsAt, e.durationMinutes, now),
        payment: 'card',
        experience: index,
        ...departure,
        adults: Math.max(1, Math.min(2, e.maxPersons - children), e.minPersons - children),
        children,
        reviewed: false,
        addOn: e.addOns[0]?.key ?? null,
        traveller: spec.traveller,
        company,
        attendance: spec.attendance ?? null,
        token: spec.token ?? null,
      });
    }
  });
  return bookings;
}
