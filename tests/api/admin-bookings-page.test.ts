import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { signUp } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /admin/bookings and /admin/bookings/{id} on the server (docs/product.md § Support for bookings): a
 * seeded booking is found by its code and its story shown only to an admin past the second factor,
 * privately; a visitor is asked to sign in, an admin without the factor gets its step, anyone else and an
 * unknown booking the 404 page; a bad day in the search is said in the page's language.
 */
let t: TestApp;
let booking: { id: number; code: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  const [row] = await queryRows<{ id: number; code: string }>(
    t.app.db,
    sql`select id, code from purchases where status = 'confirmed' and ended_reason is null order by id limit 1`,
  );
  booking = row!;
}, 300_000);
afterAll(() => t?.close());

const page = (url: string, token?: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe('/admin/bookings', () => {
  it('finds a booking by code and shows its story to an admin past the second factor only, privately', async () => {
    const admin = await passedAdmin(t);
    const found = await page(`/admin/bookings?q=${booking.code.toLowerCase()}`, admin.token);
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toMatch(/no-store/);
    expect(found.payload).toContain(es.admin.bookings.title);
    expect(found.payload).toContain(`/admin/bookings/${booking.id}`);
    const story = await page(`/admin/bookings/${booking.id}`, admin.token, 'en');
    expect(story.statusCode).toBe(200);
    expect(story.payload).toContain(en.admin.bookings.story.title.replace('{{code}}', booking.code));
    expect(story.payload).toContain(en.admin.bookings.story.timeline);
    const bad = await page('/admin/bookings?date=2026-02-31', admin.token, 'en');
    expect(bad.payload).toContain(en.admin.bookings.errors.date);
    expect((await page('/admin/bookings/2147483647', admin.token)).statusCode).toBe(404);
    expect((await page('/admin/bookings/x', admin.token)).statusCode).toBe(404);

    const anonymous = await page(`/admin/bookings/${booking.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.payload).toContain(es.admin.signInToSee);
    expect(anonymous.payload).not.toContain(booking.code);
    const unverified = await page(`/admin/bookings/${booking.id}`, (await makeAdmin(t)).token);
    expect(unverified.payload).toContain(es.admin.secondFactor.setupTitle);
    expect(unverified.payload).not.toContain(booking.code);
    const traveller = await page(`/admin/bookings/${booking.id}`, (await signUp(t)).token);
    expect(traveller.statusCode).toBe(404);
    expect(traveller.payload).not.toContain(booking.code);
  });
});
