import { describe, expect, it } from 'vitest';
import { type GiftCardDraft, readGiftCardDraft } from '../../../domain/giftcards/gift-card-draft';
import { giftCardBody, giftCardErrors, validAmountCents } from '../../../domain/giftcards/gift-card-form';
import { giftCardRequest } from '../../../domain/giftcards/gift-card-input';

/** 10:00 in Panama on Friday 27 November 2026 (09:00 in Guatemala, the westernmost clock). */
const NOW = new Date('2026-11-27T15:00:00.000Z');

const draft = (overrides: Partial<GiftCardDraft> = {}): GiftCardDraft => ({
  amount: '50',
  celebrationType: 'travel',
  message: '¡Feliz viaje, Ana!\nCon cariño.',
  deliveryDate: '2026-11-27',
  sender: { name: 'Marisol Quintero', email: 'marisol@example.com' },
  receiver: { name: 'Ana Pérez', email: 'ana@example.com' },
  receiverLang: 'en',
  coupon: null,
  ...overrides,
});

describe('the gift card draft in browser storage', () => {
  it('reads back what the form saved', () => {
    const saved = draft({ coupon: 'GIFT10' });
    expect(readGiftCardDraft(JSON.stringify(saved))).toEqual(saved);
  });

  it('drops unknown fields and refuses anything malformed', () => {
    expect(readGiftCardDraft(JSON.stringify({ ...draft(), extra: 1 }))).toEqual(draft());
    for (const bad of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ ...draft(), amount: 50 }),
      JSON.stringify({ ...draft(), celebrationType: 'wedding' }),
      JSON.stringify({ ...draft(), receiverLang: 'fr' }),
      JSON.stringify({ ...draft(), sender: { name: 'Ana' } }),
      JSON.stringify({ ...draft(), coupon: 5 }),
      JSON.stringify({ ...draft(), message: 'x'.repeat(5000) }),
    ])
      expect(readGiftCardDraft(bad)).toBeNull();
  });
});

describe('the form judged by the shared schema', () => {
  it('a complete draft has no errors and becomes the API body the schema accepts', () => {
    expect(giftCardErrors(draft(), NOW)).toEqual({});
    const body = giftCardBody(draft({ amount: ' 37.5 ', coupon: 'GIFT10' }));
    expect(body).toEqual({
      amount: 37.5,
      celebration_type: 'travel',
      custom_message: '¡Feliz viaje, Ana!\nCon cariño.',
      delivery_date: '2026-11-27',
      delivery_details: {
        sender_user: { name: 'Marisol Quintero', email: 'marisol@example.com' },
        receiver_user: { name: 'Ana Pérez', email: 'ana@example.com' },
        receiver_lang: 'en',
      },
      coupon_code: 'GIFT10',
    });
    expect(giftCardRequest.parse(body).amount).toBe(3750);
    expect(giftCardBody(draft({ message: '  ' })).custom_message).toBeNull();
  });

  it('the amount: 5.00 to 200.00 USD with at most two decimals', () => {
    expect(validAmountCents('5')).toBe(500);
    expect(validAmountCents('200.00')).toBe(20_000);
    expect(validAmountCents('4.99')).toBeNull();
    expect(validAmountCents('200.01')).toBeNull();
    expect(validAmountCents('abc')).toBeNull();
    expect(giftCardErrors(draft({ amount: '4.99' }), NOW).amount).toBe('giftCards.errors.amountRange');
    expect(giftCardErrors(draft({ amount: '12.345' }), NOW).amount).toBe('giftCards.errors.amountInvalid');
    expect(giftCardErrors(draft({ amount: '' }), NOW).amount).toBe('giftCards.errors.amountInvalid');
  });

  it('one message per field, for the people and the message', () => {
    const errors = giftCardErrors(
      draft({
        sender: { name: 'Al', email: '' },
        receiver: { name: 'Ana <b>', email: 'ana@' },
        message: 'x'.repeat(301),
      }),
      NOW,
    );
    expect(errors).toEqual({
      senderName: 'giftCards.errors.nameInvalid',
      senderEmail: 'giftCards.errors.emailRequired',
      receiverName: 'giftCards.errors.nameInvalid',
      receiverEmail: 'giftCards.errors.emailInvalid',
      message: 'giftCards.errors.messageTooLong',
    });
  });

  it('the delivery date: from today on the westernmost clock up to a year ahead', () => {
    expect(giftCardErrors(draft({ deliveryDate: '2026-11-26' }), NOW).deliveryDate).toBe(
      'giftCards.errors.deliveryDateOutOfRange',
    );
    expect(giftCardErrors(draft({ deliveryDate: '2027-11-27' }), NOW)).toEqual({});
    expect(giftCardErrors(draft({ deliveryDate: '2027-11-28' }), NOW).deliveryDate).toBe(
      'giftCards.errors.deliveryDateOutOfRange',
    );
    expect(giftCardErrors(draft({ deliveryDate: '' }), NOW).deliveryDate).toBe(
      'giftCards.errors.deliveryDateInvalid',
    );
    expect(giftCardErrors(draft({ deliveryDate: '2026-02-30' }), NOW).deliveryDate).toBe(
      'giftCards.errors.deliveryDateInvalid',
    );
    // 23:30 in Guatemala is already tomorrow in Panama: the buyer may still choose their own today.
    const lateEvening = new Date('2026-11-28T05:30:00.000Z');
    expect(giftCardErrors(draft({ deliveryDate: '2026-11-27' }), lateEvening)).toEqual({});
  });
});
