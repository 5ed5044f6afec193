import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../domain/pricing/money';
import { call } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { giveCredit } from '../helpers/checkout';
import {
  captchaReady,
  confirmed,
  draftFor,
  type Lang,
  payButton,
  type Size,
  storedDraft,
  t,
  usePaymentApp,
} from '../helpers/payment-page';
import { reloadHydrated } from '../helpers/hydrated-page';

/**
 * Wallet credit on /booking/payment against the real server: a traveller whose credit covers the whole
 * total, service fee included (domain/pricing/quote.ts), pays with one button and no card; the purchase
 * is `{ method: "wallet" }` and the credit goes down by the total (decision 0039).
 */
const { ctx, prepare, open } = usePaymentApp();

const cases: { size: Size; lang: Lang; date: string }[] = [
  { size: 'desktop', lang: 'es', date: '2026-11-24' },
  { size: 'phone', lang: 'en', date: '2026-11-28' },
];

describe('paying with wallet credit', () => {
  for (const { size, lang, date } of cases) {
    const text = t(lang).paymentPage;
    it(`pays with credit alone when it covers the total (${size}, ${lang})`, async () => {
      const f = await prepare();
      const { context, page, errors, user } = await open(size, lang, draftFor(f, { bookingDate: date }), {
        signedIn: true,
      });
      // The sign-up's $15 and $200 more: $215 covers $184, service fee included.
      await giveCredit(ctx.app, user!.id, 20_000);
      await reloadHydrated(page);
      const label = text.wallet.label.replace('{{amount}}', formatUsd(21_500, lang));
      const wallet = page.getByRole('switch', { name: label });
      await expect.poll(() => wallet.count()).toBe(1);
      expect(await page.getByTestId('booking-total').textContent()).toBe('$184');

      await wallet.click();
      await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('$0');
      expect(await page.locator('main').textContent()).toContain(text.wallet.covers);
      // No card and no choice of method: nothing is left to charge.
      expect(await page.locator('main').getByLabel(text.card.number, { exact: true }).count()).toBe(0);
      expect(await page.getByRole('radio').count()).toBe(0);
      await captchaReady(page, lang);
      expect(await payButton(page).textContent()).toBe(text.wallet.pay);
      expect(await seriousViolations(page)).toEqual([]);

      await payButton(page).click();
      await confirmed(page, lang);
      expect(await page.getByTestId('purchase-code').textContent()).toMatch(/^[A-Z0-9-]{4,}$/);
      expect(await storedDraft(page)).toBeNull();
      // $215 less $184.
      const balance = await call(ctx.app, `get-wallet/${user!.id}`, { token: user!.token });
      expect(balance.json()).toMatchObject({ available_balance: 31 });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
