import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../domain/booking/departures';
import { scheduleBody } from '../../../domain/operator-availability/contract';
import {
  scheduleFromRows,
  scheduleIssues,
  storedHours,
  type ScheduleInput,
} from '../../../domain/operator-availability/schedule-rules';

const noDays = () => Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as ScheduleInput['days'];

function schedule(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    all_days: false,
    hours: [],
    days: { ...noDays(), monday: [{ hour: '09:00', capacity: 10 }] },
    anticipation_time: 24,
    locked_dates: [],
    unique_dates: [],
    ...overrides,
  };
}

const lock = (overrides: Partial<ScheduleInput['locked_dates'][number]>) => ({
  type_date: 0 as const,
  lock_full_day: true,
  dates: ['2027-01-10'],
  start_date: null,
  end_date: null,
  time_slots: [],
  ...overrides,
});

const paths = (input: ScheduleInput) =>
  scheduleIssues(input).map((issue) => [issue.path.join('.'), issue.message]);

describe('scheduleIssues', () => {
  it('accepts a weekly schedule, an every-day one, locks of each kind and seasons', () => {
    expect(scheduleIssues(schedule())).toEqual([]);
    expect(
      scheduleIssues(
        schedule({
          all_days: true,
          hours: [
            { hour: '08:00', capacity: 12 },
            { hour: '15:30', capacity: 8 },
          ],
          locked_dates: [
            lock({}),
            lock({ type_date: 1, dates: [], start_date: '2027-02-01', end_date: '2027-02-10' }),
            lock({
              type_date: 2,
              dates: ['2027-03-01', '2027-03-05'],
              lock_full_day: false,
              time_slots: ['08:00'],
            }),
          ],
          unique_dates: [
            { type: 'range', dates: [], start_date: '2027-06-01', end_date: '2027-09-30' },
            { type: 'list', dates: ['2027-12-24'], start_date: null, end_date: null },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('needs at least one hour in the mode chosen', () => {
    expect(paths(schedule({ days: noDays() }))).toEqual([['days', 'operatorAvailability.errors.noHours']]);
    expect(paths(schedule({ all_days: true }))).toEqual([['hours', 'operatorAvailability.errors.noHours']]);
  });

  it('refuses the same hour twice on a day, naming the second', () => {
    const days = {
      ...noDays(),
      friday: [
        { hour: '09:00', capacity: 10 },
        { hour: '09:00', capacity: 4 },
      ],
    };
    expect(paths(schedule({ days }))).toEqual([
      ['days.friday.1.hour', 'operatorAvailability.errors.duplicateHour'],
    ]);
  });

  it('checks each lock: one date, an ordered range of at most a year, a list, hours of a partial lock', () => {
    const issues = paths(
      schedule({
        locked_dates: [
          lock({ dates: ['2027-01-10', '2027-01-11'] }),
          lock({ type_date: 1, start_date: '2027-02-10', end_date: '2027-02-01' }),
          lock({ type_date: 1, start_date: '2027-01-01', end_date: '2028-01-02' }),
          lock({ type_date: 1, start_date: null, end_date: '2027-01-02' }),
          lock({ type_date: 2, dates: [] }),
          lock({ lock_full_day: false, time_slots: [] }),
        ],
      }),
    );
    expect(issues).toEqual([
      ['locked_dates.0.dates', 'operatorAvailability.errors.singleDate'],
      ['locked_dates.1.end_date', 'operatorAvailability.errors.rangeOrder'],
      ['locked_dates.2.end_date', 'operatorAvailability.errors.rangeTooLong'],
      ['locked_dates.3.start_date', 'operatorAvailability.errors.date'],
      ['locked_dates.4.dates', 'operatorAvailability.errors.dateList'],
      ['locked_dates.5.time_slots', 'operatorAvailability.errors.lockHours'],
    ]);
  });

  it('checks unique dates and seasons like locks', () => {
    expect(
      paths(
        schedule({
          unique_dates: [
            { type: 'range', dates: [], start_date: '2027-09-30', end_date: '2027-06-01' },
            { type: 'list', dates: [], start_date: null, end_date: null },
          ],
        }),
      ),
    ).toEqual([
      ['unique_dates.0.end_date', 'operatorAvailability.errors.rangeOrder'],
      ['unique_dates.1.dates', 'operatorAvailability.errors.dateList'],
    ]);
  });
});

describe('the schedule body', () => {
  it('answers malformed hours, capacities and anticipation with their fields', () => {
    const result = scheduleBody.safeParse({
      all_days: false,
      days: { monday: [{ hour: '25:00', capacity: 0 }], tuesday: [{ hour: '08:00', capacity: 1000 }] },
      anticipation_time: -1,
      locked_dates: [{ type_date: 2, dates: ['2027-02-30'] }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['days.monday.0.hour', 'operatorAvailability.errors.hour'],
        ['days.monday.0.capacity', 'operatorAvailability.errors.capacity'],
        ['days.tuesday.0.capacity', 'operatorAvailability.errors.capacity'],
        ['anticipation_time', 'operatorAvailability.errors.anticipation'],
        ['locked_dates.0.dates.0', 'operatorAvailability.errors.date'],
      ]),
    );
  });

  it('fills what an operator may leave out', () => {
    const parsed = scheduleBody.parse({
      all_days: true,
      hours: [{ hour: '10:00', capacity: 5 }],
      anticipation_time: 0,
    });
    expect(parsed.days.monday).toEqual([]);
    expect(parsed.locked_dates).toEqual([]);
    expect(parsed.unique_dates).toEqual([]);
  });
});

describe('stored rows', () => {
  it('round-trip: all days as rows without weekday, weekly as one row per weekday hour', () => {
    const every = schedule({ all_days: true, hours: [{ hour: '10:00', capacity: 5 }], days: noDays() });
    expect(storedHours(every)).toEqual([{ weekday: null, hour: '10:00', capacity: 5 }]);
    expect(scheduleFromRows(storedHours(every), true)).toEqual({
      all_days: true,
      hours: every.hours,
      days: noDays(),
    });
    const weekly = schedule();
    expect(storedHours(weekly)).toEqual([{ weekday: 1, hour: '09:00', capacity: 10 }]);
    expect(scheduleFromRows([{ weekday: 1, hour: '09:00:00', capacity: 10 }], false)).toEqual({
      all_days: false,
      hours: [],
      days: weekly.days,
    });
  });
});
