import { describe, expect, it } from 'vitest';
import { purchaseCancellationEmail } from '../../../domain/purchases/cancellation-email';
import { sampleVoucher } from './voucher-sample';

const links = { publicUrl: 'https://rumbo.example' };
const refunded = { wallet: 1500, card: 3600, paypal: 0 };
const alternatives = [
  { id: 21, name: 'Kayak en la bahía <al atardecer>', path: '/panama/bocas/kayak-21', day: '2026-12-02' },
  { id: 22, name: 'Snorkel en Cayo Zapatilla', path: '/panama/bocas/snorkel-22', day: '2026-11-30' },
];

describe('the e-mail of an operator’s cancellation (docs/decisions/0068-supplier-cancellations.md)', () => {
  it('gives the reason, the full refund by method and the similar experiences with their nearby day, in Spanish', () => {
    const mail = purchaseCancellationEmail(sampleVoucher({ lang: 'es' }), 'supplier', refunded, links, {
      reason: 'Tormenta tropical <hoy>',
      alternatives,
    });
    expect(mail.lang).toBe('es');
    expect(mail.text).toContain('El operador de la experiencia tuvo que cancelar tu reserva');
    expect(mail.text).toContain('Motivo que nos dio el operador: «Tormenta tropical <hoy>»');
    expect(mail.html).toContain('Tormenta tropical &lt;hoy&gt;');
    expect(mail.text).toContain('Total reembolsado');
    expect(mail.text).toContain('estas experiencias tienen plazas en fechas cercanas');
    expect(mail.text).toContain(
      'Kayak en la bahía <al atardecer> · miércoles, 2 de diciembre de 2026: https://rumbo.example/panama/bocas/kayak-21',
    );
    expect(mail.html).toContain('href="https://rumbo.example/panama/bocas/snorkel-22"');
    expect(mail.html).not.toContain('<al atardecer>');
  });

  it('in English; without alternatives or a reason it says neither', () => {
    const mail = purchaseCancellationEmail(sampleVoucher({ lang: 'en' }), 'supplier', refunded, links, {
      reason: 'The boat broke down.',
      alternatives: [],
    });
    expect(mail.text).toContain('The reason the operator gave us: “The boat broke down.”');
    expect(mail.text).not.toContain('nearby dates');
    const plain = purchaseCancellationEmail(sampleVoucher({ lang: 'en' }), 'customer', refunded, links);
    expect(plain.text).not.toContain('The reason the operator gave us');
  });
});
