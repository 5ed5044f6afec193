import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { DEMO_TRAVELLER } from '../../db/seed/plan-demo-agenda';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import type { PurchaseJson } from '../../domain/purchases/purchase-json';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { call, mailbox, sessionCookie, signInSolving } from '../helpers/accounts';
import { insertPurchase } from '../helpers/purchase-factory';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { watchTheConsole } from '../helpers/console-problems';
import { gotoHydrated } from '../helpers/hydrated-page';
import { TEST_NOW } from '../helpers/test-app';

/**
 * The demo traveller's agenda (issue 17) in a real browser against the real server and its demo seed:
 * both sections with their status labels and totals, the voucher full-screen, why a booking cannot be
 * cancelled, and (once the cancel API is there) a cancellation inside the window with its refund in the
 * wallet and the e-mail. Phone in Spanish, desktop in English; screenshots with SCREENSHOTS=1.
 */
const ctx = useBrowserApp({ seed: true, web: true, demoTraveller: true });

type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const TEXT = { es, en } as const;
const LOCALE = { es: 'es-PA', en: 'en-US' } as const;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A signed-in page as the demo traveller, on a clock of its own zone (a different one shows "your time"). */
async function openAgenda(browser: Browser, size: Size, lang: Lang, timezoneId: string, path = '/agenda') {
  const signedIn = await signInSolving(ctx.app, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
  const { token, user } = signedIn.json() as { token: string; user: { id: number } };
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    locale: LOCALE[lang],
    timezoneId,
    bypassCSP: true,
  });
  contexts.push(context);
  await context.clock.setFixedTime(TEST_NOW);
  const [name, value] = sessionCookie(signedIn).split(';')[0]!.split('=');
  await context.addCookies([
    { name: name!, value: value!, domain: new URL(ctx.app.baseUrl).hostname, path: '/' },
  ]);
  const page = await context.newPage();
  const problems = watchTheConsole(page);
  await gotoHydrated(page, `${ctx.app.baseUrl}${path}`);
  return { page, problems, token, userId: user.id };
}

async function apiList(token: string, userId: number, section: string, lang: Lang) {
  const response = await call(ctx.app, `purchases-by-customer/${userId}?section=${section}`, { token, lang });
  return (response.json() as { data: PurchaseJson[] }).data;
}

const card = (page: Page, code: string) => page.locator(`[data-testid="purchase-card"][data-code="${code}"]`);

/** For people (SCREENSHOTS=1): test-results/agenda-<name>.png; the whole page, or the screen (a dialog). */
async function screenshot(page: Page, name: string, fullPage = true) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/agenda-${name}.png`, fullPage });
}

/** Every card shows its status label and the displayed total the API computed (spec § 3). */
async function expectCards(page: Page, purchases: PurchaseJson[], lang: Lang) {
  const status = TEXT[lang].agendaPage.status as Record<string, string>;
  expect(await page.getByTestId('purchase-card').count()).toBe(purchases.length);
  for (const purchase of purchases) {
    const item = card(page, purchase.code);
    expect(await item.getByTestId('purchase-status').textContent()).toBe(status[purchase.status]);
    expect(await item.getByTestId('purchase-total').textContent()).toBe(
      formatUsd(usdToCents(purchase.displayed_total), lang),
    );
    if (purchase.refunded > 0) expect(await item.getByTestId('purchase-refunded').count()).toBe(1);
  }
}

describe('the agenda', () => {
  const journeys: { size: Size; lang: Lang; zone: string }[] = [
    { size: 'phone', lang: 'es', zone: 'America/Panama' },
    { size: 'desktop', lang: 'en', zone: 'Europe/Madrid' },
  ];
  for (const { size, lang, zone } of journeys) {
    const words = TEXT[lang].agendaPage;
    it(`lists both sections with status labels and totals (${size}, ${lang})`, async () => {
      const { page, problems, token, userId } = await openAgenda(ctx.browser, size, lang, zone);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.title);
      const upcoming = await apiList(token, userId, 'upcoming-purchases', lang);
      expect(upcoming.length).toBe(4);
      await expectCards(page, upcoming, lang);
      // A booking without a pickup says where the operator meets it: the place, its address and how to
      // find the guide (docs/product.md § Meeting point), in the page's language.
      const met = upcoming.filter((purchase) => purchase.meeting_point && !purchase.pickup);
      expect(met.length).toBeGreaterThan(0);
      for (const purchase of met) {
        const { reference, address, instructions } = purchase.meeting_point!;
        expect(address).not.toBe('');
        const text = await card(page, purchase.code).textContent();
        expect(text).toContain(`${reference}, ${address}`);
        expect(text).toContain(instructions);
      }
      // The experience's clock is named; Madrid's clock differs from every catalogue country's.
      const when = await card(page, 'AGND0001').getByTestId('purchase-when').textContent();
      expect(when).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
      const local = card(page, 'AGND0001').getByTestId('purchase-local-time');
      if (lang === 'en') await expect.poll(() => local.count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `upcoming-${size}-${lang}`);

      await page.getByRole('link', { name: words.sections['past-purchases'] }).click();
      await page.waitForURL(/\/agenda\/past-purchases$/);
      const past = await apiList(token, userId, 'past-purchases', lang);
      await expect.poll(() => page.getByTestId('purchase-card').count()).toBe(past.length);
      await expectCards(page, past, lang);
      expect(past.map((p) => p.status).sort()).toEqual(
        ['canceled_by_customer', 'canceled_by_supplier', 'completed', 'completed', 'in_progress'].sort(),
      );
      const review = card(page, 'AGND0006').getByRole('link', { name: words.purchaseButtons.leaveReview });
      expect(await review.getAttribute('href')).toMatch(/^\/review-experience\/\d+$/);
      expect(
        await card(page, 'AGND0007').getByRole('link', { name: words.purchaseButtons.leaveReview }).count(),
      ).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `past-${size}-${lang}`);
      // A completed booking leads to its review form (the reviews' own journey goes on from there).
      await review.click();
      await page.waitForURL(/\/review-experience\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(problems).toEqual([]);
    });

    it(`opens the voucher full-screen and explains why a booking cannot be cancelled (${size}, ${lang})`, async () => {
      const { page, problems } = await openAgenda(ctx.browser, size, lang, zone);
      const buttons = words.purchaseButtons;
      const opener = card(page, 'AGND0001').getByRole('button', { name: buttons.voucher });
      await opener.click();
      const voucher = page.getByRole('dialog', {
        name: buttons.voucherTitle.replace('{{code}}', 'AGND0001'),
      });
      await expect.poll(() => voucher.isVisible()).toBe(true);
      const box = await voucher.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: VIEWPORTS[size].width });
      const qr = voucher.getByTestId('voucher-qr');
      await expect
        .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await voucher.getByRole('link', { name: buttons.voucherPage }).getAttribute('href')).toMatch(
        /^\/voucher\/AGND0001\?t=/,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `voucher-${size}-${lang}`, false);
      await page.keyboard.press('Escape');
      await expect.poll(() => voucher.isVisible()).toBe(false);
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

      // The meeting point on the product's own map, and the operator one tap away.
      await card(page, 'AGND0001').getByRole('button', { name: buttons.map }).click();
      const map = page.getByRole('dialog', { name: buttons.mapTitle });
      await expect.poll(() => map.isVisible()).toBe(true);
      expect(await map.getByRole('img').first().getAttribute('aria-label')).toContain(
        buttons.mapLabel.split(' {{country}}')[0]!,
      );
      expect(await map.locator('img[src^="/maps/"]').count()).toBe(1);
      await screenshot(page, `map-${size}-${lang}`, false);
      await page.keyboard.press('Escape');
      await card(page, 'AGND0001').getByRole('button', { name: buttons.contact }).click();
      const contact = page.getByRole('dialog', { name: /AGND|.+/ }).filter({ hasText: buttons.contactMail });
      await expect.poll(() => contact.isVisible()).toBe(true);
      expect(await contact.getByRole('link', { name: buttons.contactMail }).getAttribute('href')).toMatch(
        /^mailto:[^?]+@[^?]+\?subject=/,
      );
      expect(await contact.getByRole('link', { name: /^(Llamar|Call) / }).getAttribute('href')).toMatch(
        /^tel:\+\d+$/,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // Non-refundable: the reason, and nothing that would fail.
      await card(page, 'AGND0002').getByRole('button', { name: buttons.cannotCancel }).click();
      const why = page.getByRole('dialog', { name: buttons.cannotCancelTitle });
      await expect.poll(() => why.isVisible()).toBe(true);
      expect(await why.getByTestId('cancel-reason').textContent()).toBe(buttons.whyNonRefundable);
      expect(await why.getByRole('button', { name: buttons.confirmCancel }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `cannot-cancel-${size}-${lang}`, false);
      await why.getByRole('button', { name: buttons.understood }).click();

      // Window closed: when it closed, on the experience's clock.
      await card(page, 'AGND0003').getByRole('button', { name: buttons.cannotCancel }).click();
      const closed = await why.getByTestId('cancel-reason').textContent();
      expect(closed).toContain(buttons.whyWindowClosed.split('{{deadline}}')[0]!);
      expect(closed).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
    });
  }

  // Phone, Spanish: a booking paid with credit alone (added here, so each journey has its own); desktop,
  // English: the demo's AGND0001, $10 of credit and the rest by card.
  const cancellations: { size: Size; lang: Lang; code: string; zone: string }[] = [
    { size: 'phone', lang: 'es', code: 'AGNDWALLET', zone: 'America/Panama' },
    { size: 'desktop', lang: 'en', code: 'AGND0001', zone: 'America/Panama' },
  ];
  for (const { size, lang, code, zone } of cancellations) {
    it(`cancels inside the window: the refund, the balance and the e-mail (${size}, ${lang})`, async () => {
      const words = TEXT[lang];
      const buttons = words.agendaPage.purchaseButtons;
      if (code === 'AGNDWALLET') {
        const [user] = await queryRows<{ id: number }>(
          ctx.app.database.db,
          sql`select id from users where email = ${DEMO_TRAVELLER.email}`,
        );
        const inserted = await insertPurchase(ctx.app.database.db, {
          userId: user!.id,
          code,
          bookingDate: '2026-12-20',
          participants: [{ tier: 'adults', quantity: 2, unitPriceCents: 1500 }],
          addOns: [],
          walletCents: 3000,
        });
        await ctx.app.database.db.execute(
          sql`update purchases set cancellation_policy = 2 where id = ${inserted.id}`,
        );
      }
      const { page, problems, token, userId } = await openAgenda(ctx.browser, size, lang, zone);
      const booking = (await apiList(token, userId, 'upcoming-purchases', lang)).find(
        (p) => p.code === code,
      )!;
      expect(booking.can_cancel).toBe(true);
      const balance = async () =>
        ((await call(ctx.app, `get-wallet/${userId}`, { token })).json() as { available_balance: number })
          .available_balance;
      const before = await balance();

      await card(page, code).getByRole('button', { name: buttons.cancel }).click();
      const dialog = page.getByRole('dialog', { name: buttons.cancelTitle.replace('{{code}}', code) });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const refund = await dialog.getByTestId('cancel-refund').textContent();
      const money = (usd: number) => formatUsd(usdToCents(usd), lang);
      expect(refund).toContain(buttons.refundWallet.replace('{{amount}}', money(booking.wallet_discount)));
      if (booking.total_payment > 0) expect(refund).toContain(money(booking.total_payment));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `cancel-${size}-${lang}`, false);
      await dialog.getByRole('button', { name: buttons.confirmCancel }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toContain(buttons.purchaseCanceled.split(' {{refund}}')[0]!);
      await expect.poll(() => card(page, code).count()).toBe(0);
      await screenshot(page, `canceled-${size}-${lang}`, false);

      // The credit is back at once, and the header's account menu says so.
      const after = before + booking.wallet_discount;
      expect(await balance()).toBe(after);
      if (size === 'desktop') await page.getByRole('button', { name: DEMO_TRAVELLER.firstName }).click();
      else await page.getByRole('button', { name: words.chrome.openPreferences }).click();
      await expect
        .poll(() => page.getByRole('link', { name: `${words.navbar.balance} ${money(after)}` }).count())
        .toBe(1);
      await expect
        .poll(async () =>
          (await mailbox(ctx.app, DEMO_TRAVELLER.email)).some((mail) => mail.text.includes(code)),
        )
        .toBe(true);
      // The booking is history now: cancelled by her, refunded.
      await gotoHydrated(page, `${ctx.app.baseUrl}/agenda/past-purchases`);
      expect(await card(page, code).getByTestId('purchase-status').textContent()).toBe(
        words.agendaPage.status.canceled_by_customer,
      );
      expect(await card(page, code).getByTestId('purchase-refunded').count()).toBe(1);
      expect(problems).toEqual([]);
    });
  }
});
