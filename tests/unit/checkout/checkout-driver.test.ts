import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingCheckout } from '../../../app/components/checkout/booking-checkout';
import { createCheckout } from '../../../app/components/checkout/checkout-driver';
import { refusedCardOf, runningStep } from '../../../app/components/checkout/checkout-machine';
import { takePaypalReturn } from '../../../app/components/checkout/paypal-return';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import { ApiError } from '../../../app/lib/api-client';
import { BROWSER_KEYS } from '../../../app/lib/browser-storage';
import { PAYPAL_ORDER_KEY } from '../../../app/lib/checkout-attempt';
import { CARD, fakeApi, fakeBrowser, networkDown, ports, threeDs } from './checkout-fakes';

const draft: BookingDraft = {
  createdAt: '2026-11-28T03:00:00.000Z',
  experienceId: 7,
  experiencePath: '/en/experiences/7',
  bookingDate: '2026-12-10',
  bookingHour: '09:00',
  totalParticipants: { adults: 2, children: 0, seniors: 0, babies: 0 },
  additionalProducts: [],
  bookingPickupLocation: null,
  coupon: null,
};
const order = { draft, applyWallet: false };
const purchase = { id: 41, status: 'created' };

/** Lets the driver's awaited calls run (they answer at once unless a timer holds them). */
const settle = () => vi.advanceTimersByTimeAsync(0);

let browser: ReturnType<typeof fakeBrowser>;
beforeEach(() => {
  vi.useFakeTimers();
  browser = fakeBrowser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function booking(routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(routes);
  const checkout = createCheckout(bookingCheckout);
  const page = ports(api);
  checkout.connect(page);
  const kinds: string[] = [];
  checkout.subscribe(() => kinds.push(checkout.getState().kind));
  return { checkout, calls, page, kinds };
}

describe('the checkout driver, by card', () => {
  it('tokenizes, authenticates and buys with one key, and forgets the draft once paid', async () => {
    browser.local.setItem(BROWSER_KEYS.booking, '{}');
    const { checkout, calls, kinds } = booking({
      ...threeDs(false),
      'purchase-experience': [() => ({ data: purchase })],
    });
    await checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'captcha' });
    expect(kinds).toEqual(['tokenizing', 'authenticating', 'validating', 'purchasing', 'paid']);
    expect(checkout.getState()).toEqual({ kind: 'paid', result: purchase });
    const bought = calls.find((call) => call.path === 'purchase-experience');
    expect(bought?.key).toBe('key-1');
    expect(bought?.body).toMatchObject({
      payment: { method: 'card', card_token: 'card-token', transaction_id: 'tx-1' },
      apply_wallet: false,
      captcha_token: 'captcha',
    });
    expect(browser.local.items.has(BROWSER_KEYS.booking)).toBe(false);
  });

  it('waits for the bank challenge however long it takes, then pays once it is completed', async () => {
    const { checkout, kinds } = booking({
      ...threeDs(true),
      'purchase-experience': [() => ({ data: purchase })],
    });
    const paying = checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'captcha' });
    await settle();
    expect(checkout.getState()).toMatchObject({ kind: 'challenge', url: 'https://bank.test/step-up' });
    // No timeout of ours: the bank's page and the traveller decide (the frame's own retries aside).
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(checkout.getState().kind).toBe('challenge');
    checkout.completeChallenge();
    await paying;
    expect(kinds).toEqual(['tokenizing', 'authenticating', 'challenge', 'validating', 'purchasing', 'paid']);
  });

  it('goes back to choosing with a notice when the challenge is closed, and the next Pay has a new key', async () => {
    const { checkout, calls } = booking({
      ...threeDs(true),
      'purchase-experience': [() => Promise.reject(new ApiError(402, 'DECLINED', 'Declined'))],
    });
    const first = checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'c1' });
    await settle();
    checkout.cancelChallenge();
    await first;
    expect(checkout.getState()).toEqual({
      kind: 'choosing',
      notice: 'paymentPage.threeDs.canceled',
      refusedCard: null,
    });
    const second = checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'c2' });
    await settle();
    checkout.completeChallenge();
    await second;
    expect(checkout.getState()).toMatchObject({ kind: 'failed', error: { message: 'Declined' } });
    expect(calls.filter((call) => call.path === 'purchase-experience').map((call) => call.key)).toEqual([
      'key-1',
    ]);
  });

  it('refuses the card that failed 3-D Secure until another is entered, and forgets it once paid', async () => {
    const { checkout } = booking({
      ...threeDs(false, false),
      'purchase-experience': [() => ({ data: purchase })],
    });
    await checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'captcha' });
    expect(checkout.getState()).toEqual({
      kind: 'failed',
      error: { message: 'payment.authenticationFailed', action: null },
      refusedCard: CARD,
    });
    // Wallet credit then pays: the refused card stays refused while it runs.
    const paying = checkout.payWithoutCard({
      order: { draft, applyWallet: true },
      payment: { method: 'wallet' },
      captchaToken: 'c2',
    });
    expect(refusedCardOf(checkout.getState())).toBe(CARD);
    await paying;
    expect(checkout.getState()).toEqual({ kind: 'paid', result: purchase });
  });

  it('ignores a second Pay while one runs', async () => {
    const { checkout, calls } = booking({ ...threeDs(true) });
    void checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'c1' });
    await settle();
    await checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'c2' });
    await checkout.payWithPaypal({ order, captchaToken: 'c3' });
    expect(calls.map((call) => call.path)).toEqual(['auth-setup', 'auth-check-enrollment']);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the checkout driver, sending a purchase again', () => {
  it('retries a lost answer and a purchase in progress after 1 s then 2 s, with the same key', async () => {
    const { checkout, calls } = booking({
      'purchase-experience': [
        () => Promise.reject(networkDown()),
        () => Promise.reject(new ApiError(409, 'PURCHASE_IN_PROGRESS', 'In progress')),
        () => ({ data: purchase }),
      ],
    });
    void checkout.payWithoutCard({ order, payment: { method: 'wallet' }, captchaToken: 'c' });
    await settle();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(checkout.getState().kind).toBe('purchasing');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(checkout.getState()).toEqual({ kind: 'paid', result: purchase });
  });

  it('gives up after the third retry (1 s, 2 s, 4 s) with the generic error; the next attempt has a new key', async () => {
    const { checkout, calls } = booking({ 'purchase-experience': [() => Promise.reject(networkDown())] });
    void checkout.payWithoutCard({ order, payment: { method: 'wallet' }, captchaToken: 'c' });
    await vi.advanceTimersByTimeAsync(6999);
    expect(calls).toHaveLength(3);
    expect(checkout.getState().kind).toBe('purchasing');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    expect(checkout.getState()).toMatchObject({ kind: 'failed', error: { message: 'payment.paymentError' } });
    void checkout.payWithoutCard({ order, payment: { method: 'wallet' }, captchaToken: 'c' });
    await settle();
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('does not retry a refusal', async () => {
    const { checkout, calls } = booking({
      'purchase-experience': [() => Promise.reject(new ApiError(409, 'CAPACITY_EXCEEDED', 'Full'))],
    });
    await checkout.payWithoutCard({ order, payment: { method: 'wallet' }, captchaToken: 'c' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(checkout.getState()).toMatchObject({
      kind: 'failed',
      error: { message: 'paymentPage.capacity', action: 'otherHour' },
    });
  });
});

describe('the checkout driver, through PayPal', () => {
  const approval = { id: 'ORDER-1', approve_url: 'https://paypal.test/approve?token=ORDER-1' };

  it('survives the reload of PayPal’s return: the order remembered in the tab is authorized', async () => {
    browser.local.setItem(BROWSER_KEYS.booking, '{}');
    const before = booking({ 'paypal/orders': [() => approval] });
    await before.checkout.payWithPaypal({ order, captchaToken: 'captcha' });
    expect(before.page.leaveFor).toHaveBeenCalledWith(approval.approve_url);
    expect(before.checkout.leaving.current).toBe(true);
    expect(runningStep(before.checkout.getState())).toBe('paypal');
    expect(browser.session.items.get(PAYPAL_ORDER_KEY)).toBe('ORDER-1');

    // The page loads anew from PayPal's return address: a new driver, the same tab's storage.
    const user = { id: 3, email: 'guest@rumbo.test' };
    const after = booking({
      'paypal/orders/authorize-paypal-order': [() => ({ data: purchase })],
      session: [() => ({ user })],
    });
    expect(after.checkout.getState().kind).toBe('choosing');
    expect(after.checkout.leaving.current).toBe(false);
    await after.checkout.paypalReturned(
      takePaypalReturn(new URLSearchParams('paypal=approved&paypal_order=ORDER-1')),
    );
    expect(after.kinds).toEqual(['authorizingPaypal', 'paid']);
    expect(after.calls[0]).toMatchObject({ body: { order_id: 'ORDER-1' } });
    expect(after.page.setUser).toHaveBeenCalledWith(user);
    expect(browser.local.items.has(BROWSER_KEYS.booking)).toBe(false);
    // Read once: the same address again is an order this tab no longer knows.
    expect(takePaypalReturn(new URLSearchParams('paypal=approved&paypal_order=ORDER-1'))).toEqual({
      kind: 'unknown',
    });
  });

  it('says so when PayPal was canceled or the order is not this tab’s', async () => {
    const { checkout, calls } = booking({});
    await checkout.paypalReturned(takePaypalReturn(new URLSearchParams('paypal=canceled')));
    expect(checkout.getState()).toEqual({
      kind: 'choosing',
      notice: 'paymentPage.paypalCanceled',
      refusedCard: null,
    });
    await checkout.paypalReturned(takePaypalReturn(new URLSearchParams('paypal=approved&paypal_order=X')));
    expect(checkout.getState()).toEqual({
      kind: 'choosing',
      notice: 'paymentPage.paypalUnknown',
      refusedCard: null,
    });
    expect(calls).toEqual([]);
  });

  it('does not follow an approval address that is not a web address', async () => {
    const { checkout, page } = booking({
      'paypal/orders': [() => ({ id: 'ORDER-2', approve_url: 'javascript:alert(1)' })],
    });
    await checkout.payWithPaypal({ order, captchaToken: 'captcha' });
    expect(page.leaveFor).not.toHaveBeenCalled();
    expect(checkout.getState().kind).toBe('failed');
    expect(browser.session.items.has(PAYPAL_ORDER_KEY)).toBe(false);
  });
});

describe('the checkout driver, leaving the page (the back button, a link, closing the tab)', () => {
  it('asks while a payment runs and not once it is over; leaving for PayPal is expected', async () => {
    const { checkout } = booking({ ...threeDs(true), 'purchase-experience': [() => ({ data: purchase })] });
    // The page asks before leaving exactly while a step runs (use-checkout.ts).
    expect(runningStep(checkout.getState())).toBeNull();
    const paying = checkout.payByCard({ order, form: CARD, amount: 120, captchaToken: 'c' });
    await settle();
    expect(runningStep(checkout.getState())).toBe('challenge');
    expect(checkout.leaving.current).toBe(false);
    checkout.completeChallenge();
    await paying;
    expect(runningStep(checkout.getState())).toBeNull();
  });
});
