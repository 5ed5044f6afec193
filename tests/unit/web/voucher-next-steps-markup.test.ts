import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';
import type { Lang } from '../../../common/i18n/languages';
import type { Catalogue } from '../../../common/i18n/translator';
import type { PurchaseVoucher } from '../../../domain/purchases/purchase-voucher';
import { voucherView } from '../../../domain/purchases/voucher-view';
import { VoucherDetails } from '../../../app/components/voucher/voucher-details';
import { TranslationProvider } from '../../../app/i18n/translation-context';
import { sampleVoucher } from '../purchases/voucher-sample';

/*
 * The voucher page's body as the server renders it (no DOM environment here): the next steps of
 * domain/purchases/next-steps.ts, the same words the confirmation screen and e-mail give.
 */
function render(voucher: PurchaseVoucher, now: Date) {
  const lang: Lang = voucher.lang;
  return renderToStaticMarkup(
    createElement(MemoryRouter, {
      children: createElement(TranslationProvider, {
        lang,
        catalogue: (lang === 'es' ? es : en) as Catalogue,
        children: createElement(VoucherDetails, { voucher: voucherView(voucher, '<svg/>', now) }),
      }),
    }),
  );
}

const booked = new Date('2026-11-10T12:00:00Z');

describe('the voucher page’s next steps', () => {
  it('says when, the pickup’s window and place, whom to contact, what to bring and the deadline', () => {
    const voucher = sampleVoucher({
      lang: 'en',
      experience: {
        ...sampleVoucher().experience,
        countryName: 'Panama',
        toBring: ['Passport', 'Sunscreen'],
      },
      pickup: { latitude: 8.98123, longitude: -79.51987, address: '', notes: null },
    });
    const html = render(voucher, booked);
    for (const words of [
      'What happens next',
      'Tuesday, November 24, 2026, 8:00 AM (Panama time)',
      'We pick you up at',
      'Point on the map',
      'Between 7:00 AM and 8:00 AM. The operator confirms the exact time.',
      'Canal Tours S.A.',
      'href="mailto:reservas@canaltours.example"',
      'href="tel:+50761112222"',
      '<li>Passport</li><li>Sunscreen</li>',
      'Free cancellation until Sunday, November 22, 2026, 8:00 AM (Panama time).',
    ])
      expect(html).toContain(words);
    expect(html).not.toContain('Latitude');
  });

  it('says a non-refundable booking is so, in Spanish, with the support when the operator left no contact', () => {
    const voucher = sampleVoucher({
      experience: { ...sampleVoucher().experience, cancellationPolicy: 1 },
      operator: { name: 'Canal Tours S.A.', contactEmail: null, contactPhone: null, email: '', phone: '' },
    });
    const html = render(voucher, booked);
    expect(html).toContain('Lo que sigue');
    expect(html).toContain('No reembolsable: esta experiencia no admite cancelaciones con reembolso.');
    expect(html).not.toContain('Cancelación gratis hasta el');
    expect(html).toContain('Soporte de Rumbo');
    expect(html).toContain('href="mailto:soporte@rumbo.example"');
    expect(html).toContain('Canal Tours S.A. no dejó un contacto');
  });
});
