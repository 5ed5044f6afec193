import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { signUp } from '../helpers/accounts';
import { makeAdmin, passedAdmin } from '../helpers/admins';
import { DASHBOARD_NOW, type DashboardFixture, writeDashboardFixture } from '../helpers/dashboard-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /admin's business figures on the server (docs/decisions/0078-admin-dashboard): the known history of
 * tests/helpers/dashboard-fixture.ts shown in both languages, each figure a link to the list behind it,
 * the charts drawn as SVG with their title and description; nothing of it for anyone but an admin.
 */
let t: TestApp;
let admin: string;
let fixture: DashboardFixture;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 4, web: true, clock: () => DASHBOARD_NOW });
  admin = (await passedAdmin(t)).token;
  fixture = await writeDashboardFixture(t.app.db);
}, 300_000);
afterAll(() => t?.close());

const page = async (token: string | undefined, lang: 'es' | 'en', query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin${query}`,
    headers: {
      accept: 'text/html',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return res;
};

/** The text of the cell of a figure's row and period, and where its link goes. */
function cell(html: string, figure: string, period: 'today' | 'period') {
  const row = new RegExp(`<tr[^>]*data-figure="${figure}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
  const td = new RegExp(`<td[^>]*data-period="${period}"[^>]*>([\\s\\S]*?)</td>`).exec(row)?.[1] ?? '';
  const href = /href="([^"]*)"/.exec(td)?.[1]?.replace(/&amp;/g, '&');
  return { text: td.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''), href };
}

describe('/admin business figures', () => {
  it('shows today and the last 7 days in Spanish, each figure a link to its list', async () => {
    const res = await page(admin, 'es', '?days=7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const html = res.payload;
    expect(html).toContain(es.admin.metrics.title);
    expect(cell(html, 'bookings', 'today')).toEqual({
      text: '2',
      href: '/admin/bookings?paid=1&from=2031-03-15&to=2031-03-15',
    });
    expect(cell(html, 'gross', 'period')).toEqual({
      text: '$1,096',
      href: '/admin/bookings?paid=1&from=2031-03-09&to=2031-03-15',
    });
    expect(cell(html, 'commission', 'period').text).toBe('$215.60');
    expect(cell(html, 'customer', 'today')).toEqual({
      text: '1 (50 %)',
      href: '/admin/bookings?paid=1&status=canceled_by_customer&from=2031-03-15&to=2031-03-15',
    });
    expect(cell(html, 'supplier', 'period').text).toBe('1 (16,7 %)');
    expect(cell(html, 'conversion', 'period').text).toBe('75 % (6 de 8 visitas)');
    expect(cell(html, 'travellers', 'period').href).toBe(
      '/admin/travellers?kind=traveller&from=2031-03-09&to=2031-03-15',
    );
    expect(html).toContain(
      `href="/admin/bookings?paid=1&amp;from=2031-03-09&amp;to=2031-03-15&amp;experience_id=${fixture.experienceA}"`,
    );
    // Charts: a group of linked bars each, with its title and description; a bar per day, linked to that day.
    for (const chart of ['metrics-daily-chart', 'metrics-value-chart', 'metrics-funnel-chart'])
      expect(html).toMatch(new RegExp(`<svg[^>]*role="group"[^>]*data-testid="${chart}"`));
    expect(html.match(/data-day="/g)).toHaveLength(14);
    expect(html).toContain('<desc id="metrics-daily-desc">6 reservas en los últimos 7 días');
    expect(html).toContain('aria-current="page" class="inline-flex');
  });

  it('writes the same figures in English, 30 days by default', async () => {
    const html = (await page(admin, 'en')).payload;
    expect(html).toContain(en.admin.metrics.title);
    expect(cell(html, 'supplier', 'period').text).toBe('1 (14.3%)');
    expect(cell(html, 'conversion', 'today').text).toBe('66.7% (2 of 3 visits)');
    expect(cell(html, 'refunds', 'period').text).toBe('$289 (3 bookings)');
    expect(html.match(/data-day="/g)).toHaveLength(60);
  });

  it('shows nothing of it to anyone but an admin past the second factor', async () => {
    for (const token of [undefined, (await makeAdmin(t)).token, (await signUp(t)).token]) {
      const html = (await page(token, 'es')).payload;
      expect(html).not.toContain(es.admin.metrics.title);
      expect(html).not.toContain('data-figure=');
    }
  });
});
