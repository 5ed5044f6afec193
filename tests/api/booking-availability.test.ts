import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { firstBookableDay } from '../../domain/booking/first-bookable-day.server';
import {
  availableDatesReply,
  availableScheduleReply,
  lockedDatesReply,
} from '../../server/api/booking-replies';
import { scheduleReply } from '../../server/api/catalog-replies';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let f: BookingFixture;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  f = await prepareBookingFixture(t);
});
afterAll(() => t?.close());

const get = (url: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: apiHeaders(lang) });
const post = (url: string, payload: unknown, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: apiHeaders(lang),
    payload: payload as object,
  });
const hours = (date: string) =>
  post('get-available-schedule', { experience: f.experienceId, date_booking: date });

describe('get-available-dates', () => {
  it('lists every bookable day from the earliest through 180 days ahead, in the experience’s zone', async () => {
    const response = await get(`get-available-dates/${f.experienceId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = availableDatesReply.parse(response.json());
    expect(body).toMatchObject({
      type: 'weekly',
      start_date: '2026-11-23',
      end_date: '2027-05-21',
      time_zone: 'America/Panama',
      anticipation_day: 1,
    });
    // Monday 23 (14:00 only), Tuesday 24; Wednesday 25 locked, Thursday 26 at 14:00, Friday 27 sold out.
    expect(body.dates.slice(0, 4)).toEqual(['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-28']);
    expect(body.dates).not.toContain('2026-11-29');
    expect(body.dates.at(-1)).toBe('2027-05-21');
  });

  it('follows unique dates in range and list mode', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into unique_dates (experience_id, type, start_date, end_date)
      values (${f.otherExperienceId}, 'range', '2026-12-10', '2026-12-14')`);
    const range = availableDatesReply.parse((await get(`get-available-dates/${f.otherExperienceId}`)).json());
    expect(range).toMatchObject({ type: 'range', start_date: '2026-12-10', end_date: '2026-12-14' });
    expect(range.dates.length).toBeGreaterThan(0);
    expect(range.dates.every((day) => day >= '2026-12-10' && day <= '2026-12-14')).toBe(true);

    await db.execute(sql`update unique_dates set type = 'list', dates = '{2026-12-20,2027-01-03,2025-01-01}',
      start_date = null, end_date = null where experience_id = ${f.otherExperienceId}`);
    const list = availableDatesReply.parse((await get(`get-available-dates/${f.otherExperienceId}`)).json());
    expect(list).toMatchObject({ type: 'list', start_date: '2026-12-20', end_date: '2027-01-03' });
    expect(list.dates).toEqual(['2026-12-20', '2027-01-03']);
    await db.execute(sql`delete from unique_dates where experience_id = ${f.otherExperienceId}`);
  });

  it('answers 404 for an unknown experience and 400 for a malformed id', async () => {
    const unknown = await get('get-available-dates/999999', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'EXPERIENCE_NOT_FOUND' });
    expect((await get('get-available-dates/abc')).statusCode).toBe(400);
  });
});

describe("the experience page's first date", () => {
  it('is the first day the calendar offers: past a lock, a sold-out day and closed days', async () => {
    const db = t.database.db;
    const now = t.app.clock();
    const dates = availableDatesReply.parse(
      (await get(`get-available-dates/${f.experienceId}`)).json(),
    ).dates;
    expect(await firstBookableDay(db, f.experienceId, now)).toBe(dates[0]);
    expect(dates[0]).toBe('2026-11-23');
    // Monday and Tuesday locked too: Wednesday is locked already, Thursday 26 keeps an hour.
    await db.execute(sql`insert into locked_dates
      (experience_id, company_id, type_date, lock_full_day, dates, start_date, end_date, time_slots)
      values (${f.experienceId}, ${f.companyId}, 0, true, '{2026-11-23,2026-11-24}', null, null, '{}')`);
    expect(await firstBookableDay(db, f.experienceId, now)).toBe('2026-11-26');
    await db.execute(sql`delete from locked_dates where experience_id = ${f.experienceId}
      and dates = '{2026-11-23,2026-11-24}'`);
    expect(await firstBookableDay(db, 999_999, now)).toBeNull();
  });
});

describe('get-locked-dates', () => {
  it('lists the operator’s locks with their hours as HH:mm', async () => {
    const response = await get(`get-locked-dates/${f.experienceId}`);
    expect(response.statusCode).toBe(200);
    const body = lockedDatesReply.parse(response.json());
    expect(body.data).toEqual(
      expect.arrayContaining([
        {
          type_date: 0,
          lock_full_day: true,
          dates: ['2026-11-25'],
          start_date: null,
          end_date: null,
          time_slots: [],
        },
        {
          type_date: 0,
          lock_full_day: false,
          dates: ['2026-11-26'],
          start_date: null,
          end_date: null,
          time_slots: ['08:00'],
        },
      ]),
    );
    expect(body.data).toHaveLength(2);
    expect((await get('get-locked-dates/999999')).statusCode).toBe(404);
  });
});

describe('get-schedules-by-experience-company', () => {
  it('answers the weekly schedule of the experience’s operator', async () => {
    const response = await post('get-schedules-by-experience-company', {
      experience: f.experienceId,
      company: f.companyId,
    });
    expect(response.statusCode).toBe(200);
    const body = scheduleReply.parse(response.json());
    expect(body).toMatchObject({
      all_days: false,
      hours: ['08:00', '14:00'],
      anticipation_time: 24,
      anticipationDay: 1,
    });
    expect(body.days.sunday).toEqual([]);
    expect(body.days.monday).toEqual(['08:00', '14:00']);
  });

  it('refuses another company’s pair with 404 and a malformed body with 400', async () => {
    const wrong = await post('get-schedules-by-experience-company', {
      experience: f.experienceId,
      company: f.companyId + 1000,
    });
    expect(wrong.statusCode).toBe(404);
    const bad = await post('get-schedules-by-experience-company', { experience: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('get-available-schedule', () => {
  it('answers each hour with its places left, full hours with 0', async () => {
    expect(availableScheduleReply.parse((await hours('2026-11-24')).json()).data).toEqual([
      { hour: '08:00', available_places: 10 },
      { hour: '14:00', available_places: 2 },
    ]);
    // Within the anticipation today: 08:00 on Monday is before the cut-off (Monday 10:00).
    expect((await hours('2026-11-23')).json().data).toEqual([{ hour: '14:00', available_places: 4 }]);
    expect((await hours('2026-11-26')).json().data).toEqual([{ hour: '14:00', available_places: 4 }]);
  });

  it('counts places from the departure’s own capacity once it exists', async () => {
    // Copied from the schedule on first booking, then changed by the operator: 6 instead of 10.
    await t.database.db.execute(sql`insert into time_slots (experience_id, company_id, slot_date, slot_time,
      capacity, seats_taken) values (${f.experienceId}, ${f.companyId}, '2026-11-28', '08:00', 6, 0)`);
    expect((await hours('2026-11-28')).json().data).toEqual([
      { hour: '08:00', available_places: 6 },
      { hour: '14:00', available_places: 4 },
    ]);
  });

  it('answers no hours on a locked, sold-out, closed, past or too distant day', async () => {
    for (const day of ['2026-11-25', '2026-11-27', '2026-11-29', '2026-11-21', '2027-06-01']) {
      const response = await hours(day);
      expect(response.statusCode, day).toBe(200);
      expect(response.json(), day).toEqual({ data: [] });
    }
  });

  it('accepts the experience’s own company and refuses another with 404', async () => {
    const own = await post('get-available-schedule', {
      experience: f.experienceId,
      date_booking: '2026-11-24',
      company: f.companyId,
    });
    expect(own.json().data).toHaveLength(2);
    const other = await post('get-available-schedule', {
      experience: f.experienceId,
      date_booking: '2026-11-24',
      company: f.companyId + 1000,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a malformed date with a translated 400', async () => {
    const es = await post('get-available-schedule', {
      experience: f.experienceId,
      date_booking: '24/11/2026',
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toContain('aaaa-mm-dd');
    const en = await post(
      'get-available-schedule',
      { experience: f.experienceId, date_booking: 'tomorrow' },
      'en',
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toContain('yyyy-mm-dd');
    expect(
      (await post('get-available-schedule', { experience: 999999, date_booking: '2026-11-24' })).statusCode,
    ).toBe(404);
  });
});

describe('the demo seed', () => {
  it('sells seats on some departures so a traveller sees 2 places left', async () => {
    const slots = await queryRows<{ experience_id: number; date: string; hour: string }>(
      t.database.db,
      sql`select experience_id, slot_date::text as date, to_char(slot_time, 'HH24:MI') as hour from time_slots
          where capacity - seats_taken = 2 and experience_id <> ${f.experienceId} order by id limit 3`,
    );
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const response = await post('get-available-schedule', {
        experience: slot.experience_id,
        date_booking: slot.date,
      });
      expect(response.json().data).toContainEqual({ hour: slot.hour, available_places: 2 });
    }
  });
});

describe('the OpenAPI document', () => {
  it('gives every booking call a response schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = [
      ['get', '/api/v1/get-available-dates/{experienceId}'],
      ['get', '/api/v1/get-locked-dates/{experienceId}'],
      ['post', '/api/v1/get-schedules-by-experience-company'],
      ['post', '/api/v1/get-available-schedule'],
      ['post', '/api/v1/booking/quote'],
      ['post', '/api/v1/validate-coupon'],
    ];
    for (const [method, path] of calls) {
      const schema = doc.paths[path!]?.[method!]?.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema?.properties, path).toBeDefined();
    }
  });
});
