import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingsHref,
  companiesHref,
  travellersHref,
} from '../../app/components/admin/dashboard/metrics-links';
import en from '../../common/i18n/en.json';
import { call } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { DASHBOARD_NOW, type DashboardFixture, writeDashboardFixture } from '../helpers/dashboard-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Each dashboard figure links to the list behind it (docs/decisions/0078-admin-dashboard): for the known
 * history of tests/helpers/dashboard-fixture.ts (drafts, failed payments, admins, guest and staff accounts
 * among the rows), the list the dashboard's own link builder points to counts what the figure counted.
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

/** The API list behind a page of the back office: same query, the page's endpoint. */
const API_OF_PAGE: Record<string, string> = {
  '/admin/bookings': 'admin/purchases',
  '/admin/travellers': 'admin/users',
  '/admin/companies': 'admin/companies',
};

async function listTotal(href: string): Promise<number> {
  const url = new URL(href, 'http://rumbo.test');
  const endpoint = API_OF_PAGE[url.pathname];
  expect(endpoint, href).toBeDefined();
  const res = await call(t, `${endpoint}?${url.searchParams.toString()}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pagination.total_records;
}

async function figures(days: number) {
  const res = await call(t, `admin/dashboard/metrics?days=${days}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the lists behind the dashboard’s figures', () => {
  it('count what the figures count, today and over 7 and 30 days', async () => {
    for (const days of [7, 30]) {
      const data = await figures(days);
      for (const f of [data.today, data.period]) {
        const range = { from: f.from, to: f.to };
        expect(await listTotal(bookingsHref(range))).toBe(f.bookings);
        expect(await listTotal(bookingsHref({ ...range, status: 'canceled_by_customer' }))).toBe(
          f.cancellations.customer.count,
        );
        expect(await listTotal(bookingsHref({ ...range, status: 'canceled_by_supplier' }))).toBe(
          f.cancellations.supplier.count,
        );
        expect(await listTotal(travellersHref(f.from, f.to))).toBe(f.new_travellers);
        expect(await listTotal(companiesHref(f.from, f.to))).toBe(f.new_operators);
        for (const top of f.top_experiences) {
          expect(await listTotal(bookingsHref({ ...range, experience_id: top.id }))).toBe(top.bookings);
        }
      }
      for (const day of data.daily) {
        expect(await listTotal(bookingsHref({ from: day.date, to: day.date }))).toBe(day.bookings);
      }
    }
  });

  it('knows the figures are not trivial: drafts, failed payments, staff, admins and guests are left out', async () => {
    const today = (await figures(7)).today;
    expect(today.bookings).toBe(2);
    // Without paid=1 the list keeps the draft of today (a failed payment is never a booking).
    expect(await listTotal('/admin/bookings?from=2031-03-15&to=2031-03-15')).toBe(3);
    // Today's accounts: a traveller, operator staff, an admin, a guest, and this test's admin.
    expect(today.new_travellers).toBe(1);
    expect(await listTotal('/admin/travellers?from=2031-03-15&to=2031-03-15')).toBe(5);
    expect(await listTotal('/admin/travellers?kind=staff&from=2031-03-15&to=2031-03-15')).toBe(1);
    expect(await listTotal('/admin/travellers?kind=admin&from=2031-03-15&to=2031-03-15')).toBe(2);
    expect(await listTotal('/admin/travellers?kind=guest&from=2031-03-15&to=2031-03-15')).toBe(1);
    expect(await listTotal(`/admin/bookings?status=created&from=2031-03-15&to=2031-03-15`)).toBe(1);
    expect(await listTotal(`/admin/companies?from=2031-03-15`)).toBe(1);
    expect(fixture.companyToday).toBeGreaterThan(0);
  });

  it('refuses bad days, statuses and kinds with a translated 400', async () => {
    const cases: [string, string][] = [
      ['admin/purchases?from=2031-02-30', en.admin.errors.dayInvalid],
      ['admin/purchases?from=2031-03-15&to=2031-03-14', en.admin.errors.dayRangeInvalid],
      ['admin/purchases?status=lost', en.admin.bookings.errors.status],
      ['admin/purchases?paid=yes', en.admin.bookings.errors.paid],
      ['admin/users?to=15/03/2031', en.admin.errors.dayInvalid],
      ['admin/users?from=2031-03-15&to=2031-03-01', en.admin.errors.dayRangeInvalid],
      ['admin/users?kind=robot', en.admin.travellers.errors.kindInvalid],
      ['admin/companies?from=yesterday', en.admin.errors.dayInvalid],
      ['admin/companies?from=2031-03-15&to=2031-03-01', en.admin.errors.dayRangeInvalid],
    ];
    for (const [path, message] of cases) {
      const res = await call(t, path, { token: admin, lang: 'en' });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe('VALIDATION_ERROR');
      // The message, or the field's issue of a form the server names in its message.
      expect(JSON.stringify(res.json()), path).toContain(message);
    }
  });
});
