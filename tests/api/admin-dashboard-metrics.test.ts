import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import { call } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { DASHBOARD_NOW, type DashboardFixture, writeDashboardFixture } from '../helpers/dashboard-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The dashboard's business figures (docs/decisions/0078-admin-dashboard), computed on a known history
 * (tests/helpers/dashboard-fixture.ts) on the marketplace's clock: today is 15 March 2031 in Panama.
 */
let t: TestApp;
let admin: string;
let fixture: DashboardFixture;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 4, clock: () => DASHBOARD_NOW });
  admin = (await passedAdmin(t)).token;
  fixture = await writeDashboardFixture(t.app.db);
}, 300_000);
afterAll(() => t?.close());

const metrics = async (query = '', lang: 'es' | 'en' = 'es') => {
  const res = await call(t, `admin/dashboard/metrics${query}`, { token: admin, lang });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toMatch(/no-store/);
  return res.json().data;
};

const none = { count: 0, rate: 0 };
const sixth = { count: 1, rate: 0.1667 };

describe('GET /api/v1/admin/dashboard/metrics', () => {
  it('answers 404 to anyone but an admin past the second factor, whatever the query', async () => {
    for (const token of [undefined, (await makeAdmin(t)).token]) {
      for (const query of ['', '?days=5']) {
        const res = await call(t, `admin/dashboard/metrics${query}`, { token });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('counts today on Panama’s clock: bookings, money, cancellations, refunds, sign-ups, conversion', async () => {
    const data = await metrics('?days=7');
    expect(data.currency).toBe('USD');
    expect(data.time_zone).toBe('America/Panama');
    expect(data.today).toEqual({
      from: '2031-03-15',
      to: '2031-03-15',
      bookings: 2,
      gross_booking_value: 420,
      service_fees: 6,
      commission: 82.8,
      refunds: { count: 1, amount: 100 },
      cancellations: { customer: { count: 1, rate: 0.5 }, supplier: none, administration: none },
      new_travellers: 1,
      new_operators: 1,
      conversion: { booking_card: 3, payment_page: 1, paid: 2, rate: 0.6667 },
      top_experiences: [
        { id: fixture.experienceB, name: expect.any(String), bookings: 1, gross_booking_value: 251 },
        { id: fixture.experienceA, name: expect.any(String), bookings: 1, gross_booking_value: 169 },
      ],
    });
  });

  it('sums the last days from the first one’s midnight, and draws each day', async () => {
    const data = await metrics('?days=7');
    expect(data.period).toEqual({
      days: 7,
      from: '2031-03-09',
      to: '2031-03-15',
      bookings: 6,
      gross_booking_value: 1096,
      service_fees: 18,
      commission: 215.6,
      refunds: { count: 2, amount: 269 },
      cancellations: { customer: sixth, supplier: sixth, administration: sixth },
      new_travellers: 2,
      new_operators: 2,
      conversion: { booking_card: 8, payment_page: 2, paid: 6, rate: 0.75 },
      top_experiences: [
        { id: fixture.experienceA, name: expect.any(String), bookings: 4, gross_booking_value: 676 },
        { id: fixture.experienceB, name: expect.any(String), bookings: 2, gross_booking_value: 420 },
      ],
    });
    expect(data.daily).toEqual([
      { date: '2031-03-09', bookings: 1, gross_booking_value: 169 },
      { date: '2031-03-10', bookings: 1, gross_booking_value: 169 },
      { date: '2031-03-11', bookings: 0, gross_booking_value: 0 },
      { date: '2031-03-12', bookings: 1, gross_booking_value: 169 },
      { date: '2031-03-13', bookings: 0, gross_booking_value: 0 },
      { date: '2031-03-14', bookings: 1, gross_booking_value: 169 },
      { date: '2031-03-15', bookings: 2, gross_booking_value: 420 },
    ]);
  });

  it('takes 30 days by default, and names the experiences in the request’s language', async () => {
    const data = await metrics('', 'en');
    expect(data.period).toMatchObject({
      days: 30,
      from: '2031-02-14',
      bookings: 7,
      refunds: { count: 3, amount: 289 },
      new_travellers: 3,
      new_operators: 2,
      conversion: { booking_card: 9, payment_page: 2, paid: 7, rate: 0.7778 },
    });
    expect(data.daily).toHaveLength(30);
    const spanish = (await metrics('')).period.top_experiences[0].name as string;
    const english = data.period.top_experiences[0].name as string;
    expect(english).not.toBe(spanish);
    expect(english.length).toBeGreaterThan(0);
  });

  it('refuses a period it does not offer with a translated 400', async () => {
    const res = await call(t, 'admin/dashboard/metrics?days=5', { token: admin, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(en.admin.metrics.errors.days);
  });
});
