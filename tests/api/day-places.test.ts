import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addDays } from '../../domain/booking/calendar-days';
import { loadBookingInputs } from '../../domain/booking/booking-input.server';
import { DAY_PLACES_AHEAD, refreshDayPlaces, vacuumDayPlaces } from '../../domain/booking/day-places.server';
import { firstDepartureFor } from '../../domain/booking/first-departure';
import { call } from '../helpers/accounts';
import type { BookingFixture } from '../helpers/booking-fixture';
import { cancelCall } from '../helpers/cancel';
import { authenticatedCard, purchase, purchasePayload } from '../helpers/checkout';
import type { OperatorWorld } from '../helpers/operators';
import { operatorFixture, patchDeparture, putSchedule } from '../helpers/operator-availability';
import { apiHeaders, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The search's per-day places follow the engine (docs/decisions/0086-search-by-date.md): every change
 * made through the API marks the experience stale in its own transaction, the search answers right
 * before the refresher has run (the engine decides stale experiences) and after it (the table does).
 * The booking fixture (tests/helpers/booking-fixture.ts), TEST_NOW Sunday 22 Nov 10:00 in Panama:
 * Thursday 26 runs 14:00 only (4 places), past the days anticipation may cut, so the table decides it.
 */
let t: TestApp;
let world: OperatorWorld;
let f: BookingFixture;

beforeAll(async () => {
  ({ t, world, f } = await operatorFixture({ CAPTCHA_PROVIDER: 'off' }));
  await t.app.refreshDayPlaces();
}, 300_000);
afterAll(() => t?.close());

const THURSDAY = '2026-11-26';

/** The fixture's first departure in a date search, or undefined when the search leaves it out. */
async function found(date: string, travellers: number) {
  // Answers are cached up to a minute (decision 0011): each look is a fresh search.
  t.app.clearCatalogueCaches();
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/v1/experiences/simple?date=${date}&travellers=${travellers}&country=${await fixtureCountry()}&page=1&limit=50`,
    headers: apiHeaders('es'),
  });
  expect(reply.statusCode).toBe(200);
  const items = reply.json<{ data: { id: number; first_departure?: { date: string; hour: string } }[] }>()
    .data;
  return items.find((item) => item.id === f.experienceId)?.first_departure;
}

async function fixtureCountry(): Promise<number> {
  const [row] = await queryRows<{ country_id: number }>(
    t.database.db,
    sql`select country_id from experiences where id = ${f.experienceId}`,
  );
  return row!.country_id;
}

/** Every experience of the fixture's country a date search finds, with its first departure. */
async function searched(from: string, to: string, travellers: number) {
  t.app.clearCatalogueCaches();
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/v1/experiences/simple?date=${from}&to=${to}&travellers=${travellers}&country=${await fixtureCountry()}&page=1&limit=50`,
    headers: apiHeaders('es'),
  });
  expect(reply.statusCode).toBe(200);
  const { data, pagination } = reply.json<{
    data: { id: number; first_departure?: { date: string; hour: string } }[];
    pagination: { total_records: number };
  }>();
  return {
    found: new Map(data.map((item) => [item.id, item.first_departure])),
    total: pagination.total_records,
  };
}

/** What the booking engine finds for the same experiences, each in its country's zone as stored now. */
async function engineFinds(from: string, to: string, travellers: number) {
  const ids = (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from experiences where status = 'published' and country_id = ${await fixtureCountry()}`,
    )
  ).map((row) => row.id);
  const inputs = await loadBookingInputs(t.database.db, ids, TEST_NOW);
  return new Map(
    ids.flatMap((id) => {
      const departure = firstDepartureFor(inputs.get(id)!.availability, { from, to }, travellers, TEST_NOW);
      return departure ? [[id, departure] as const] : [];
    }),
  );
}

/** The search's answer, list and count, is the engine's. */
async function expectSearchIsEngine(cases: readonly (readonly [string, string, number])[]) {
  for (const [from, to, n] of cases) {
    const expected = await engineFinds(from, to, n);
    expect(await searched(from, to, n), `${from}..${to} + ${n}`).toEqual({
      found: expected,
      total: expected.size,
    });
  }
}

/** The places per day the table holds for the experiences of the fixture's country, as text to compare. */
async function countryPlaces(): Promise<string> {
  const rows = await queryRows(
    t.database.db,
    sql`select w.p0, w.p1, w.p2, w.p3, w.p4, w.p5, w.p6, w.near_days,
        (select json_agg(d order by d.day) from day_places d where d.experience_id = w.experience_id) as days
      from day_places_weeks w join experiences e on e.id = w.experience_id
      where e.country_id = ${await fixtureCountry()} order by w.experience_id`,
  );
  return JSON.stringify(rows);
}

async function isStale(): Promise<boolean> {
  const rows = await queryRows(
    t.database.db,
    sql`select 1 from day_places_stale where experience_id = ${f.experienceId}`,
  );
  return rows.length > 0;
}

/** The places the table holds for the fixture on `day`: its own row, else its weekday's. */
async function tablePlaces(day: string): Promise<number> {
  const [row] = await queryRows<{ places: number }>(
    t.database.db,
    sql`select coalesce(d.places, (array[w.p0, w.p1, w.p2, w.p3, w.p4, w.p5, w.p6])[extract(dow from ${day}::date)::int + 1]) as places
      from day_places_weeks w left join day_places d on d.experience_id = w.experience_id and d.day = ${day}::date
      where w.experience_id = ${f.experienceId}`,
  );
  return row!.places;
}

/**
 * After a change: marked stale, the search already right; refreshed: not stale, the table holds
 * `places`, the search still right.
 */
async function expectFollowed(day: string, places: number, answers: () => Promise<void>) {
  expect(await isStale()).toBe(true);
  await answers();
  expect(await t.app.refreshDayPlaces()).toBeGreaterThan(0);
  expect(await isStale()).toBe(false);
  expect(await tablePlaces(day)).toBe(places);
  await answers();
}

describe('the per-day places of the search by date', () => {
  it('start from the engine: Thursday 26 has 4 places at 14:00', async () => {
    expect(await isStale()).toBe(false);
    expect(await tablePlaces(THURSDAY)).toBe(4);
    expect(await found(THURSDAY, 4)).toEqual({ date: THURSDAY, hour: '14:00' });
    expect(await found(THURSDAY, 5)).toBeUndefined();
  });

  it('follow a departure’s capacity, a booking that takes its last place and the cancellation that frees it', async () => {
    const patched = await patchDeparture(t, world.callers.ownerA, {
      experience_id: f.experienceId,
      date: THURSDAY,
      hour: '14:00',
      capacity: 1,
    });
    expect(patched.statusCode).toBe(200);
    await expectFollowed(THURSDAY, 1, async () => {
      expect(await found(THURSDAY, 1)).toEqual({ date: THURSDAY, hour: '14:00' });
      expect(await found(THURSDAY, 2)).toBeUndefined();
    });

    const card = await authenticatedCard(t, world.callers.traveller, 51);
    const bought = await purchase(
      t,
      world.callers.traveller,
      purchasePayload(f, card, { booking_date: THURSDAY, booking_hour: '14:00' }),
    );
    expect(bought.statusCode, bought.body).toBe(201);
    await expectFollowed(THURSDAY, 0, async () => {
      expect(await found(THURSDAY, 1)).toBeUndefined();
    });

    const cancelled = await cancelCall(t, world.callers.traveller, bought.json().data.id as number);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectFollowed(THURSDAY, 1, async () => {
      expect(await found(THURSDAY, 1)).toEqual({ date: THURSDAY, hour: '14:00' });
    });
  });

  it('follow a lock and a schedule change', async () => {
    const read = await call(t, `operator/experiences/${f.experienceId}/schedule`, {
      token: world.callers.ownerA,
    });
    expect(read.statusCode).toBe(200);
    const schedule = read.json().data as { locked_dates: unknown[]; days: Record<string, unknown[]> };
    const saturday = '2026-11-28';
    expect(await found(saturday, 10)).toEqual({ date: saturday, hour: '08:00' });

    const locked = await putSchedule(t, world.callers.ownerA, f.experienceId, {
      ...schedule,
      locked_dates: [
        ...schedule.locked_dates,
        {
          type_date: 0,
          lock_full_day: true,
          dates: [saturday],
          start_date: null,
          end_date: null,
          time_slots: [],
        },
      ],
    });
    expect(locked.statusCode, locked.body).toBe(200);
    await expectFollowed(saturday, 0, async () => {
      expect(await found(saturday, 1)).toBeUndefined();
    });

    // Saturdays now leave at 09:00 with 12 places: the next one, 5 December, has them.
    const changed = await putSchedule(t, world.callers.ownerA, f.experienceId, {
      ...(locked.json().data as object),
      days: { ...schedule.days, saturday: [{ hour: '09:00', capacity: 12 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectFollowed('2026-12-05', 12, async () => {
      expect(await found('2026-12-05', 12)).toEqual({ date: '2026-12-05', hour: '09:00' });
      expect(await found('2026-12-04', 11)).toBeUndefined();
      expect(await found(saturday, 1)).toBeUndefined();
    });
  });

  it('follow the country’s new time zone: its experiences are rewritten, the search answers what the engine does before and after', async () => {
    // Places per calendar day do not depend on the zone, but the near departures' cutoffs are instants of
    // its clock (decision 0086): a new zone marks the country's experiences, and until they are rewritten
    // the engine decides them, reading the zone afresh.
    const country = await fixtureCountry();
    const [before] = await queryRows<{ time_zone: string }>(
      t.database.db,
      sql`select time_zone from countries where id = ${country}`,
    );
    const places = await countryPlaces();
    // Panama (Sunday 10:00): Monday's 08:00 is inside the 24 hours, its 14:00 is not; 22 May is past the horizon.
    expect(await found('2026-11-23', 4)).toEqual({ date: '2026-11-23', hour: '14:00' });
    expect(await found('2026-11-23', 5)).toBeUndefined();
    expect(await found('2027-05-22', 1)).toBeUndefined();
    const cases = [
      ['2026-11-22', '2026-11-24', 1],
      ['2026-11-23', '2026-11-23', 5],
      ['2026-11-28', '2026-12-05', 10],
      ['2027-05-19', '2027-05-24', 1],
      ['2027-05-22', '2027-05-22', 1],
    ] as const;
    const moveTo = async (zone: string, check: () => Promise<void>) => {
      await t.database.db.execute(sql`update countries set time_zone = ${zone} where id = ${country}`);
      expect(await isStale()).toBe(true);
      await check();
      await expectSearchIsEngine(cases);
      expect(await t.app.refreshDayPlaces()).toBeGreaterThan(0);
      expect(await isStale()).toBe(false);
      await check();
      await expectSearchIsEngine(cases);
    };
    try {
      // Kiritimati (UTC+14) is already Monday 05:00: Monday is too soon, the horizon ends a day later.
      await moveTo('Pacific/Kiritimati', async () => {
        expect(await found('2026-11-23', 1)).toBeUndefined();
        // Saturdays leave at 09:00 since the schedule change above.
        expect(await found('2027-05-22', 1)).toEqual({ date: '2027-05-22', hour: '09:00' });
      });
      // Pago Pago (UTC-11) is Sunday 04:00: Monday's 08:00 is more than 24 hours away.
      await moveTo('Pacific/Pago_Pago', async () => {
        expect(await found('2026-11-23', 5)).toEqual({ date: '2026-11-23', hour: '08:00' });
      });
      // The places per day are the same in every zone.
      expect(await countryPlaces()).toBe(places);
    } finally {
      await t.database.db.execute(
        sql`update countries set time_zone = ${before!.time_zone} where id = ${country}`,
      );
      await t.app.refreshDayPlaces();
    }
  });

  it('roll forward with the days: a later clock rewrites every experience through its new horizon', async () => {
    const later = new Date(TEST_NOW.getTime() + 7 * 86_400_000);
    let rewritten = 0;
    for (let done = -1; done !== 0; rewritten += done) done = await refreshDayPlaces(t.database.db, later);
    expect(rewritten).toBeGreaterThan(0);
    const [row] = await queryRows<{ through: string; behind: number }>(
      t.database.db,
      sql`select min(through)::text as through, count(*) filter (where through < ${addDays('2026-11-29', DAY_PLACES_AHEAD)}::date)::int as behind
        from day_places_weeks`,
    );
    expect(row).toEqual({ through: addDays('2026-11-29', DAY_PLACES_AHEAD), behind: 0 });
  });

  it('give back the space of the marks and rows they rewrote when vacuumed (the embedded engine has no autovacuum)', async () => {
    const db = t.database.db;
    const size = async () =>
      (
        await queryRows<{ bytes: number }>(db, sql`select pg_relation_size('day_places_stale')::int as bytes`)
      )[0]!.bytes;
    await db.execute(sql`insert into day_places_stale (experience_id)
      select e.id from experiences e, generate_series(1, 100) where e.id = ${f.experienceId}`);
    expect(await t.app.refreshDayPlaces()).toBe(1);
    expect(await isStale()).toBe(false);
    // The marks are gone, their rows are not.
    expect(await size()).toBeGreaterThan(0);
    await vacuumDayPlaces(db);
    expect(await size()).toBe(0);
  });
});
