import { describe, expect, it } from 'vitest';
import { dailySeries, metricsWindow, shareOf, sumDays } from '../../../domain/admins/metrics-rules';

/** The dashboard's days and arithmetic (docs/decisions/0078-admin-dashboard). */
describe('metricsWindow', () => {
  it('reads today on Panama’s clock: 04:59Z is still yesterday there, 05:00Z today', () => {
    expect(metricsWindow(new Date('2031-03-15T04:59:59Z'), 7).today).toBe('2031-03-14');
    const w = metricsWindow(new Date('2031-03-15T05:00:00Z'), 7);
    expect(w).toMatchObject({ timeZone: 'America/Panama', today: '2031-03-15', first: '2031-03-09' });
    expect(w.days).toEqual([
      '2031-03-09',
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
      '2031-03-13',
      '2031-03-14',
      '2031-03-15',
    ]);
    expect(w.start.toISOString()).toBe('2031-03-09T05:00:00.000Z');
    expect(w.todayStart.toISOString()).toBe('2031-03-15T05:00:00.000Z');
    expect(w.end.toISOString()).toBe('2031-03-16T05:00:00.000Z');
  });

  it('follows another zone’s daylight saving when given one', () => {
    const w = metricsWindow(new Date('2031-03-10T12:00:00Z'), 2, 'America/New_York');
    expect(w.start.toISOString()).toBe('2031-03-09T05:00:00.000Z');
    expect(w.todayStart.toISOString()).toBe('2031-03-10T04:00:00.000Z');
  });
});

describe('shareOf', () => {
  it('is a fraction with four decimals, and unknown without a whole', () => {
    expect(shareOf(1, 6)).toBe(0.1667);
    expect(shareOf(2, 3)).toBe(0.6667);
    expect(shareOf(0, 5)).toBe(0);
    expect(shareOf(3, 0)).toBeNull();
  });
});

describe('sums and series', () => {
  const row = (day: string, bookings: number, grossCents: number) => ({
    day,
    bookings,
    grossCents,
    serviceFeeCents: 0,
    commissionCents: 0,
    canceledByCustomer: 0,
    canceledBySupplier: 0,
    canceledByAdministration: 0,
  });
  const rows = [row('2031-03-13', 2, 500), row('2031-03-15', 1, 100)];

  it('sums the days from the first asked', () => {
    expect(sumDays(rows, '2031-03-14', ['bookings', 'grossCents'])).toEqual({ bookings: 1, grossCents: 100 });
    expect(sumDays(rows, '2031-03-01', ['bookings', 'grossCents'])).toEqual({ bookings: 3, grossCents: 600 });
  });

  it('gives every day of the window, zero where nothing was booked', () => {
    expect(dailySeries(['2031-03-13', '2031-03-14', '2031-03-15'], rows)).toEqual([
      { date: '2031-03-13', bookings: 2, grossCents: 500 },
      { date: '2031-03-14', bookings: 0, grossCents: 0 },
      { date: '2031-03-15', bookings: 1, grossCents: 100 },
    ]);
  });
});
