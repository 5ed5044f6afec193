import type { DbOrTx } from '../../db/client';
import { centsToUsd } from '../pricing/money';
import type { DashboardFigures as Figures, DashboardMetrics } from './metrics-contract';
import type { MetricsPeriod } from './metrics-periods';
import {
  bookingsByDay,
  funnelVisits,
  newOperators,
  newTravellers,
  refundsByDay,
  type TodayAndPeriod,
  type TopExperience,
  topExperiences,
} from './metrics-queries.server';
import {
  dailySeries,
  type DayBookings,
  type DayRefunds,
  metricsWindow,
  shareOf,
  sumDays,
} from './metrics-rules';

const BOOKING_KEYS = [
  'bookings',
  'grossCents',
  'serviceFeeCents',
  'commissionCents',
  'canceledByCustomer',
  'canceledBySupplier',
  'canceledByAdministration',
] as const satisfies readonly (keyof DayBookings)[];
const REFUND_KEYS = ['refunds', 'refundedCents'] as const satisfies readonly (keyof DayRefunds)[];

interface PeriodFacts {
  from: string;
  to: string;
  bookings: Record<(typeof BOOKING_KEYS)[number], number>;
  refunds: Record<(typeof REFUND_KEYS)[number], number>;
  travellers: number;
  operators: number;
  bookingCard: number;
  paymentPage: number;
  top: TopExperience[];
}

function figuresOf(facts: PeriodFacts): Figures {
  const b = facts.bookings;
  const cancellation = (canceled: number) => ({ count: canceled, rate: shareOf(canceled, b.bookings) });
  return {
    from: facts.from,
    to: facts.to,
    bookings: b.bookings,
    gross_booking_value: centsToUsd(b.grossCents),
    service_fees: centsToUsd(b.serviceFeeCents),
    commission: centsToUsd(b.commissionCents),
    refunds: { count: facts.refunds.refunds, amount: centsToUsd(facts.refunds.refundedCents) },
    cancellations: {
      customer: cancellation(b.canceledByCustomer),
      supplier: cancellation(b.canceledBySupplier),
      administration: cancellation(b.canceledByAdministration),
    },
    new_travellers: facts.travellers,
    new_operators: facts.operators,
    conversion: {
      booking_card: facts.bookingCard,
      payment_page: facts.paymentPage,
      paid: b.bookings,
      rate: shareOf(b.bookings, facts.bookingCard),
    },
    top_experiences: facts.top.map((top) => ({
      id: top.id,
      name: top.name,
      bookings: top.bookings,
      gross_booking_value: centsToUsd(top.grossCents),
    })),
  };
}

/**
 * The business figures of the admins' dashboard (docs/decisions/0078-admin-dashboard): today and the last
 * `days` days on the marketplace's clock, read by a handful of indexed queries; today's figures are the
 * last day of the period's, so each table is read once (the top experiences and distinct visits twice).
 */
export async function dashboardMetrics(
  db: DbOrTx,
  options: { now: Date; days: MetricsPeriod; lang: string },
): Promise<DashboardMetrics> {
  const w = metricsWindow(options.now, Number(options.days));
  const bookings = await bookingsByDay(db, w);
  const refunds = await refundsByDay(db, w);
  const travellers = await newTravellers(db, w);
  const operators = await newOperators(db, w);
  const funnel = await funnelVisits(db, w);
  const topToday = await topExperiences(db, w, w.todayStart, options.lang);
  const topPeriod = await topExperiences(db, w, w.start, options.lang);

  const facts = (first: string, pick: (value: TodayAndPeriod) => number, top: TopExperience[]) =>
    figuresOf({
      from: first,
      to: w.today,
      bookings: sumDays(bookings, first, BOOKING_KEYS),
      refunds: sumDays(refunds, first, REFUND_KEYS),
      travellers: pick(travellers),
      operators: pick(operators),
      bookingCard: pick(funnel.bookingCard),
      paymentPage: pick(funnel.paymentPage),
      top,
    });
  return {
    currency: 'USD',
    time_zone: w.timeZone,
    today: facts(w.today, (value) => value.today, topToday),
    period: { ...facts(w.first, (value) => value.period, topPeriod), days: w.days.length },
    daily: dailySeries(w.days, bookings).map((entry) => ({
      date: entry.date,
      bookings: entry.bookings,
      gross_booking_value: centsToUsd(entry.grossCents),
    })),
  };
}
