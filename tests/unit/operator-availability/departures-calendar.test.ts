import { describe, expect, it } from 'vitest';
import {
  departuresCalendar,
  type CalendarInput,
} from '../../../domain/operator-availability/departures-calendar';
import { everyDay, weekly } from '../booking/availability-fixtures';

function input(overrides: Partial<CalendarInput> = {}): CalendarInput {
  return {
    experienceId: 7,
    schedule: weekly({ monday: ['09:00', '15:00'], wednesday: ['09:00'] }, 2, 12),
    uniqueDates: null,
    lockedDates: [],
    departures: [],
    sold: [],
    ...overrides,
  };
}

// 2027-01-04 is a Monday.
const brief = (rows: ReturnType<typeof departuresCalendar>) =>
  rows.map(
    (row) => `${row.date} ${row.hour} ${row.seats_taken}/${row.capacity}${row.closed ? ' closed' : ''}`,
  );

describe('departuresCalendar', () => {
  it('expands the weekly schedule over the range, with the schedule’s capacity', () => {
    expect(brief(departuresCalendar(input(), '2027-01-04', '2027-01-11'))).toEqual([
      '2027-01-04 09:00 0/12',
      '2027-01-04 15:00 0/12',
      '2027-01-06 09:00 0/12',
      '2027-01-11 09:00 0/12',
      '2027-01-11 15:00 0/12',
    ]);
  });

  it('shows a departure’s own capacity, its counter and its closure; sales without a row count too', () => {
    const rows = departuresCalendar(
      input({
        departures: [{ date: '2027-01-04', hour: '09:00:00', capacity: 6, seatsTaken: 4, closed: false }],
        sold: [
          { date: '2027-01-04', hour: '09:00:00', seats: 4 },
          { date: '2027-01-04', hour: '15:00:00', seats: 3 },
        ],
      }),
      '2027-01-04',
      '2027-01-04',
    );
    expect(brief(rows)).toEqual(['2027-01-04 09:00 4/6', '2027-01-04 15:00 3/12']);
    const closed = departuresCalendar(
      input({
        departures: [{ date: '2027-01-06', hour: '09:00', capacity: 12, seatsTaken: 0, closed: true }],
      }),
      '2027-01-06',
      '2027-01-06',
    );
    expect(closed[0]).toMatchObject({ closed: true, locked: false, scheduled: true });
  });

  it('marks locked days and hours closed, as the booking engine does', () => {
    const rows = departuresCalendar(
      input({
        lockedDates: [
          {
            typeDate: 0,
            lockFullDay: true,
            dates: ['2027-01-04'],
            startDate: null,
            endDate: null,
            timeSlots: [],
          },
          {
            typeDate: 2,
            lockFullDay: false,
            dates: ['2027-01-11'],
            startDate: null,
            endDate: null,
            timeSlots: ['15:00:00'],
          },
        ],
      }),
      '2027-01-04',
      '2027-01-11',
    );
    expect(brief(rows)).toEqual([
      '2027-01-04 09:00 0/12 closed',
      '2027-01-04 15:00 0/12 closed',
      '2027-01-06 09:00 0/12',
      '2027-01-11 09:00 0/12',
      '2027-01-11 15:00 0/12 closed',
    ]);
    expect(rows[0]).toMatchObject({ locked: true });
  });

  it('runs only the unique dates (seasons) when there are some, at every hour on days without their own', () => {
    const rows = departuresCalendar(
      input({
        schedule: weekly({ monday: ['09:00'], friday: ['18:00'] }),
        uniqueDates: { type: 'range', startDate: '2027-01-05', endDate: '2027-01-08' },
      }),
      '2027-01-04',
      '2027-01-11',
    );
    expect(rows.map((row) => `${row.date} ${row.hour}`)).toEqual([
      '2027-01-05 09:00',
      '2027-01-05 18:00',
      '2027-01-06 09:00',
      '2027-01-06 18:00',
      '2027-01-07 09:00',
      '2027-01-07 18:00',
      '2027-01-08 18:00',
    ]);
  });

  it('keeps sold departures the schedule no longer runs, closed and unscheduled', () => {
    const rows = departuresCalendar(
      input({ schedule: everyDay(['10:00']), sold: [{ date: '2027-01-04', hour: '07:30:00', seats: 2 }] }),
      '2027-01-04',
      '2027-01-04',
    );
    expect(rows.map((row) => [row.hour, row.seats_taken, row.closed, row.scheduled])).toEqual([
      ['07:30', 2, true, false],
      ['10:00', 0, false, true],
    ]);
  });
});
