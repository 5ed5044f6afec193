import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from '../../../app/components/checkout/checkout-driver';
import { giftCardCheckout } from '../../../app/components/checkout/gift-card-checkout';
import { takePaypalReturn } from '../../../app/components/checkout/paypal-return';
import type { GiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import { CELEBRATION_TYPES } from '../../../domain/giftcards/gift-card-rules';
import { BROWSER_KEYS } from '../../../app/lib/browser-storage';
import { PAYPAL_ORDER_KEY } from '../../../app/lib/checkout-attempt';
import { CARD, fakeApi, fakeBrowser, ports, threeDs } from './checkout-fakes';

/** The checkout machine driving a gift card (checkout-driver.test.ts drives a booking). */

let browser: ReturnType<typeof fakeBrowser>;
beforeEach(() => {
  vi.useFakeTimers();
  browser = fakeBrowser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the gift card checkout', () => {
  const giftDraft: GiftCardDraft = {
    amount: '50',
    celebrationType: CELEBRATION_TYPES[0],
    message: '',
    deliveryDate: '2026-12-24',
    sender: { name: 'Ana', email: 'ana@rumbo.test' },
    receiver: { name: 'Luis', email: 'luis@rumbo.test' },
    receiverLang: 'es',
    coupon: null,
  };
  const giftCard = { id: 9, amount: 50, total: 0, delivery_date: '2026-12-24', status: 'paid' };

  function giftCardPage(routes: Parameters<typeof fakeApi>[0]) {
    const { api, calls } = fakeApi(routes);
    const checkout = createCheckout(giftCardCheckout);
    checkout.connect(ports(api));
    return { checkout, calls };
  }

  it('confirms a free card with payment none and forgets its draft', async () => {
    browser.local.setItem(BROWSER_KEYS.giftCard, '{}');
    const { checkout, calls } = giftCardPage({ 'create-gift-card': [() => ({ data: giftCard })] });
    await checkout.payWithoutCard({
      order: { draft: giftDraft },
      payment: { method: 'none' },
      captchaToken: 'c',
    });
    expect(checkout.getState()).toEqual({ kind: 'paid', result: giftCard });
    expect(calls[0]).toMatchObject({
      key: 'key-1',
      body: { payment: { method: 'none' }, captcha_token: 'c' },
    });
    expect(browser.local.items.has(BROWSER_KEYS.giftCard)).toBe(false);
  });

  it('keeps the draft and says so when the payment is still pending', async () => {
    browser.local.setItem(BROWSER_KEYS.giftCard, '{}');
    const { checkout } = giftCardPage({
      ...threeDs(false),
      'create-gift-card': [() => ({ code: 'PAYMENT_PENDING', message: 'Your payment is pending' })],
    });
    await checkout.payByCard({ order: { draft: giftDraft }, form: CARD, amount: 50, captchaToken: 'c' });
    expect(checkout.getState()).toEqual({
      kind: 'choosing',
      notice: 'Your payment is pending',
      refusedCard: null,
    });
    expect(browser.local.items.has(BROWSER_KEYS.giftCard)).toBe(true);
  });

  it('captures PayPal’s approved order on return, without asking who is signed in', async () => {
    browser.session.setItem(PAYPAL_ORDER_KEY, 'GIFT-1');
    const { checkout, calls } = giftCardPage({
      'paypal/orders/giftcard/capture-paypal-order': [() => ({ data: giftCard })],
    });
    await checkout.paypalReturned(
      takePaypalReturn(new URLSearchParams('paypal=approved&paypal_order=GIFT-1')),
    );
    expect(checkout.getState()).toEqual({ kind: 'paid', result: giftCard });
    expect(calls.map((call) => call.path)).toEqual(['paypal/orders/giftcard/capture-paypal-order']);
  });
});
