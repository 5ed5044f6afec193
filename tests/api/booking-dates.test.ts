import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firstBookableDay, upcomingDepartures } from '../../domain/booking/first-bookable-day.server';
import { availableDatesReply, lockedDatesReply } from '../../domain/booking/replies-contract';
import { bookingSuite } from '../helpers/booking-fixture';

/**
 * The bookable days of an experience (get-available-dates, the page's first date) and its locks, and
 * the booking calls' OpenAPI schemas. The set-up: tests/helpers/booking-fixture.ts.
 */
const s = bookingSuite();

describe('get-available-dates', () => {
  it('lists every bookable day from the earliest through 180 days ahead, in the experience’s zone', async () => {
    const response = await s.get(`get-available-dates/${s.f.experienceId}`);
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
    // Why the others are greyed, decided by the server from the same records.
    const reasons = Object.fromEntries(body.unavailable_days.map((day) => [day.date, day.reason]));
    expect(reasons).toMatchObject({
      '2026-11-22': 'too_soon',
      '2026-11-25': 'closed',
      '2026-11-27': 'sold_out',
      '2026-11-29': 'no_departure',
    });
    expect(body.unavailable_days[0]?.date).toBe('2026-11-22');
    expect(body.dates.filter((day) => day in reasons)).toEqual([]);
  });

  it('follows unique dates in range and list mode', async () => {
    const db = s.t.database.db;
    await db.execute(sql`insert into unique_dates (experience_id, type, start_date, end_date)
      values (${s.f.otherExperienceId}, 'range', '2026-12-10', '2026-12-14')`);
    const range = availableDatesReply.parse(
      (await s.get(`get-available-dates/${s.f.otherExperienceId}`)).json(),
    );
    expect(range).toMatchObject({ type: 'range', start_date: '2026-12-10', end_date: '2026-12-14' });
    expect(range.dates.length).toBeGreaterThan(0);
    expect(range.dates.every((day) => day >= '2026-12-10' && day <= '2026-12-14')).toBe(true);

    await db.execute(sql`update unique_dates set type = 'list', dates = '{2026-12-20,2027-01-03,2025-01-01}',
      start_date = null, end_date = null where experience_id = ${s.f.otherExperienceId}`);
    const list = availableDatesReply.parse(
      (await s.get(`get-available-dates/${s.f.otherExperienceId}`)).json(),
    );
    expect(list).toMatchObject({ type: 'list', start_date: '2026-12-20', end_date: '2027-01-03' });
    expect(list.dates).toEqual(['2026-12-20', '2027-01-03']);
    await db.execute(sql`delete from unique_dates where experience_id = ${s.f.otherExperienceId}`);
  });

  it('answers 404 for an unknown experience and 400 for a malformed id', async () => {
    const unknown = await s.get('get-available-dates/999999', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'EXPERIENCE_NOT_FOUND' });
    expect((await s.get('get-available-dates/abc')).statusCode).toBe(400);
  });
});

describe("the experience page's first date", () => {
  it('is the first day the calendar offers: past a lock, a sold-out day and closed days', async () => {
    const db = s.t.database.db;
    const now = s.t.app.clock();
    const dates = availableDatesReply.parse(
      (await s.get(`get-available-dates/${s.f.experienceId}`)).json(),
    ).dates;
    expect(await firstBookableDay(db, s.f.experienceId, now)).toBe(dates[0]);
    expect(dates[0]).toBe('2026-11-23');
    expect(await upcomingDepartures(db, s.f.experienceId, now)).toEqual({
      dates: dates.slice(0, 3),
      few: false,
    });
    // Monday and Tuesday locked too: Wednesday is locked already, Thursday 26 keeps an hour.
    await db.execute(sql`insert into locked_dates
      (experience_id, company_id, type_date, lock_full_day, dates, start_date, end_date, time_slots)
      values (${s.f.experienceId}, ${s.f.companyId}, 0, true, '{2026-11-23,2026-11-24}', null, null, '{}')`);
    expect(await firstBookableDay(db, s.f.experienceId, now)).toBe('2026-11-26');
    await db.execute(sql`delete from locked_dates where experience_id = ${s.f.experienceId}
      and dates = '{2026-11-23,2026-11-24}'`);
    expect(await firstBookableDay(db, 999_999, now)).toBeNull();
  });
});

describe('get-locked-dates', () => {
  it('lists the operator’s locks with their hours as HH:mm', async () => {
    const response = await s.get(`get-locked-dates/${s.f.experienceId}`);
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
    expect((await s.get('get-locked-dates/999999')).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('gives every booking call a response schema', async () => {
    const doc = (await s.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
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
