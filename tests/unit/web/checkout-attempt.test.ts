import { describe, expect, it } from 'vitest';
import {
  checkoutAttempt,
  isRetryablePurchaseFailure,
  isThreeDsAck,
  isThreeDsCompletion,
  paypalReturn,
  purchaseBody,
  threeDsNextStep,
  threeDsSuccessReturn,
  withSameKey,
} from '../../../app/lib/checkout-attempt';

describe('checkout attempt', () => {
  it('keeps one key for an attempt and makes a new one after it finishes', () => {
    let n = 0;
    const attempt = checkoutAttempt(() => `key-${++n}`);
    expect(attempt.current()).toBe('key-1');
    expect(attempt.current()).toBe('key-1');
    attempt.finish();
    expect(attempt.current()).toBe('key-2');
  });

  it('retries a lost answer or a purchase in progress with the same key, and stops at a refusal', async () => {
    const keys: string[] = [];
    const failures = [
      { status: 0, code: 'NETWORK' },
      { status: 409, code: 'PURCHASE_IN_PROGRESS' },
    ];
    const waited: number[] = [];
    const result = await withSameKey(
      'k1',
      async (key) => {
        keys.push(key);
        const failure = failures.shift();
        if (failure) throw failure;
        return 'purchase';
      },
      {
        waits: [10, 20, 30],
        retryable: (e) => isRetryablePurchaseFailure(e as never),
        sleep: async (ms) => void waited.push(ms),
      },
    );
    expect(result).toBe('purchase');
    expect(keys).toEqual(['k1', 'k1', 'k1']);
    expect(waited).toEqual([10, 20]);

    let calls = 0;
    await expect(
      withSameKey(
        'k2',
        async () => {
          calls += 1;
          throw { status: 409, code: 'CAPACITY_EXCEEDED' };
        },
        { waits: [1, 1], retryable: (e) => isRetryablePurchaseFailure(e as never), sleep: async () => {} },
      ),
    ).rejects.toMatchObject({ code: 'CAPACITY_EXCEEDED' });
    expect(calls).toBe(1);

    calls = 0;
    await expect(
      withSameKey(
        'k3',
        async () => {
          calls += 1;
          throw { status: 0, code: 'NETWORK' };
        },
        { waits: [1, 1], retryable: (e) => isRetryablePurchaseFailure(e as never), sleep: async () => {} },
      ),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    expect(calls).toBe(3);
  });

  it('trusts a 3-D Secure message only from its own frame on this origin', () => {
    const frame = {};
    const data = { type: 'rumbo:3ds-complete', transactionId: 't1' };
    const expected = { origin: 'https://rumbo.test', frame };
    expect(isThreeDsCompletion({ origin: 'https://rumbo.test', source: frame, data }, expected)).toBe(true);
    expect(isThreeDsCompletion({ origin: 'https://evil.test', source: frame, data }, expected)).toBe(false);
    expect(isThreeDsCompletion({ origin: 'https://rumbo.test', source: {}, data }, expected)).toBe(false);
    expect(
      isThreeDsCompletion({ origin: 'https://rumbo.test', source: null, data }, { ...expected, frame: null }),
    ).toBe(false);
    expect(
      isThreeDsCompletion(
        { origin: 'https://rumbo.test', source: frame, data: 'rumbo:3ds-complete' },
        expected,
      ),
    ).toBe(false);
    const parent = {};
    expect(
      isThreeDsAck(
        { origin: 'https://rumbo.test', source: parent, data: { type: 'rumbo:3ds-ack' } },
        { origin: 'https://rumbo.test', parent },
      ),
    ).toBe(true);
    expect(
      isThreeDsAck(
        { origin: 'https://rumbo.test', source: {}, data: { type: 'rumbo:3ds-ack' } },
        { origin: 'https://rumbo.test', parent },
      ),
    ).toBe(false);
  });

  it('gives up after more than three unanswered posts', () => {
    expect([0, 1, 2, 3, 4].map(threeDsNextStep)).toEqual(['post', 'post', 'post', 'post', 'give-up']);
  });

  it('acts on a PayPal approval only for the order this tab started', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(paypalReturn(params('paypal=approved&paypal_order=ORD-1'), 'ORD-1')).toEqual({
      kind: 'approved',
      orderId: 'ORD-1',
    });
    expect(paypalReturn(params('paypal=approved&paypal_order=ORD-1'), 'ORD-2')).toEqual({ kind: 'unknown' });
    expect(paypalReturn(params('paypal=approved&paypal_order=ORD-1'), null)).toEqual({ kind: 'unknown' });
    expect(paypalReturn(params('paypal=approved&paypal_order=%3Cx%3E'), '<x>')).toEqual({ kind: 'unknown' });
    expect(paypalReturn(params('paypal=canceled'), null)).toEqual({ kind: 'canceled' });
    expect(paypalReturn(params(''), 'ORD-1')).toEqual({ kind: 'none' });
  });

  it('continues from the mobile success page only to a path of this site', () => {
    expect(threeDsSuccessReturn(null)).toBe('/agenda');
    expect(threeDsSuccessReturn('/agenda/upcoming-purchases')).toBe('/agenda/upcoming-purchases');
    expect(threeDsSuccessReturn('https://evil.test/')).toBe('/agenda');
    expect(threeDsSuccessReturn('//evil.test')).toBe('/agenda');
    expect(threeDsSuccessReturn('/\\evil.test')).toBe('/agenda');
  });
});

describe('purchase body', () => {
  const draft = {
    experienceId: 7,
    bookingDate: '2026-11-24',
    bookingHour: '08:00',
    totalParticipants: { adults: 2, children: 1, babies: 0, seniors: 0 },
    additionalProducts: [3],
    bookingPickupLocation: { lat: 8.9, lng: -79.5, address: 'Hotel Central' },
    coupon: 'HOLA10',
  };
  it('carries the booking, the payment by token and the captcha; PayPal’s order has no payment', () => {
    expect(
      purchaseBody(draft, {
        applyWallet: true,
        payment: { method: 'card', card_token: 'tok_1', transaction_id: 'tx_1' },
        captchaToken: 'cap',
      }),
    ).toEqual({
      experience_id: 7,
      booking_date: '2026-11-24',
      booking_hour: '08:00',
      participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
      additional_products: [3],
      pickup: { lat: 8.9, lng: -79.5, address: 'Hotel Central' },
      coupon_code: 'HOLA10',
      apply_wallet: true,
      payment: { method: 'card', card_token: 'tok_1', transaction_id: 'tx_1' },
      captcha_token: 'cap',
    });
    const order = purchaseBody(
      { ...draft, bookingPickupLocation: null, coupon: null },
      { applyWallet: false },
    );
    expect(order).not.toHaveProperty('payment');
    expect(order).not.toHaveProperty('pickup');
    expect(order).not.toHaveProperty('coupon_code');
    expect(order).not.toHaveProperty('captcha_token');
  });
});
