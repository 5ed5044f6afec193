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
import { applyCoupon, CARD_TEXT, chooseDateAndHour, useBookingCardApp } from '../helpers/booking-card-page';
import { giveCredit, purchase, purchasePayload } from '../helpers/checkout';
import { gotoHydrated } from '../helpers/hydrated-page';

/**
 * An admin creates a coupon limited to 3 uses (docs/decisions/0075-admin-promotions) on a desktop in English;
 * three travellers book with it (through the API, as the checkout does); the admin sees 3 of 3 uses, on a
 * phone in Spanish too; a fourth traveller types it on the booking card and is told it has run out, and
 * the purchase refuses it.
 */
const { ctx, prepare, open } = useBookingCardApp({ CAPTCHA_PROVIDER: 'off' });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const CODE = 'THREE-TIMES';

describe('an admin limits a coupon to 3 uses', () => {
  it('creates it, three travellers use it and the fourth is refused (desktop en, phone es)', async () => {
    const f = await prepare();
    const admin = await passedAdmin(ctx.app);
    const desktop = await ctx.browser.newPage({
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
      bypassCSP: true,
    });
    await desktop.context().addCookies([{ name: 'session', value: admin.token, url: ctx.app.baseUrl }]);
    await gotoHydrated(desktop, `${ctx.app.baseUrl}/admin/coupons?lang=en`);
    await expect.poll(() => desktop.locator('h1').textContent()).toBe(en.adminCoupons.title);

    await desktop.getByRole('button', { name: en.adminCoupons.new }).click();
    const form = desktop.getByRole('form', { name: en.adminCoupons.new });
    await form.getByLabel(en.adminCoupons.fields.code, { exact: true }).fill(CODE);
    await form.getByLabel(en.adminCoupons.fields.percent, { exact: true }).fill('15');
    await form.getByLabel(en.adminCoupons.fields.maxUses, { exact: true }).fill('3');
    expect(await seriousViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: 'test-results/admin-coupons-en-desktop-form.png', fullPage: true });
    await form.getByRole('button', { name: en.adminCoupons.create }).click();
    const card = desktop
      .getByRole('listitem')
      .filter({ has: desktop.getByRole('heading', { name: CODE, exact: true }) });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.textContent()).toContain('0 of 3 uses');

    // Three travellers book with it, paying with credit as the checkout would.
    for (let i = 0; i < 3; i++) {
      const traveller = await signUp(ctx.app);
      await giveCredit(ctx.app, traveller.id, 20_000);
      const booked = await purchase(
        ctx.app,
        traveller.token,
        purchasePayload(f, { method: 'wallet' }, { coupon_code: CODE, apply_wallet: true }),
      );
      expect(booked.statusCode, booked.body).toBe(201);
    }
    await desktop.reload();
    await expect.poll(() => card.textContent()).toContain('3 of 3 uses');
    expect(await card.textContent()).toContain('3 travellers');
    expect(await seriousViolations(desktop)).toEqual([]);
    expect(await fits(desktop)).toBe(true);
    await desktop.screenshot({ path: 'test-results/admin-coupons-en-desktop.png', fullPage: true });

    // The same list on a phone, in Spanish.
    const phoneAdmin = await ctx.browser.newPage({
      viewport: VIEWPORTS.phone,
      locale: 'es-PA',
      bypassCSP: true,
    });
    await phoneAdmin.context().addCookies([{ name: 'session', value: admin.token, url: ctx.app.baseUrl }]);
    await gotoHydrated(phoneAdmin, `${ctx.app.baseUrl}/admin/coupons?lang=es&q=three`);
    const phoneCard = phoneAdmin
      .getByRole('listitem')
      .filter({ has: phoneAdmin.getByRole('heading', { name: CODE }) });
    await expect.poll(() => phoneCard.textContent()).toContain('3 de 3 usos');
    await phoneCard.getByRole('button', { name: new RegExp(`^${es.adminCoupons.edit}`) }).click();
    const edit = phoneAdmin.getByRole('form', { name: `${es.adminCoupons.edit} ${CODE}` });
    await expect.poll(() => edit.getByText(es.adminCoupons.lockedNote).count()).toBe(1);
    expect(
      await edit.getByLabel(es.adminCoupons.fields.percent, { exact: true }).getAttribute('readonly'),
    ).not.toBeNull();
    expect(await seriousViolations(phoneAdmin)).toEqual([]);
    expect(await fits(phoneAdmin)).toBe(true);
    await phoneAdmin.screenshot({ path: 'test-results/admin-coupons-es-phone.png', fullPage: true });

    // The fourth traveller, on a phone in Spanish, is told on the booking card; the purchase refuses it too.
    const { page, card: bookingCard } = await open('phone', 'es');
    await chooseDateAndHour(bookingCard, '2026-11-24', '08:00');
    await applyCoupon(bookingCard, CODE, CARD_TEXT.es);
    await expect
      .poll(() => bookingCard.getByRole('status').filter({ hasText: CARD_TEXT.es.expired }).count())
      .toBe(1);
    await page.screenshot({ path: 'test-results/admin-coupons-fourth-es-phone.png' });
    const fourth = await signUp(ctx.app);
    await giveCredit(ctx.app, fourth.id, 20_000);
    const refused = await purchase(
      ctx.app,
      fourth.token,
      purchasePayload(f, { method: 'wallet' }, { coupon_code: CODE, apply_wallet: true }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'COUPON_EXPIRED', message: es.resumeCard.couponExpired });
    const [row] = await queryRows<{ uses: number }>(
      ctx.app.app.db,
      sql`select uses_count as uses from coupons where code = ${CODE}`,
    );
    expect(row!.uses).toBe(3);
    await Promise.all([desktop.close(), phoneAdmin.close(), page.context().close()]);
  });
});
