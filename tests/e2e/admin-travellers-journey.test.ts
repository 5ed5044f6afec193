import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { signUp } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * The back office's travellers and operators in the browser (docs/product.md § Travellers and operators):
 * on a phone in Spanish an admin finds a traveller and grants goodwill credit with a reason; on a desktop
 * in English an admin suspends a company with a reason. Both pages axe clean, without sideways scroll.
 */
const ctx = useBrowserApp({ seed: true, experiences: 6, web: true });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function adminPage(viewport: { width: number; height: number }, locale: string) {
  const page = await ctx.browser.newPage({ viewport, locale, bypassCSP: true });
  const admin = await passedAdmin(ctx.app);
  await page.context().addCookies([{ name: 'session', value: admin.token, url: ctx.app.baseUrl }]);
  return page;
}

describe('support in the back office', () => {
  it('finds a traveller and grants goodwill credit (phone, es)', async () => {
    const traveller = await signUp(ctx.app, { first_name: 'Eulalia', last_name: 'Soporte' });
    const phone = await adminPage(VIEWPORTS.phone, 'es-PA');
    await gotoHydrated(phone, `${ctx.app.baseUrl}/admin/travellers?lang=es`);
    await phone.getByLabel(es.admin.travellers.searchLabel).fill('eulalia soporte');
    await phone.locator('main').getByRole('button', { name: es.admin.travellers.search }).click();
    const result = phone.getByRole('link', { name: 'Eulalia Soporte' });
    await expect.poll(() => result.count()).toBe(1);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await fits(phone)).toBe(true);
    await phone.screenshot({ path: 'test-results/admin-travellers-es-phone.png', fullPage: true });
    await result.click();
    await expect.poll(() => phone.locator('h1').textContent()).toBe('Eulalia Soporte');

    const credit = phone.getByRole('form', { name: es.admin.travellers.creditTitle });
    await credit.getByLabel(es.admin.travellers.amountLabel).fill('12.50');
    const apply = credit.getByRole('button', { name: es.admin.travellers.creditSubmit });
    expect(await apply.isDisabled()).toBe(true);
    await credit.getByLabel(es.admin.reason.label).fill('El traslado llegó tarde');
    await apply.click();
    await expect
      .poll(() => phone.getByText(es.walletHistory.kinds.goodwill_credit).count())
      .toBeGreaterThan(0);
    await expect.poll(() => phone.getByText('El traslado llegó tarde').count()).toBe(1);
    const [balance] = await queryRows<{ cents: number }>(
      ctx.app.app.db,
      sql`select coalesce(sum(le.amount_cents), 0)::int as cents from ledger_entries le
          join ledger_accounts la on la.id = le.account_id where la.kind = 'user_wallet' and la.user_id = ${traveller.id}`,
    );
    expect(balance?.cents).toBe(1250);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await fits(phone)).toBe(true);
    await phone.screenshot({ path: 'test-results/admin-traveller-es-phone.png', fullPage: true });
    await gotoHydrated(phone, `${ctx.app.baseUrl}/admin/companies?lang=es`);
    expect(await fits(phone)).toBe(true);
    await phone.screenshot({ path: 'test-results/admin-companies-es-phone.png', fullPage: true });
    // The other language on the same phone, to look at.
    await gotoHydrated(phone, `${ctx.app.baseUrl}/admin/travellers/${traveller.id}?lang=en`);
    expect(await fits(phone)).toBe(true);
    await phone.screenshot({ path: 'test-results/admin-traveller-en-phone.png', fullPage: true });
    await phone.close();
  });

  it('suspends a company with a reason (desktop, en)', async () => {
    const desktop = await adminPage(VIEWPORTS.desktop, 'en-US');
    const [company] = await queryRows<{ id: number; name: string }>(
      ctx.app.app.db,
      sql`select c.id, c.company_name as name from companies c
          where exists (select 1 from experiences e where e.company_id = c.id and e.status = 'published')
          order by c.id limit 1`,
    );
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/companies?lang=en`);
    await desktop.getByRole('link', { name: company!.name, exact: true }).click();
    await expect.poll(() => desktop.locator('h1').textContent()).toBe(company!.name);
    expect(await seriousViolations(desktop)).toEqual([]);
    expect(await fits(desktop)).toBe(true);

    const suspend = desktop.getByRole('form', { name: en.admin.companies.suspendTitle });
    await suspend.getByLabel(en.admin.reason.label).fill('Tourism licence expired');
    await suspend.getByRole('button', { name: en.admin.companies.suspend }).click();
    await expect
      .poll(() => desktop.getByRole('form', { name: en.admin.companies.reinstateTitle }).count())
      .toBe(1);
    await expect.poll(() => desktop.getByText('Tourism licence expired').count()).toBe(1);
    const [row] = await queryRows<{ status: string }>(
      ctx.app.app.db,
      sql`select status from companies where id = ${company!.id}`,
    );
    expect(row?.status).toBe('suspended');
    expect(await seriousViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: 'test-results/admin-company-en-desktop.png', fullPage: true });
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/travellers?lang=en`);
    await desktop.screenshot({ path: 'test-results/admin-travellers-en-desktop.png', fullPage: true });
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/companies/${company!.id}?lang=es`);
    expect(await fits(desktop)).toBe(true);
    await desktop.screenshot({ path: 'test-results/admin-company-es-desktop.png', fullPage: true });
    await desktop.close();
  });
});
