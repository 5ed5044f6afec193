import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { passedAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { DASHBOARD_NOW, writeDashboardFixture } from '../helpers/dashboard-fixture';
import { openSignedIn } from '../helpers/signed-in-page';

/**
 * /admin's business figures in a real browser (docs/decisions/0078-admin-dashboard): the known history of
 * tests/helpers/dashboard-fixture.ts on a phone in Spanish and a desktop in English; the period switch
 * moves to 7 days, each figure and each day’s bar links to its bookings, the charts are named groups of
 * links, axe finds nothing serious and the phone page does not scroll sideways.
 */
const ctx = useBrowserApp({ seed: true, experiences: 4, web: true, clock: () => DASHBOARD_NOW });
const TEXT = { es, en } as const;
let session: string;

beforeAll(async () => {
  session = `session=${(await passedAdmin(ctx.app)).token}`;
  await writeDashboardFixture(ctx.app.database.db);
}, 300_000);

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

const journeys = [
  { size: 'phone', lang: 'es' },
  { size: 'desktop', lang: 'en' },
] as const;

describe('the admins dashboard figures', () => {
  for (const { size, lang } of journeys) {
    const words = TEXT[lang].admin.metrics;
    it(`shows today and the last days, with links and charts (${size}, ${lang})`, async () => {
      const { context, page, problems } = await openSignedIn(
        ctx.browser,
        ctx.app.baseUrl,
        session,
        '/admin',
        {
          viewport: VIEWPORTS[size],
          locale: lang,
          lang,
        },
      );
      closing.push(() => context.close());
      const figures = page.getByTestId('business-figures');
      await expect
        .poll(() => figures.getByRole('heading', { level: 2 }).first().textContent())
        .toBe(words.title);

      const week = words.periodDays.replace('{{count, number}}', '7');
      await page.getByRole('link', { name: week }).click();
      await page.waitForURL(/\/admin\?days=7$/);
      await expect
        .poll(() => page.getByRole('link', { name: week }).getAttribute('aria-current'))
        .toBe('page');

      const table = page.getByTestId('metrics-table');
      const bookingsToday = table.locator('tr[data-figure="bookings"] td[data-period="today"] a');
      expect(await bookingsToday.textContent()).toBe('2');
      expect(await bookingsToday.getAttribute('href')).toBe(
        '/admin/bookings?paid=1&from=2031-03-15&to=2031-03-15',
      );
      const byOperator = table.locator('tr[data-figure="supplier"] td[data-period="period"] a');
      expect(await byOperator.getAttribute('href')).toBe(
        '/admin/bookings?paid=1&status=canceled_by_supplier&from=2031-03-09&to=2031-03-15',
      );

      // Charts whose bars are links are groups of links (an image cannot hold them), named by their title.
      const daily = page.getByRole('group', { name: words.dailyTitle, exact: true });
      expect(await daily.locator('[data-day]').count()).toBe(7);
      expect(await daily.locator('[data-day="2031-03-15"] a').getAttribute('href')).toBe(
        '/admin/bookings?paid=1&from=2031-03-15&to=2031-03-15',
      );
      await expect
        .poll(() => page.getByRole('group', { name: words.funnelTitle, exact: true }).count())
        .toBe(1);
      expect(await page.getByTestId('metrics-top').getByRole('link').count()).toBe(2);

      await page.getByText(words.showDays).click();
      expect(await page.getByTestId('metrics-days').locator('tbody tr').count()).toBe(7);

      expect(await seriousViolations(page)).toEqual([]);
      if (size === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: `test-results/admin-dashboard-${size}-${lang}.png`, fullPage: true });

      // Each list behind a figure shows its filters in its form and counts what the figure counted.
      const travellersHref = await table
        .locator('tr[data-figure="travellers"] td[data-period="period"] a')
        .getAttribute('href');
      const companiesHref = await table
        .locator('tr[data-figure="operators"] td[data-period="period"] a')
        .getAttribute('href');
      await bookingsToday.click();
      await page.waitForURL(/\/admin\/bookings\?paid=1/);
      await expect.poll(() => page.getByTestId('admin-bookings-count').textContent()).toMatch(/^2 /);
      expect(await page.locator('input[name="paid"]').isChecked()).toBe(true);
      expect(await page.locator('input[name="from"]').inputValue()).toBe('2031-03-15');

      // The admin navigation marks the section; on a phone it is a disclosure naming it, opened by keyboard.
      const nav = page.getByRole('navigation', { name: TEXT[lang].admin.nav.label });
      if (size === 'phone') {
        const summary = nav.locator('summary');
        expect(await summary.textContent()).toContain(TEXT[lang].admin.nav.bookings);
        expect(await nav.getByRole('link').count()).toBe(0);
        await summary.focus();
        await page.keyboard.press('Enter');
      }
      const sections = nav.getByRole('link');
      await expect.poll(() => sections.count()).toBe(11);
      expect(
        await nav.getByRole('link', { name: TEXT[lang].admin.nav.bookings }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await nav.locator('p:visible', { hasText: TEXT[lang].admin.nav.groups.support }).count()).toBe(
        1,
      );
      for (const [href, name, count] of [
        [null, 'bookings', 2],
        [travellersHref, 'travellers', 2],
        [companiesHref, 'companies', 2],
      ] as const) {
        if (href) {
          await page.goto(`${ctx.app.baseUrl}${href}`);
          expect(
            await page
              .getByTestId(`${name === 'travellers' ? 'traveller' : 'company'}-results`)
              .locator('li')
              .count(),
          ).toBe(count);
          expect(await page.locator('input[name="to"]').inputValue()).toBe('2031-03-15');
        }
        expect(await seriousViolations(page)).toEqual([]);
        if (size === 'phone') {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
        await page.screenshot({
          path: `test-results/admin-list-${name}-${size}-${lang}.png`,
          fullPage: true,
        });
      }
      expect(problems).toEqual([]);
    });
  }
});
