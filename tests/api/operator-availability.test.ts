import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import type { BookingFixture } from '../helpers/booking-fixture';
import type { OperatorWorld } from '../helpers/operators';
import {
  departureRow,
  operatorFixture,
  patchDeparture,
  putSchedule,
  travellerHours,
} from '../helpers/operator-availability';
import type { TestApp } from '../helpers/test-app';

/**
 * An operator's availability (docs/product.md § Schedule, docs/decisions/0060-operator-availability.md):
 * the schedule and the departures of its experiences, and what the traveller's calendar and quote show
 * right after. The fixture (tests/helpers/booking-fixture.ts) runs Monday to Saturday at 08:00 (10) and
 * 14:00 (4); Friday 27 is sold out (10 and 4), Tuesday 24 at 14:00 has 2 sold; Wednesday 25 is locked.
 */
let t: TestApp;
let world: OperatorWorld;
let f: BookingFixture;

beforeAll(async () => {
  ({ t, world, f } = await operatorFixture());
}, 300_000);
afterAll(() => t?.close());

const departures = (token: string | undefined, query: string, lang: 'es' | 'en' = 'es') =>
  call(t, `operator/departures?${query}`, { token, lang });
const month = () => `from=2026-11-23&to=2026-11-30&experience_id=${f.experienceId}`;

describe('authorization', () => {
  it('answers every route for each caller of the matrix; another company’s experience is 404', async () => {
    const { callers } = world;
    const routes = [
      () => call(t, `operator/experiences/${f.experienceId}/schedule`, { token: callers.anonymous }),
      () => departures(callers.anonymous, month()),
      () =>
        patchDeparture(t, callers.anonymous, {
          experience_id: f.experienceId,
          date: '2026-11-30',
          hour: '08:00',
          closed: false,
        }),
      () =>
        putSchedule(t, callers.anonymous, f.experienceId, {
          all_days: true,
          hours: [{ hour: '08:00', capacity: 1 }],
          anticipation_time: 0,
        }),
    ];
    for (const send of routes) expect((await send()).statusCode).toBe(401);

    const as = (token: string) => [
      call(t, `operator/experiences/${f.experienceId}/schedule`, { token }),
      departures(token, month()),
      patchDeparture(t, token, {
        experience_id: f.experienceId,
        date: '2026-11-30',
        hour: '08:00',
        closed: false,
      }),
    ];
    for (const answer of await Promise.all(as(callers.traveller))) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('OPERATOR_ONLY');
    }
    for (const answer of await Promise.all(as(callers.ownerB))) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('EXPERIENCE_NOT_FOUND');
    }
    const putByB = await putSchedule(t, callers.ownerB, f.experienceId, {
      all_days: true,
      hours: [{ hour: '08:00', capacity: 1 }],
      anticipation_time: 0,
    });
    expect(putByB.statusCode).toBe(404);
    for (const token of [callers.staffA, callers.ownerA]) {
      for (const answer of await Promise.all(as(token))) expect(answer.statusCode).toBe(200);
    }
    // Without an experience, B's calendar has none of A's departures.
    const all = await departures(callers.ownerB, 'from=2026-11-23&to=2026-11-30');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.some((d: { experience_id: number }) => d.experience_id === f.experienceId)).toBe(
      false,
    );
  });
});

describe('GET /api/v1/operator/departures', () => {
  it('lists each departure with its capacity, seats sold and closure, as the booking engine sees them', async () => {
    const answer = await departures(world.callers.staffA, month());
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().data as {
      date: string;
      hour: string;
      capacity: number;
      seats_taken: number;
      closed: boolean;
    }[];
    const at = (date: string, hour: string) => rows.find((row) => row.date === date && row.hour === hour);
    expect(at('2026-11-24', '14:00')).toMatchObject({ capacity: 4, seats_taken: 2, closed: false });
    expect(at('2026-11-27', '08:00')).toMatchObject({ capacity: 10, seats_taken: 10 });
    expect(at('2026-11-25', '08:00')).toMatchObject({ closed: true, locked: true });
    expect(at('2026-11-26', '08:00')).toMatchObject({ closed: true });
    expect(at('2026-11-26', '14:00')).toMatchObject({ closed: false });
    expect(rows.some((row) => row.date === '2026-11-29')).toBe(false);
  });

  it('names every experience of the company in the request’s language, and none of another company', async () => {
    const names = async (companyId: number, lang: 'es' | 'en') =>
      queryRows<{ id: number; name: string }>(
        t.database.db,
        sql`select e.id, coalesce(l.name, s.name) as name from experiences e
          join experience_translations s on s.experience_id = e.id and s.lang_code = 'es'
          left join experience_translations l on l.experience_id = e.id and l.lang_code = ${lang}
          where e.company_id = ${companyId}`,
      );
    const byId = (rows: { id: number; name: string }[]) => [...rows].sort((a, b) => a.id - b.id);
    for (const lang of ['es', 'en'] as const) {
      const expected = await names(world.companyA, lang);
      expect(expected.map((row) => row.id)).toContain(f.experienceId);
      const answer = await departures(world.callers.staffA, month(), lang);
      expect(answer.statusCode).toBe(200);
      expect(byId(answer.json().experiences)).toEqual(byId(expected));
    }
    const [english, spanish] = [await names(world.companyA, 'en'), await names(world.companyA, 'es')];
    const nameOf = (rows: { id: number; name: string }[]) =>
      rows.find((row) => row.id === f.experienceId)?.name;
    expect(nameOf(english)).not.toBe(nameOf(spanish));
    const ofB = (await departures(world.callers.ownerB, 'from=2026-11-23&to=2026-11-30')).json().experiences;
    expect(ofB.some((row: { id: number }) => row.id === f.experienceId)).toBe(false);
  });

  it('refuses a range over 62 days or backwards, and a malformed date, with the field', async () => {
    for (const [query, field] of [
      ['from=2026-12-01&to=2027-02-01', 'to'],
      ['from=2026-12-01&to=2026-11-30', 'to'],
      ['from=2026-02-30&to=2026-03-02', 'from'],
    ] as const) {
      const answer = await departures(world.callers.ownerA, query, 'en');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [expect.objectContaining({ field })],
      });
    }
    const spanish = await departures(world.callers.ownerA, 'from=2026-12-01&to=2027-02-01');
    expect(spanish.json().issues[0].message).toContain('62 días');
  });
});

describe('PATCH /api/v1/operator/departures', () => {
  it('never lowers capacity below the seats sold, saying how many', async () => {
    const body = { experience_id: f.experienceId, date: '2026-11-27', hour: '08:00' };
    const below = await patchDeparture(t, world.callers.staffA, { ...body, capacity: 9 }, 'en');
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: 'CAPACITY_BELOW_SOLD', seats_taken: 10 });
    expect(below.json().message).toContain('10 seats already sold');
    // Nothing was written, not even the departure's row.
    expect(await departureRow(t, f.experienceId, '2026-11-27', '08:00')).toBeNull();
    const raised = await patchDeparture(t, world.callers.staffA, { ...body, capacity: 12 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ capacity: 12, seats_taken: 10, closed: false });
    // Friday was sold out: it is offered again, with the two new places.
    expect(await travellerHours(t, f.experienceId, '2026-11-27')).toEqual({ '08:00': 2, '14:00': 0 });
  });

  it('changes what the traveller is offered and quoted at once: lower capacity, closed, reopened', async () => {
    const body = { experience_id: f.experienceId, date: '2026-11-30' };
    expect(await travellerHours(t, f.experienceId, '2026-11-30')).toEqual({ '08:00': 10, '14:00': 4 });
    const lowered = await patchDeparture(t, world.callers.ownerA, { ...body, hour: '14:00', capacity: 2 });
    expect(lowered.statusCode).toBe(200);
    expect(await travellerHours(t, f.experienceId, '2026-11-30')).toEqual({ '08:00': 10, '14:00': 2 });
    const quote = await call(t, 'booking/quote', {
      payload: {
        experience_id: f.experienceId,
        booking_date: '2026-11-30',
        booking_hour: '14:00',
        participants: { adults: 3 },
      },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().code).toBe('CAPACITY_EXCEEDED');

    const closed = await patchDeparture(t, world.callers.ownerA, { ...body, hour: '08:00', closed: true });
    expect(closed.json().data).toMatchObject({ closed: true, capacity: 10 });
    expect(await travellerHours(t, f.experienceId, '2026-11-30')).toEqual({ '14:00': 2 });
    const closedQuote = await call(t, 'booking/quote', {
      payload: {
        experience_id: f.experienceId,
        booking_date: '2026-11-30',
        booking_hour: '08:00',
        participants: { adults: 1 },
      },
    });
    expect(closedQuote.json().code).toBe('HOUR_UNAVAILABLE');
    await patchDeparture(t, world.callers.ownerA, { ...body, hour: '14:00', closed: true });
    const dates = await call(t, `get-available-dates/${f.experienceId}`);
    expect(dates.json().dates).not.toContain('2026-11-30');

    await patchDeparture(t, world.callers.ownerA, { ...body, hour: '08:00', closed: false });
    expect(await travellerHours(t, f.experienceId, '2026-11-30')).toEqual({ '08:00': 10 });
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'departure.update' and company_id = ${world.companyA}`,
    );
    expect(audit!.n).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 for an hour without a departure and 409 for reopening a locked one', async () => {
    const cases = [
      { date: '2026-11-29', closed: true, status: 404, code: 'DEPARTURE_NOT_FOUND' },
      { date: '2026-11-25', closed: false, status: 409, code: 'DEPARTURE_LOCKED' },
    ];
    for (const { date, closed, status, code } of cases) {
      const body = { experience_id: f.experienceId, date, hour: '08:00', closed };
      const answer = await patchDeparture(t, world.callers.ownerA, body);
      expect([answer.statusCode, answer.json().code]).toEqual([status, code]);
    }
  });

  it('refuses malformed changes with the field, translated, and stores nothing', async () => {
    const answer = await patchDeparture(
      t,
      world.callers.ownerA,
      { experience_id: f.experienceId, date: '2026-12-01', hour: '8am', capacity: 0 },
      'en',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'hour', message: expect.stringContaining('HH:mm') },
        { field: 'capacity', message: expect.stringContaining('1 to 999') },
      ]),
    );
    expect(await departureRow(t, f.experienceId, '2026-12-01', '08:00')).toBeNull();
  });
});
