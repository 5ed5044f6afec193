import { describe, expect, it } from 'vitest';
import {
  type GiftCardReceipt,
  giftCardReceiptEmail,
} from '../../../domain/giftcards/gift-card-receipt-email';

const links = { publicUrl: 'https://rumbo.example' };

const receipt = (overrides: Partial<GiftCardReceipt> = {}): GiftCardReceipt => ({
  id: 41,
  lang: 'es',
  buyerFirstName: 'Ana',
  amountCents: 5000,
  discountCents: 500,
  totalCents: 4500,
  couponCode: 'GIFT10',
  celebrationType: 'holidays',
  receiverName: 'Sofía <b>Gómez</b>',
  receiverEmail: 'sofia@example.com',
  deliveryDate: '2026-12-24',
  deliveredNow: false,
  ...overrides,
});

describe('giftCardReceiptEmail', () => {
  it('tells the buyer, in their language, what was bought, paid, for whom and when', () => {
    const es = giftCardReceiptEmail(receipt(), links);
    expect(es).toMatchObject({ template: 'gift-card-receipt', kind: 'transactional', lang: 'es' });
    for (const text of [
      '$50',
      '−$5',
      '$45',
      'Cupón GIFT10',
      'Fiestas',
      'sofia@example.com',
      '24 de diciembre de 2026',
    ]) {
      expect(es.text).toContain(text);
    }
    expect(es.text).toContain('solo en el correo de quien la recibe');
    const en = giftCardReceiptEmail(
      receipt({ lang: 'en', deliveredNow: true, discountCents: 0, totalCents: 5000 }),
      links,
    );
    expect(en.subject).toBe('Your $50 gift card for Sofía <b>Gómez</b>');
    expect(en.text).toContain('We e-mailed the card to Sofía <b>Gómez</b> today.');
    expect(en.text).not.toContain('Coupon');
  });

  it('escapes what the buyer typed in the HTML part', () => {
    const email = giftCardReceiptEmail(receipt(), links);
    expect(email.html).not.toContain('<b>Gómez</b>');
    expect(email.html).toContain('Sofía &lt;b&gt;Gómez&lt;/b&gt;');
  });
});
