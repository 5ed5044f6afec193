import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import type { BookingFixture } from '../helpers/booking-fixture';
import { operatorFixture } from '../helpers/operator-availability';
import type { OperatorWorld } from '../helpers/operators';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';
import type { TestApp } from '../helpers/test-app';

/**
 * An operator's bookings and manifests (docs/product.md § Bookings and manifests,
 * docs/decisions/0067-bookings-and-manifests.md). The app's clock is 2026-11-22 15:00 UTC; the fixture's
 * experience (America/Panama, UTC-5) belongs to company A. Our bookings run on 14-16 December, except two
 * past ones that test the contact window.
 */
let t: TestApp;
let world: OperatorWorld;
let f: BookingFixture;
const booked: Record<string, InsertedPurchase> = {};

const bookings = (token: string | undefined, query: string, lang: 'es' | 'en' = 'es') =>
  call(t, `operator/bookings?${query}`, { token, lang });
const manifest = (token: string | undefined, path: string, lang: 'es' | 'en' = 'es') =>
  call(t, `operator/departures/${path}`, { token, lang });
const december = 'from=2026-12-14&to=2026-12-16';

beforeAll(async () => {
  ({ t, world, f } = await operatorFixture());
  const db = t.app.db;
  await db.execute(sql`update experiences set meeting_latitude = 8.95, meeting_longitude = -79.53
    where id = ${f.experienceId}`);
  const at = (date: string, hour: string) => ({
    experienceId: f.experienceId,
    bookingDate: date,
    bookingHour: hour,
  });
  booked.ana = await insertPurchase(db, {
    ...at('2026-12-14', '08:00'),
    firstName: 'Ana',
    lastName: 'Zamora',
    email: 'ana.zamora@example.com',
    pickup: { latitude: 9.1, longitude: -79.6, address: 'Hotel Lejos' },
  });
  booked.bruno = await insertPurchase(db, {
    ...at('2026-12-14', '08:00'),
    firstName: '=Bruno',
    lastName: 'Díaz',
    participants: [{ tier: 'adults', quantity: 1, unitPriceCents: 5000 }],
    addOns: [],
    pickup: { latitude: 8.96, longitude: -79.54, address: 'Hotel Cerca, "vista" al mar', notes: 'Lobby' },
  });
  booked.pending = await insertPurchase(db, { ...at('2026-12-14', '08:00'), status: 'created' });
  booked.canceled = await insertPurchase(db, {
    ...at('2026-12-14', '08:00'),
    status: 'canceled_by_customer',
  });
  booked.afternoon = await insertPurchase(db, { ...at('2026-12-15', '14:00'), firstName: 'Carla' });
  booked.later = await insertPurchase(db, { ...at('2026-12-16', '08:00'), firstName: 'Dora' });
  booked.recent = await insertPurchase(db, {
    ...at('2026-11-01', '08:00'),
    status: 'completed',
    email: 'reciente@example.com',
  });
  booked.old = await insertPurchase(db, {
    ...at('2026-10-01', '08:00'),
    status: 'completed',
    email: 'antigua@example.com',
  });
  await db.execute(sql`update purchases set checked_in_at = ${new Date('2026-12-14T12:55:00Z')}
    where id = ${booked.ana.id}`);
  // Another company's booking on the same days: never in A's list.
  await insertPurchase(db, { experienceId: f.otherExperienceId, bookingDate: '2026-12-14' });
  const [other] = await queryRows<{ company_id: number }>(
    db,
    sql`select company_id from experiences where id = ${f.otherExperienceId}`,
  );
  expect(other!.company_id).not.toBe(world.companyA);
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

describe('GET operator/departures/{experienceId}/{date}/{hour}/manifest', () => {
  const path = () => `${f.experienceId}/2026-12-14/0800/manifest`;

  it('lists the bookings that travel, pickups in a driver’s order, totals per tier', async () => {
    const answer = await manifest(world.callers.staffA, path());
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      experience: { id: f.experienceId },
      date: '2026-12-14',
      hour: '08:00',
      time_zone: 'America/Panama',
      meeting_point: { lat: 8.95, lng: -79.53 },
      totals: {
        adults: 3,
        children: 1,
        babies: 0,
        seniors: 0,
        total: 4,
        bookings: 2,
        checked_in: 1,
        no_show: 0,
      },
    });
    // The pending checkout and the cancelled booking are not on the manifest; names sort it.
    expect(data.bookings.map((b: { code: string }) => b.code)).toEqual([
      booked.bruno!.code,
      booked.ana!.code,
    ]);
    expect(data.pickups.map((p: { address: string }) => p.address)).toEqual([
      'Hotel Cerca, "vista" al mar',
      'Hotel Lejos',
    ]);
    expect(data.pickups[0]).toMatchObject({
      traveller: '=Bruno Díaz',
      notes: 'Lobby',
      total_participants: 1,
    });
  });

  it('answers an empty manifest for a departure without bookings', async () => {
    const data = (await manifest(world.callers.ownerA, `${f.experienceId}/2026-12-20/0800/manifest`)).json()
      .data;
    expect(data.bookings).toEqual([]);
    expect(data.totals.total).toBe(0);
  });

  it('downloads it as an injection-safe CSV with a translated header and a file name', async () => {
    const answer = await manifest(world.callers.ownerA, `${path()}?format=csv`, 'en');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const slug = (
      await queryRows<{ slug: string }>(
        t.app.db,
        sql`select slug from experience_translations where experience_id = ${f.experienceId}
          order by lang_code = 'en' desc limit 1`,
      )
    )[0]!.slug;
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="manifest-${slug
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-2026-12-14-0800.csv"`,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const lines = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Code,Traveller,Phone,E-mail,Adults,Children,Babies,Seniors,Total,Add-ons,Pickup,Attendance',
    );
    expect(lines[1]).toBe(
      `${booked.bruno!.code},'=Bruno Díaz,,${booked.bruno!.email},1,0,0,0,1,,"Hotel Cerca, ""vista"" al mar — Lobby",Not yet`,
    );
    expect(lines[2]).toContain('Ana Zamora');
    expect(lines[2]).toMatch(/,Checked in$/);
    expect(lines[3]).toBe('Totals,,,,3,1,0,0,4,,,');
    const es = await manifest(world.callers.ownerA, `${path()}?format=csv`, 'es');
    expect(es.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
      /^Código,Viajero,Teléfono,Correo,Adultos/,
    );
  });

  it('is 404 for another company’s experience, 400 for a bad hour, date or format', async () => {
    const asB = await manifest(world.callers.ownerB, path());
    expect(asB.statusCode).toBe(404);
    expect(asB.json().code).toBe('EXPERIENCE_NOT_FOUND');
    const csvAsB = await manifest(world.callers.ownerB, `${path()}?format=csv`);
    expect(csvAsB.statusCode).toBe(404);
    for (const bad of [
      `${f.experienceId}/2026-12-14/2500/manifest`,
      `${f.experienceId}/2026-13-01/0800/manifest`,
      `${path()}?format=xls`,
    ]) {
      const answer = await manifest(world.callers.ownerA, bad, 'en');
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toBe('Check the search: some fields are not valid.');
    }
  });
});
