import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import type { BookingFixture } from '../helpers/booking-fixture';
import type { OperatorWorld } from '../helpers/operators';
import { operatorFixture, putSchedule, travellerHours } from '../helpers/operator-availability';
import type { TestApp } from '../helpers/test-app';

/**
 * PUT and GET /api/v1/operator/experiences/{id}/schedule (docs/product.md § Schedule): the operator
 * writes the very records the booking engine reads, all at once or not at all. TEST_NOW is Sunday
 * 2026-11-22, 10:00 in Panama.
 */
let t: TestApp;
let world: OperatorWorld;
let f: BookingFixture;

beforeAll(async () => {
  ({ t, world, f } = await operatorFixture());
}, 300_000);
afterAll(() => t?.close());

const none = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };

const weekly = {
  all_days: false,
  hours: [],
  days: {
    ...none,
    monday: [
      { hour: '09:00', capacity: 6 },
      { hour: '16:30', capacity: 3 },
    ],
    tuesday: [{ hour: '09:00', capacity: 6 }],
  },
  anticipation_time: 0,
  locked_dates: [
    {
      type_date: 0,
      lock_full_day: true,
      dates: ['2026-12-01'],
      start_date: null,
      end_date: null,
      time_slots: [],
    },
    {
      type_date: 2,
      lock_full_day: false,
      dates: ['2026-12-07'],
      start_date: null,
      end_date: null,
      time_slots: ['16:30'],
    },
  ],
  unique_dates: [],
};

const readSchedule = (token: string) => call(t, `operator/experiences/${f.experienceId}/schedule`, { token });
const availableDates = async () =>
  (await call(t, `get-available-dates/${f.experienceId}`)).json().dates as string[];

describe('the schedule', () => {
  it('is replaced whole and read back; the traveller’s calendar follows at once', async () => {
    t.app.catalogCache.read(['probe'], () => Promise.resolve(1));
    const saved = await putSchedule(t, world.callers.staffA, f.experienceId, weekly);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(weekly);
    expect((await readSchedule(world.callers.ownerA)).json().data).toEqual(weekly);
    // Every process' catalogue caches were cleared (the experience page's first date reads through them).
    expect(t.app.catalogCache.size).toBe(0);

    expect(await travellerHours(t, f.experienceId, '2026-11-23')).toEqual({ '09:00': 6, '16:30': 3 });
    expect(await travellerHours(t, f.experienceId, '2026-12-07')).toEqual({ '09:00': 6 });
    const dates = await availableDates();
    expect(dates).toContain('2026-11-24');
    expect(dates).not.toContain('2026-12-01');
    expect(dates).not.toContain('2026-11-28');
    const [audit] = await queryRows<{ before: { days: unknown }; after: { days: unknown } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'experience.schedule'
        and entity_id = ${String(f.experienceId)} order by id desc limit 1`,
    );
    expect(audit!.after.days).toEqual(weekly.days);
    expect(audit!.before.days).not.toEqual(weekly.days);
  });

  it('runs only a season’s days when one is set, at every hour on its days without their own', async () => {
    const season = {
      ...weekly,
      locked_dates: [],
      unique_dates: [{ type: 'range', dates: [], start_date: '2026-12-10', end_date: '2026-12-13' }],
    };
    const saved = await putSchedule(t, world.callers.ownerA, f.experienceId, season);
    expect(saved.statusCode).toBe(200);
    expect(await availableDates()).toEqual(['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(await travellerHours(t, f.experienceId, '2026-12-12')).toEqual({ '09:00': 6, '16:30': 3 });
  });

  it('runs the same hours every day when all days are set', async () => {
    const everyDay = { ...weekly, all_days: true, hours: [{ hour: '07:15', capacity: 9 }], locked_dates: [] };
    const saved = await putSchedule(t, world.callers.ownerA, f.experienceId, everyDay);
    expect(saved.json().data).toMatchObject({ all_days: true, hours: [{ hour: '07:15', capacity: 9 }] });
    expect(await travellerHours(t, f.experienceId, '2026-11-29')).toEqual({ '07:15': 9 });
  });

  it('refuses an invalid schedule field by field, translated, and keeps the stored one', async () => {
    const before = (await readSchedule(world.callers.ownerA)).json().data;
    const invalid = {
      ...weekly,
      days: {
        ...none,
        monday: [
          { hour: '09:00', capacity: 6 },
          { hour: '09:00', capacity: 2 },
        ],
      },
      locked_dates: [
        {
          type_date: 1,
          lock_full_day: true,
          dates: [],
          start_date: '2026-12-10',
          end_date: '2026-12-01',
          time_slots: [],
        },
      ],
      unique_dates: [{ type: 'list', dates: ['2026-02-30'], start_date: null, end_date: null }],
    };
    const spanish = await putSchedule(t, world.callers.ownerA, f.experienceId, invalid);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Revisa'),
    });
    expect(spanish.json().issues).toHaveLength(3);
    expect(spanish.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'days.monday.1.hour', message: 'Esta hora ya está en ese día.' },
        { field: 'locked_dates.0.end_date', message: expect.stringContaining('rango') },
        { field: 'unique_dates.0.dates.0', message: expect.stringContaining('fecha real') },
      ]),
    );
    const english = await putSchedule(
      t,
      world.callers.ownerA,
      f.experienceId,
      { ...weekly, anticipation_time: 9999, days: { monday: [{ hour: '9', capacity: 1000 }] } },
      'en',
    );
    expect(english.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'days.monday.0.hour', message: expect.stringContaining('HH:mm') },
        { field: 'days.monday.0.capacity', message: expect.stringContaining('1 to 999') },
        { field: 'anticipation_time', message: expect.stringContaining('720') },
      ]),
    );
    expect((await readSchedule(world.callers.ownerA)).json().data).toEqual(before);
  });
});
