import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import type { BookingFixture } from '../helpers/booking-fixture';
import { type BookedName, operatorBookingsWorld } from '../helpers/operator-bookings-world';
import type { OperatorWorld } from '../helpers/operators';
import type { InsertedPurchase } from '../helpers/purchase-factory';
import type { TestApp } from '../helpers/test-app';

/**
 * An operator's bookings (docs/product.md § Bookings and manifests,
 * docs/decisions/0067-bookings-and-manifests.md), on the bookings of tests/helpers/operator-bookings-world.ts;
 * the manifests: operator-manifests.test.ts.
 */
let t: TestApp;
let world: OperatorWorld;
let f: BookingFixture;
let booked: Record<BookedName, InsertedPurchase>;

const bookings = (token: string | undefined, query: string, lang: 'es' | 'en' = 'es') =>
  call(t, `operator/bookings?${query}`, { token, lang });
const december = 'from=2026-12-14&to=2026-12-16';

beforeAll(async () => {
  ({ t, world, f, booked } = await operatorBookingsWorld());
}, 300_000);
afterAll(() => t?.close());

describe('GET operator/bookings', () => {
  it('lists the company’s bookings by departure, with the catalogue’s pagination', async () => {
    const first = await bookings(world.callers.staffA, `${december}&limit=2`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({
      total_pages: 3,
      current_page: 1,
      total_records: 6,
      next_page: 2,
      prev_page: null,
    });
    expect(body.experiences).toContainEqual({ id: f.experienceId, name: expect.any(String) });
    expect(body.experiences).not.toContainEqual(expect.objectContaining({ id: f.otherExperienceId }));
    const all = (await bookings(world.callers.ownerA, `${december}&limit=100`)).json().data as {
      code: string;
      date: string;
      hour: string;
    }[];
    expect(all.map((b) => b.code).sort()).toEqual(
      [booked.ana, booked.bruno, booked.pending, booked.canceled, booked.afternoon, booked.later]
        .map((b) => b!.code)
        .sort(),
    );
    expect(all.map((b) => `${b.date} ${b.hour}`)).toEqual([...all.map((b) => `${b.date} ${b.hour}`)].sort());
    const third = (await bookings(world.callers.ownerA, `${december}&limit=2&page=3`)).json();
    expect(third.pagination).toMatchObject({ current_page: 3, next_page: null, prev_page: 2 });
    expect(third.data.map((b: { code: string }) => b.code)).toEqual(all.slice(4).map((b) => b.code));
  });

  it('answers each booking’s facts, its earning and attendance, never card data nor wallet', async () => {
    const [ana] = (await bookings(world.callers.staffA, `q=${booked.ana!.code}`, 'en')).json().data;
    expect(ana).toMatchObject({
      code: booked.ana!.code,
      status: 'confirmed',
      experience: { id: f.experienceId },
      date: '2026-12-14',
      hour: '08:00',
      time_zone: 'America/Panama',
      participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
      total_participants: 3,
      add_ons: [{ name: 'Almuerzo', quantity: 3 }],
      pickup: { lat: 9.1, lng: -79.6, address: 'Hotel Lejos', notes: null },
      traveller: { name: 'Ana Zamora', phone: null, email: 'ana.zamora@example.com' },
      checked_in_at: '2026-12-14T12:55:00.000Z',
      no_show_at: null,
    });
    const [share] = await queryRows<{ operator_payable_cents: number }>(
      t.app.db,
      sql`select operator_payable_cents from purchases where id = ${booked.ana!.id}`,
    );
    expect(ana.operator_earning).toBe(share!.operator_payable_cents / 100);
    // What a cancellation would refund; Ana is checked in, so it is not offered (Bruno's is).
    expect(ana.traveller_paid).toBeGreaterThan(ana.operator_earning);
    expect(ana.can_cancel).toBe(false);
    const listed = (await bookings(world.callers.staffA, `${december}&limit=100`)).json().data as {
      code: string;
      can_cancel: boolean;
    }[];
    const offered = (code: string) => listed.find((booking) => booking.code === code)?.can_cancel;
    expect(offered(booked.bruno!.code)).toBe(true);
    expect(offered(booked.canceled!.code)).toBe(false);
    const text = JSON.stringify(ana);
    for (const secret of ['card', '4242', 'Visa', 'wallet', 'total_cost', 'voucher']) {
      expect(text).not.toContain(secret);
    }
  });

  it('filters by dates, experience and status, and searches code, name and e-mail', async () => {
    const codes = async (query: string) =>
      ((await bookings(world.callers.ownerA, query)).json().data as { code: string }[]).map((b) => b.code);
    expect(await codes('from=2026-12-15&to=2026-12-15')).toEqual([booked.afternoon!.code]);
    expect(await codes(`${december}&status=created`)).toEqual([booked.pending!.code]);
    expect(await codes(`${december}&status=canceled_by_customer&experience_id=${f.experienceId}`)).toEqual([
      booked.canceled!.code,
    ]);
    expect(await codes(`q=${booked.later!.code.toLowerCase()}`)).toEqual([booked.later!.code]);
    expect(await codes('q=zamora')).toEqual([booked.ana!.code]);
    expect(await codes('q=ANA.ZAMORA@')).toEqual([booked.ana!.code]);
    expect(await codes('q=%25')).toEqual([]);
  });

  it('shows the traveller’s contact up to 30 days after the departure, and never finds it later', async () => {
    const one = async (query: string) => (await bookings(world.callers.ownerA, query)).json().data;
    const [recent] = await one(`q=${booked.recent!.code}`);
    expect(recent.traveller).toMatchObject({ email: 'reciente@example.com' });
    const [old] = await one(`q=${booked.old!.code}`);
    expect(old.code).toBe(booked.old!.code);
    expect(old.traveller).toBeNull();
    expect(await one('q=reciente@example.com')).toHaveLength(1);
    expect(await one('q=antigua@example.com')).toEqual([]);
  });

  it('never lists another company’s bookings; another company’s experience is 404', async () => {
    const asB = await bookings(world.callers.ownerB, `${december}&limit=100`);
    const codes = (asB.json().data as { code: string }[]).map((b) => b.code);
    expect(codes).not.toContain(booked.ana!.code);
    const filtered = await bookings(world.callers.ownerB, `experience_id=${f.experienceId}`);
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json().code).toBe('EXPERIENCE_NOT_FOUND');
  });

  it('refuses a bad query with a translated 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-02-30', 'from', 'Write a real date as yyyy-MM-dd.'],
      ['status=lost', 'status', 'Choose a status from the list.'],
      [`q=${'x'.repeat(101)}`, 'q', 'Write at most 100 characters to search.'],
      ['from=2026-12-10&to=2026-12-01', 'to', 'The last date cannot be before the first.'],
      ['experience_id=abc', 'experience_id', ''],
    ];
    for (const [query, field, message] of cases) {
      const answer = await bookings(world.callers.ownerA, query, 'en');
      expect(answer.statusCode, query).toBe(400);
      const issue = answer.json().issues?.find((i: { field: string }) => i.field === field);
      expect(issue, query).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    }
    const page = await bookings(world.callers.ownerA, 'limit=101', 'es');
    expect(page.statusCode).toBe(400);
    expect(page.json().code).toBe('INVALID_PAGINATION');
    expect(page.json().message).toMatch(/no es válida/);
  });
});
