import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/booking/calendar-days';
import {
  attendanceAudit,
  attendanceOf,
  booking,
  companyExperience,
  markNoShow,
  qrText,
  scan,
} from '../helpers/check-in';
import { type OperatorWorld, operatorWorld } from '../helpers/operators';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * Check-in at the meeting point and no-shows (docs/product.md § Check-in, docs/decisions/0072-check-in.md), on
 * the app's clock: each case of the scan's answer, the audit record of each first write, and no-shows that
 * refund nothing.
 */
let now = TEST_NOW;
let t: TestApp;
let world: OperatorWorld;
let a: Awaited<ReturnType<typeof companyExperience>>;
let b: Awaited<ReturnType<typeof companyExperience>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, clock: () => now });
  world = await operatorWorld(t);
  a = await companyExperience(t, world.companyA, TEST_NOW);
  b = await companyExperience(t, world.companyB, TEST_NOW);
}, 300_000);
afterAll(() => t?.close());

describe('POST /operator/check-in', () => {
  it('checks in the voucher its QR names, with who came, how many per tier and the add-ons, audited', async () => {
    const bought = await booking(t, a.id, { bookingDate: a.today, bookingHour: '18:00' });
    const answer = await scan(t, world.callers.staffA, qrText(bought), 'en');

    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ already: false, checked_in_at: TEST_NOW.toISOString() });
    expect(data.booking).toMatchObject({
      id: bought.id,
      code: bought.code,
      status: 'confirmed',
      traveller_name: 'Lucía Mora',
      experience: { id: a.id },
      date: a.today,
      hour: '18:00',
      total_participants: 3,
      participants: [
        { tier: 'adults', quantity: 2 },
        { tier: 'children', quantity: 1 },
      ],
      add_ons: [{ name: 'Almuerzo', quantity: 3 }],
    });
    expect(data.booking.experience.name).not.toBe('');
    expect(await attendanceOf(t, bought.id)).toMatchObject({
      checked_in_by: world.accounts.staffA,
      no_show_at: null,
      status: 'confirmed',
    });
    expect(await attendanceAudit(t, bought.id)).toEqual([
      { action: 'booking.check_in', actor_id: world.accounts.staffA },
    ]);
  });

  it('answers a second scan with the first time and `already`, writing nothing', async () => {
    const bought = await booking(t, a.id, { bookingDate: a.today });
    expect((await scan(t, world.callers.ownerA, qrText(bought))).statusCode).toBe(200);
    now = new Date(TEST_NOW.getTime() + 60_000);
    try {
      const again = await scan(t, world.callers.staffA, qrText(bought));
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ already: true, checked_in_at: TEST_NOW.toISOString() });
    } finally {
      now = TEST_NOW;
    }
    expect((await attendanceOf(t, bought.id)).checked_in_by).toBe(world.accounts.ownerA);
    expect(await attendanceAudit(t, bought.id)).toHaveLength(1);
  });

  it('takes a code typed by hand whatever its case and spaces', async () => {
    const bought = await booking(t, a.id, { bookingDate: a.today });
    const typed = ` ${bought.code.slice(0, 4).toLowerCase()} ${bought.code.slice(4)} `;
    const answer = await scan(t, world.callers.staffA, typed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.booking.code).toBe(bought.code);
  });

  it('answers 404 for a forged voucher, an unknown code or text that is no code, changing nothing', async () => {
    const bought = await booking(t, a.id, { bookingDate: a.today });
    // Its last two characters changed (a random token may itself end in "xx").
    const tail = bought.token!.endsWith('xx') ? 'yy' : 'xx';
    const forged = qrText({ code: bought.code, token: `${bought.token!.slice(0, -2)}${tail}` });
    for (const scanned of [
      forged,
      qrText({ code: bought.code, token: '' }),
      'RB-NOSUCH00',
      'hola, ¿qué tal?',
    ]) {
      const answer = await scan(t, world.callers.staffA, scanned);
      expect([scanned, answer.statusCode, answer.json().code]).toEqual([scanned, 404, 'BOOKING_NOT_FOUND']);
      expect(answer.json().message).toBeTruthy();
    }
    expect((await attendanceOf(t, bought.id)).checked_in_at).toBeNull();
  });

  it('refuses another company’s voucher with only its code, and does not say a typed code exists', async () => {
    const theirs = await booking(t, b.id, { bookingDate: b.today });
    const scanned = await scan(t, world.callers.ownerA, qrText(theirs), 'en');
    expect(scanned.statusCode).toBe(409);
    expect(scanned.json()).toEqual({
      code: 'CHECK_IN_OTHER_COMPANY',
      message: 'This voucher is for another company’s experience.',
      booking_code: theirs.code,
    });
    const typed = await scan(t, world.callers.ownerA, theirs.code);
    expect([typed.statusCode, typed.json().code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect((await attendanceOf(t, theirs.id)).checked_in_at).toBeNull();
    // Its own company checks it in.
    expect((await scan(t, world.callers.ownerB, qrText(theirs))).statusCode).toBe(200);
  });

  it.each([
    ['a cancelled booking', 'CHECK_IN_CANCELED', { status: 'canceled_by_customer' as const }],
    ['a pending (unpaid) booking', 'CHECK_IN_PENDING', { status: 'created' as const }],
    ['tomorrow’s booking', 'CHECK_IN_NOT_TODAY', { dateShift: 1 }],
    ['yesterday’s booking', 'CHECK_IN_NOT_TODAY', { dateShift: -1 }],
  ])('refuses %s with 409 %s', async (_, code, options) => {
    const { dateShift = 0, ...rest } = options as { dateShift?: number; status?: 'created' };
    const bought = await booking(t, a.id, { bookingDate: addDays(a.today, dateShift), ...rest });
    for (const lang of ['es', 'en'] as const) {
      const answer = await scan(t, world.callers.staffA, qrText(bought), lang);
      expect([answer.statusCode, answer.json().code, answer.json().booking_code]).toEqual([
        409,
        code,
        bought.code,
      ]);
      expect(answer.json().message).toBeTruthy();
      expect(answer.json().traveller_name).toBeUndefined();
    }
    expect((await attendanceOf(t, bought.id)).checked_in_at).toBeNull();
    expect(await attendanceAudit(t, bought.id)).toEqual([]);
  });

  it('answers 400 with the field’s message for an empty or oversized scan', async () => {
    for (const scanned of ['   ', 'x'.repeat(501)]) {
      const answer = await scan(t, world.callers.staffA, scanned, 'en');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ field: 'scanned', message: expect.stringContaining('booking code') }],
      });
    }
  });

  it('leaves one checked_in_at when two devices scan the same voucher at once', async () => {
    for (let run = 0; run < 3; run++) {
      const bought = await booking(t, a.id, { bookingDate: a.today });
      const answers = await Promise.all([
        scan(t, world.callers.staffA, qrText(bought)),
        scan(t, world.callers.ownerA, bought.code),
        scan(t, world.callers.staffA, qrText(bought)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const data = answers.map((answer) => answer.json().data);
      expect(data.filter((d) => !d.already)).toHaveLength(1);
      expect(new Set(data.map((d) => d.checked_in_at)).size).toBe(1);
      expect(await attendanceAudit(t, bought.id)).toHaveLength(1);
    }
  });
});

describe('POST /operator/bookings/{id}/no-show', () => {
  it('marks a booking whose departure started, refunds nothing, audits once and answers again with `already`', async () => {
    const bought = await booking(t, a.id, { bookingDate: addDays(a.today, -1), bookingHour: '09:00' });
    const first = await markNoShow(t, world.callers.staffA, bought.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ already: false, no_show_at: TEST_NOW.toISOString() });
    expect(first.json().data.booking).toMatchObject({ id: bought.id, traveller_name: 'Lucía Mora' });
    const again = await markNoShow(t, world.callers.ownerA, bought.id);
    expect(again.json().data).toMatchObject({ already: true, no_show_at: TEST_NOW.toISOString() });
    expect(await attendanceOf(t, bought.id)).toMatchObject({
      status: 'confirmed',
      refunded_cents: 0,
      checked_in_at: null,
    });
    expect(await attendanceAudit(t, bought.id)).toEqual([
      { action: 'booking.no_show', actor_id: world.accounts.staffA },
    ]);
  });

  it('is undone on the day by checking the traveller in', async () => {
    const bought = await booking(t, a.id, { bookingDate: a.today, bookingHour: '00:30' });
    expect((await markNoShow(t, world.callers.staffA, bought.id)).statusCode).toBe(200);
    expect((await scan(t, world.callers.staffA, qrText(bought))).json().data.already).toBe(false);
    expect(await attendanceOf(t, bought.id)).toMatchObject({ no_show_at: null });
    const refused = await markNoShow(t, world.callers.staffA, bought.id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'NO_SHOW_CHECKED_IN']);
  });

  it.each([
    ['a departure not started yet', 'NO_SHOW_NOT_STARTED', { dateShift: 1 }],
    ['a cancelled booking', 'NO_SHOW_CANCELED', { dateShift: -1, status: 'canceled_by_customer' as const }],
    ['a pending booking', 'NO_SHOW_PENDING', { dateShift: -1, status: 'created' as const }],
  ])('refuses %s with 409 %s', async (_, code, options) => {
    const { dateShift, ...rest } = options as { dateShift: number; status?: 'created' };
    const bought = await booking(t, a.id, { bookingDate: addDays(a.today, dateShift), ...rest });
    const answer = await markNoShow(t, world.callers.staffA, bought.id);
    expect([answer.statusCode, answer.json().code]).toEqual([409, code]);
    expect((await attendanceOf(t, bought.id)).no_show_at).toBeNull();
  });

  it('answers 404 for another company’s booking', async () => {
    const theirs = await booking(t, b.id, { bookingDate: addDays(b.today, -1) });
    const answer = await markNoShow(t, world.callers.ownerA, theirs.id);
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect((await attendanceOf(t, theirs.id)).no_show_at).toBeNull();
  });
});
