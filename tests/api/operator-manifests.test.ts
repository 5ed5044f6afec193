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
 * A departure's manifest as JSON and CSV (docs/product.md § Bookings and manifests,
 * docs/decisions/0067-bookings-and-manifests.md), on the bookings of tests/helpers/operator-bookings-world.ts.
 */
let t: TestApp;
let world: OperatorWorld;
let f: BookingFixture;
let booked: Record<BookedName, InsertedPurchase>;

const manifest = (token: string | undefined, path: string, lang: 'es' | 'en' = 'es') =>
  call(t, `operator/departures/${path}`, { token, lang });

beforeAll(async () => {
  ({ t, world, f, booked } = await operatorBookingsWorld());
}, 300_000);
afterAll(() => t?.close());

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
      'Code,Traveller,Phone,E-mail,Adults,Children,Babies,Seniors,Total,Add-ons,Pickup,Pickup map,Attendance',
    );
    // The pickup in words first, then its point as a map link (decision 0081).
    expect(lines[1]).toMatch(
      new RegExp(
        `^${booked.bruno!.code},'=Bruno Díaz,,${booked.bruno!.email.replace(/[.+]/g, '\\$&')},1,0,0,0,1,,"Hotel Cerca, ""vista"" al mar — Lobby",https://www\\.openstreetmap\\.org/\\?mlat=[-\\d.]+&mlon=[-\\d.]+[^,]*,Not yet$`,
      ),
    );
    expect(lines[2]).toContain('Ana Zamora');
    expect(lines[2]).toMatch(/,Checked in$/);
    expect(lines[3]).toBe('Totals,,,,3,1,0,0,4,,,,');
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
