import { describe, expect, it } from 'vitest';
import { hoursOn } from '../../../domain/booking/availability';
import { isDraftFresh } from '../../../domain/booking/booking-draft';
import { weeklyScheduleFromRows } from '../../../domain/booking/schedule-rows';
import { availability } from './availability-fixtures';

describe('weekly schedule from its rows', () => {
  it('puts each row on its weekday as HH:mm, and a row without weekday on every day', () => {
    const schedule = weeklyScheduleFromRows(
      [
        { weekday: 1, hour: '14:00:00', capacity: 12 },
        { weekday: 1, hour: '08:00:00', capacity: 12 },
        { weekday: null, hour: '08:00:00', capacity: 20 },
        { weekday: 9, hour: '10:00:00', capacity: 5 },
      ],
      false,
      24,
    );
    expect(schedule.days.monday).toEqual([
      { hour: '08:00', capacity: 20 },
      { hour: '14:00', capacity: 12 },
    ]);
    expect(schedule.days.friday).toEqual([{ hour: '08:00', capacity: 20 }]);
    expect(schedule.anticipationHours).toBe(24);
  });

  it('matches sold seats stored as database times', () => {
    const schedule = weeklyScheduleFromRows([{ weekday: null, hour: '08:00:00', capacity: 6 }], true, 2);
    const input = availability({
      schedule,
      occupancy: [{ date: '2026-12-01', hour: '08:00:00', seatsTaken: 4 }],
    });
    expect(hoursOn(input, '2026-12-01', new Date('2026-11-24T15:00:00Z'))).toEqual([
      { hour: '08:00', available_places: 2 },
    ]);
  });
});

describe('booking draft', () => {
  const now = new Date('2026-11-24T15:00:00Z');
  it.each([
    { createdAt: '2026-11-24T14:00:00Z', fresh: true },
    { createdAt: '2026-11-24T13:59:59Z', fresh: false },
    { createdAt: now.getTime() - 30 * 60_000, fresh: true },
    { createdAt: '2026-11-24T15:05:00Z', fresh: false },
    { createdAt: 'yesterday', fresh: false },
    { createdAt: null, fresh: false },
  ])('created at $createdAt is fresh: $fresh', ({ createdAt, fresh }) => {
    expect(isDraftFresh(createdAt, now)).toBe(fresh);
  });
});
