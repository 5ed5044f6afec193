import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../../db/seed/write-operator-accounts';
import { sessionCookie, signInSolving, signUpVerified } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { cardPurchase } from '../helpers/cancel';
import { openSignedIn } from '../helpers/signed-in-page';
import { openMailboxEmail } from '../helpers/dev-mailbox-page';
import { giveFixtureTo } from '../helpers/operator-availability';
import { operatorWorld } from '../helpers/operators';

/**
 * An operator cancels a whole departure (docs/decisions/0068-supplier-cancellations.md): from the departures
 * calendar, the dialog says how many bookings and travellers it touches and that they are refunded in
 * full, asks the reason and cancels; the traveller's agenda then shows "cancelled by the operator", the
 * reason and the refund lines, and the e-mail in /dev/mailbox the reason and the full refund. On a phone in
 * Spanish and a desktop in English, axe clean; screenshots in test-results/supplier-cancel-*.png.
 */
const ctx = useBrowserApp({ seed: true, experiences: 12, web: true, env: { CAPTCHA_PROVIDER: 'off' } });
type Lang = 'es' | 'en';
type Size = keyof typeof VIEWPORTS;
const TEXT = { es, en } as const;
let f: BookingFixture;

beforeAll(async () => {
  const world = await operatorWorld(ctx.app);
  f = await prepareBookingFixture(ctx.app);
  await giveFixtureTo(ctx.app, f, world.companyA);
}, 300_000);

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

async function openAs(browser: Browser, session: string, size: Size, lang: Lang, path: string) {
  const { context, page, problems } = await openSignedIn(browser, ctx.app.baseUrl, session, path, {
    viewport: VIEWPORTS[size],
    locale: lang,
    lang,
  });
  closing.push(() => context.close());
  return { page, problems };
}

const journeys = [
  { size: 'phone', lang: 'es', date: '2026-12-07', reason: 'Tormenta tropical: el mar está cerrado.' },
  { size: 'desktop', lang: 'en', date: '2026-12-08', reason: 'The boat broke down this morning.' },
] as const;

describe('an operator cancels a departure', () => {
  for (const { size, lang, date, reason } of journeys) {
    const words = TEXT[lang];
    it(`refunds every traveller in full, shown in the agenda and the e-mail (${size}, ${lang})`, async () => {
      const traveller = await signUpVerified(ctx.app, {}, lang);
      await cardPurchase(ctx.app, f, traveller, { booking_date: date, apply_wallet: true }, lang);
      await cardPurchase(ctx.app, f, await signUpVerified(ctx.app, {}, lang), { booking_date: date }, lang);

      const owner = await signInSolving(ctx.app, DEMO_OWNER_EMAILS[0], DEMO_OPERATOR_PASSWORD);
      const operator = await openAs(
        ctx.browser,
        sessionCookie(owner),
        size,
        lang,
        `/operator/departures?month=2026-12&experience=${f.experienceId}`,
      );
      const row = operator.page.locator(
        `[data-testid="departure-day"][data-date="${date}"] [data-testid="departure"][data-hour="08:00"]`,
      );
      await row.getByRole('button', { name: words.operator.cancellations.cancelDeparture }).click();
      const dialog = operator.page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByTestId('supplier-cancel-affected').textContent())
        .toContain(
          words.operator.cancellations.affected.replace('{{bookings}}', '2').replace('{{travellers}}', '2'),
        );
      expect(await dialog.textContent()).toContain('$102');
      await dialog.getByLabel(words.operator.cancellations.reasonLabel).fill(reason);
      expect(await seriousViolations(operator.page)).toEqual([]);
      await operator.page.screenshot({ path: `test-results/supplier-cancel-dialog-${size}-${lang}.png` });
      await dialog.getByRole('button', { name: words.operator.cancellations.confirm }).click();
      await expect
        .poll(() => row.getByTestId('departure-state').textContent())
        .toBe(words.operatorAvailability.departures.closed);
      expect(await row.textContent()).toContain(
        words.operatorAvailability.departures.sold.replace('{{sold}}', '0'),
      );
      if (size === 'phone') {
        const width = await operator.page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }
      expect(operator.problems).toEqual([]);

      const signedIn = await signInSolving(ctx.app, traveller.email, 'Secret123');
      const agenda = await openAs(ctx.browser, sessionCookie(signedIn), size, lang, '/agenda/past-purchases');
      const card = agenda.page.getByTestId('purchase-cancellation');
      await expect.poll(() => card.count()).toBe(1);
      const text = await card.textContent();
      expect(text).toContain(words.agendaPage.canceledBySupplier);
      expect(text).toContain(words.agendaPage.supplierReason.replace('{{reason}}', reason));
      const money = (usd: number) => `$${usd}`;
      expect(text).toContain(words.agendaPage.purchaseButtons.refundWallet.replace('{{amount}}', money(15)));
      expect(text).toContain(
        words.agendaPage.purchaseButtons.refundCard.replace('{{amount}}', money(36)).split(' (')[0],
      );
      expect(await agenda.page.getByTestId('purchase-refunded').textContent()).toContain(money(51));
      expect(await seriousViolations(agenda.page)).toEqual([]);
      if (size === 'phone') {
        const width = await agenda.page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }
      await agenda.page.screenshot({
        path: `test-results/supplier-cancel-agenda-${size}-${lang}.png`,
        fullPage: true,
      });
      expect(agenda.problems).toEqual([]);

      await openMailboxEmail(agenda.page, ctx.app.baseUrl, traveller.email, 'purchase-cancellation');
      const mail = await agenda.page.locator('body').textContent();
      const intro = words.emails.purchaseCancellation;
      expect(mail).toContain(intro.intro.supplier);
      expect(mail).toContain(intro.reason.replace('{{reason}}', reason));
      expect(mail).toContain(intro.total);
      expect(mail).toContain(money(51));
      await agenda.page.screenshot({
        path: `test-results/supplier-cancel-mail-${size}-${lang}.png`,
        fullPage: true,
      });
    });
  }
});
