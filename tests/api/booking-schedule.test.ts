import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { availableScheduleReply } from '../../domain/booking/replies-contract';
import { scheduleReply } from '../../domain/catalog/replies-contract';
import { bookingSuite } from '../helpers/booking-fixture';

/**
 * The hours of an experience: its operator's weekly schedule and the places left on a day. The set-up:
 * tests/helpers/booking-fixture.ts.
 */
const s = bookingSuite();

const hours = (date: string) =>
  s.post('get-available-schedule', { experience: s.f.experienceId, date_booking: date });

describe('get-schedules-by-experience-company', () => {
  it('answers the weekly schedule of the experience’s operator', async () => {
    const response = await s.post('get-schedules-by-experience-company', {
      experience: s.f.experienceId,
      company: s.f.companyId,
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
    const wrong = await s.post('get-schedules-by-experience-company', {
      experience: s.f.experienceId,
      company: s.f.companyId + 1000,
    });
    expect(wrong.statusCode).toBe(404);
    const bad = await s.post('get-schedules-by-experience-company', { experience: 'x' });
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
    await s.t.database.db.execute(sql`insert into time_slots (experience_id, company_id, slot_date, slot_time,
      capacity, seats_taken) values (${s.f.experienceId}, ${s.f.companyId}, '2026-11-28', '08:00', 6, 0)`);
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
    const own = await s.post('get-available-schedule', {
      experience: s.f.experienceId,
      date_booking: '2026-11-24',
      company: s.f.companyId,
    });
    expect(own.json().data).toHaveLength(2);
    const other = await s.post('get-available-schedule', {
      experience: s.f.experienceId,
      date_booking: '2026-11-24',
      company: s.f.companyId + 1000,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a malformed date with a translated 400', async () => {
    const es = await s.post('get-available-schedule', {
      experience: s.f.experienceId,
      date_booking: '24/11/2026',
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toContain('aaaa-mm-dd');
    const en = await s.post(
      'get-available-schedule',
      { experience: s.f.experienceId, date_booking: 'tomorrow' },
      'en',
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toContain('yyyy-mm-dd');
    expect(
      (await s.post('get-available-schedule', { experience: 999999, date_booking: '2026-11-24' })).statusCode,
    ).toBe(404);
  });
});

describe('the demo seed', () => {
  it('sells seats on some departures so a traveller sees 2 places left', async () => {
    const slots = await queryRows<{ experience_id: number; date: string; hour: string }>(
      s.t.database.db,
      sql`select experience_id, slot_date::text as date, to_char(slot_time, 'HH24:MI') as hour from time_slots
          where capacity - seats_taken = 2 and experience_id <> ${s.f.experienceId} order by id limit 3`,
    );
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const response = await s.post('get-available-schedule', {
        experience: slot.experience_id,
        date_booking: slot.date,
      });
      expect(response.json().data).toContainEqual({ hour: slot.hour, available_places: 2 });
    }
  });
});
