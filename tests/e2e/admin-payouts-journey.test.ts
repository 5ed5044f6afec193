import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { postOperatorEarning } from '../../domain/earnings/earnings-ledger.server';
import { bankAccountContext } from '../../domain/operators/company-settings.server';
import { call } from '../helpers/accounts';
import { signInAs } from '../helpers/admin-browser';
import { nextStepCode, passedAdmin } from '../helpers/admins';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { gotoHydrated } from '../helpers/hydrated-page';
import { insertPurchase } from '../helpers/purchase-factory';

/**
 * The payouts in the browser (docs/decisions/0077-payouts): on a phone in Spanish an admin approves a payout
 * above 2,000 USD with a fresh authenticator code; on a desktop in English another admin marks it paid
 * with the bank's reference, and it leaves the company's balance.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function companyWithPayout() {
  const db = ctx.app.app.db;
  const [company] = await queryRows<{ id: number; company_name: string }>(
    db,
    sql`select c.id, c.company_name from companies c join company_members m on m.company_id = c.id
      join users u on u.id = m.user_id where u.email = ${DEMO_OWNER_EMAILS[0]}`,
  );
  const { id } = company!;
  await db.execute(sql`update companies set bank_name = 'Banco General', bank_account_holder = 'Tours SA',
    bank_account_number_sealed = ${ctx.app.app.sealer.seal('0400012345678', bankAccountContext(id))},
    bank_account_last4 = '5678' where id = ${id}`);
  const [experience] = await queryRows<{ id: number }>(
    db,
    sql`select id from experiences where company_id = ${id} order by id limit 1`,
  );
  // 2 × 1,500 USD, 20 % commission: 2,400 USD payable, above the threshold.
  const booking = await insertPurchase(db, {
    experienceId: experience!.id,
    participants: [{ tier: 'adults', quantity: 2, unitPriceCents: 150_000 }],
    addOns: [],
  });
  const at = new Date(ctx.app.app.clock().getTime() - 60_000);
  await db.transaction((tx) => postOperatorEarning(tx, booking.id, at));
  return company!;
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

describe('an admin pays an operator', () => {
  it('approves with a fresh code on a phone (es) and marks it paid on a desktop (en)', async () => {
    const company = await companyWithPayout();
    const month = ctx.app.app.clock().toISOString().slice(0, 7);
    const first = await passedAdmin(ctx.app);
    const proposed = await call(ctx.app, 'admin/payouts/propose', { token: first.token, payload: { month } });
    expect(proposed.json().data.proposed).toBe(1);
    const heading = `${company.company_name} · ${month}`;

    const phone = await ctx.browser.newPage({ viewport: VIEWPORTS.phone, locale: 'es-PA', bypassCSP: true });
    await phone.context().addCookies([{ name: 'session', value: first.token, url: ctx.app.baseUrl }]);
    await gotoHydrated(phone, `${ctx.app.baseUrl}/admin/payouts?lang=es`);
    const proposal = card(phone, heading);
    await expect.poll(() => proposal.count()).toBe(1);
    expect(await proposal.getByText(es.admin.payouts.states.proposed, { exact: true }).count()).toBe(1);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await fits(phone)).toBe(true);
    await phone.screenshot({ path: 'test-results/admin-payouts-es-phone.png', fullPage: true });

    await proposal.getByRole('button', { name: es.admin.payouts.actions.approve }).click();
    await proposal.getByLabel(es.admin.payouts.reason).fill('Revisado con el extracto');
    const confirm = proposal.getByRole('button', { name: new RegExp(es.admin.payouts.confirm) });
    expect(await confirm.isDisabled()).toBe(true);
    await proposal.getByLabel(es.admin.payouts.code).fill(nextStepCode(first.secret, ctx.app.app.clock()));
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await fits(phone)).toBe(true);
    await phone.screenshot({ path: 'test-results/admin-payouts-es-phone-approve.png', fullPage: true });
    await confirm.click();
    await expect
      .poll(() => proposal.getByText(es.admin.payouts.states.approved, { exact: true }).count())
      .toBe(1);
    // The owner, on the phone, sees it scheduled on the earnings page.
    await phone.context().clearCookies();
    await signInAs(phone, ctx.app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD);
    await gotoHydrated(phone, `${ctx.app.baseUrl}/operator/earnings?lang=es`);
    const scheduled = phone.getByTestId('scheduled-payouts');
    await expect.poll(() => scheduled.getByText(/2[.,]400/).count()).toBe(1);
    expect(await scheduled.getByRole('heading', { name: es.operator.earnings.scheduled }).count()).toBe(1);
    await phone.screenshot({ path: 'test-results/admin-payouts-es-phone-owner.png', fullPage: true });
    await phone.close();

    const desktop = await ctx.browser.newPage({
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
      bypassCSP: true,
    });
    const second = await passedAdmin(ctx.app);
    await desktop.context().addCookies([{ name: 'session', value: second.token, url: ctx.app.baseUrl }]);
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/payouts?lang=en&status=approved`);
    const approved = card(desktop, heading);
    await expect.poll(() => approved.count()).toBe(1);
    await approved.getByRole('button', { name: en.admin.payouts.actions.pay }).click();
    await approved.getByLabel(en.admin.payouts.reason).fill('Sent in the bulk transfer');
    await approved.getByLabel(en.admin.payouts.reference).fill('BG-2026-7781');
    expect(await seriousViolations(desktop)).toEqual([]);
    expect(await fits(desktop)).toBe(true);
    await desktop.screenshot({ path: 'test-results/admin-payouts-en-desktop.png', fullPage: true });
    await approved.getByRole('button', { name: new RegExp(en.admin.payouts.confirm) }).click();
    await expect.poll(() => desktop.getByText(en.admin.payouts.empty).count()).toBe(1);
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/payouts?lang=en&status=paid`);
    const paid = card(desktop, heading);
    await expect.poll(() => paid.getByText(/BG-2026-7781/).count()).toBe(1);
    await desktop.screenshot({ path: 'test-results/admin-payouts-en-desktop-paid.png', fullPage: true });
    const [payout] = await queryRows<{ reference: string }>(
      ctx.app.app.db,
      sql`select reference from payouts where company_id = ${company.id}`,
    );
    expect(payout).toEqual({ reference: 'BG-2026-7781' });
    // The same page in the other language of each size.
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/payouts?lang=es`);
    await expect.poll(() => desktop.locator('h1').textContent()).toBe(es.admin.payouts.title);
    expect(await seriousViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: 'test-results/admin-payouts-es-desktop.png', fullPage: true });
    await desktop.setViewportSize(VIEWPORTS.phone);
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/payouts?lang=en`);
    await expect.poll(() => desktop.locator('h1').textContent()).toBe(en.admin.payouts.title);
    expect(await fits(desktop)).toBe(true);
    await desktop.screenshot({ path: 'test-results/admin-payouts-en-phone.png', fullPage: true });
    await desktop.close();
  });
});
