import { describe, expect, it } from 'vitest';
import {
  type GiftCardDelivery,
  giftCardDeliveryEmail,
  lastRedeemDay,
} from '../../../domain/giftcards/gift-card-delivery-email';

const links = { publicUrl: 'https://rumbo.example' };
const png = Buffer.from('png');
const card: GiftCardDelivery = {
  id: 7,
  lang: 'es',
  amountCents: 5000,
  senderName: 'Ana <script>',
  receiverName: 'Luis',
  customMessage: 'Hola\n<img src=x onerror=alert(1)>',
  code: 'ABCD2345EFGH6789',
  redeemableUntil: new Date('2027-05-22T15:00:00Z'),
};

describe('the receiver’s gift card e-mail', () => {
  it('shows the code in groups, the amount and the sender, escaped, in the chosen language', () => {
    const email = giftCardDeliveryEmail(card, links, png);
    expect(email).toMatchObject({ template: 'gift-card-delivery', kind: 'transactional', lang: 'es' });
    expect(email.subject).toBe('Ana <script> te ha enviado una tarjeta de regalo de $50');
    expect(email.html).toContain('ABCD-2345-EFGH-6789');
    expect(email.text).toContain('ABCD-2345-EFGH-6789');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('Hola<br>&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain('Puedes canjearla hasta el viernes, 21 de mayo de 2027.');
    expect(email.html).toContain('href="https://rumbo.example/profile/credit-giftcard/redeem?lang=es"');
    expect(email.html).not.toMatch(/href="[^"]*ABCD/);
    expect(email.attachments).toEqual([
      { filename: 'gift-card-7.png', contentType: 'image/png', contentId: 'gift-card-7@rumbo', content: png },
    ]);
    expect(email.html).toContain('src="cid:gift-card-7@rumbo"');
  });

  it('fits the 600 px artwork to the message’s column instead of widening the message', () => {
    // At its own 600 px the picture pushed the 560 px frame sideways (a phone scrolled the e-mail).
    const img = /<img src="cid:gift-card-7@rumbo"[^>]*>/.exec(
      giftCardDeliveryEmail(card, links, png).html,
    )?.[0];
    expect(img).toContain('width="496" height="298"');
    expect(img).toContain('width:100%;max-width:496px;height:auto');
  });

  it('leaves the message out when there is none, and speaks English when asked', () => {
    const email = giftCardDeliveryEmail({ ...card, lang: 'en', customMessage: null }, links, png);
    expect(email.subject).toBe('Ana <script> sent you a $50 gift card');
    expect(email.text).not.toContain('Their message');
    expect(email.text).toContain('never expires');
  });

  it('names as the last day the whole day before the deadline’s own, on Panama’s clock', () => {
    // 10:00 on 22 May in Panama: the 21st is the last whole day.
    expect(lastRedeemDay(new Date('2027-05-22T15:00:00Z'))).toBe('2027-05-21');
    // 00:30 on 22 May in Panama (05:30 UTC): still the 21st.
    expect(lastRedeemDay(new Date('2027-05-22T05:30:00Z'))).toBe('2027-05-21');
  });
});
