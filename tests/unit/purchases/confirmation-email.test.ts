import { describe, expect, it } from 'vitest';
import { purchaseConfirmationEmail } from '../../../domain/purchases/confirmation-email';
import { purchaseReminderEmail } from '../../../domain/purchases/reminder-email';
import { voucherView } from '../../../domain/purchases/voucher-view';
import { sampleVoucher } from './voucher-sample';

const links = { publicUrl: 'https://rumbo.example' };
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';

describe('purchaseConfirmationEmail', () => {
  it('writes a Spanish purchase in Spanish: code, departure in words, parts, amounts and terms', () => {
    const voucher = sampleVoucher({ createdAt: new Date('2026-11-10T12:00:00Z') });
    const email = purchaseConfirmationEmail(voucher, links, png, ics);
    expect(email).toMatchObject({ template: 'purchase-confirmation', kind: 'transactional', lang: 'es' });
    expect(email.subject).toBe('Reserva RB7K2Q confirmada: Tour del Canal');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hola, Eva:');
      expect(part).toContain('RB7K2Q');
      expect(part).toContain('martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)');
      expect(part).toContain('Lobby del hotel');
      expect(part).toContain('2 adultos × $50');
      expect(part).toContain('1 niño × $30');
      expect(part).toContain('Almuerzo × 3: $36');
      expect(part).toContain('Cancelación gratis hasta 48 horas antes del inicio.');
      expect(part).toContain(
        'Cancelación gratis hasta el domingo, 22 de noviembre de 2026, 8:00 AM (hora de Panamá).',
      );
    }
    // The next steps, as the voucher page and the confirmation screen say them (domain/purchases/next-steps.ts).
    expect(email.text).toContain(
      [
        'Lo que sigue',
        'Cuándo llegar: martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)',
        'Punto de encuentro: Lobby del hotel',
        'Quién te atiende: Canal Tours S.A.',
        'Correo: reservas@canaltours.example',
        'Teléfono: +507 6111-2222',
      ].join('\n'),
    );
    expect(email.text).toContain('Qué llevar\n• Pasaporte\n• Protector solar');
    expect(email.html).toContain('<strong>Qué llevar</strong><br>• Pasaporte<br>• Protector solar');
    expect(email.html).toContain('href="https://www.openstreetmap.org/?mlat=8.9824');
    expect(email.text).toMatch(/Total: \$166\n/);
    expect(email.text).toContain('Pagado con saldo a favor: $10');
    expect(email.text).toContain('Cobrado con tarjeta Visa terminada en 4242: $156');
    expect(email.text).toContain('Abrir tu voucher: https://rumbo.example/voucher/RB7K2Q?t=tok_abc123');
    expect(email.html).toContain('href="https://rumbo.example/voucher/RB7K2Q?t=tok_abc123"');
  });

  it('writes a duration of hours and a half the language’s way, as the experience page does', () => {
    const operator = { name: 'Canal Tours', email: 'hola@canal.example', phone: '' };
    for (const [lang, hours] of [
      ['es', '2,5 horas'],
      ['en', '2.5 hours'],
    ] as const) {
      const base = sampleVoucher({ lang });
      const voucher = { ...base, experience: { ...base.experience, durationMinutes: 150 } };
      expect(purchaseConfirmationEmail(voucher, links, png, ics).text).toContain(hours);
      expect(purchaseReminderEmail(voucher, operator, links).text).toContain(hours);
      expect(voucherView(voucher, '<svg/>', new Date('2026-11-01T00:00:00Z')).duration).toBe(hours);
    }
  });

  it('says a booking made inside the refund window is not refundable', () => {
    // 48 hours before Tuesday 08:00 is Sunday 08:00 in Panama; the sample was booked that Sunday at 10:00.
    const email = purchaseConfirmationEmail(sampleVoucher(), links, png, ics);
    expect(email.text).toContain('Cancelación gratis hasta 48 horas antes del inicio.');
    expect(email.text).not.toContain('Cancelación gratis hasta el');
    expect(email.text).toContain(
      'El plazo de cancelación gratis ya venció: esta reserva no es reembolsable.',
    );
  });

  it('writes an English purchase in English, with PayPal and a coupon', () => {
    const voucher = sampleVoucher({
      lang: 'en',
      experience: {
        ...sampleVoucher().experience,
        name: 'Canal Tour',
        countryName: 'Panama',
        cancellationPolicy: 1,
      },
      paymentMethod: 'paypal',
      cardBrand: null,
      cardLast4: null,
      couponCode: 'T-TEN',
      amounts: {
        ...sampleVoucher().amounts,
        couponDiscountCents: 1660,
        totalCostCents: 14940,
        walletDiscountCents: 0,
        totalPaymentCents: 14940,
      },
    });
    const email = purchaseConfirmationEmail(voucher, links, png, ics);
    expect(email.lang).toBe('en');
    expect(email.subject).toBe('Booking RB7K2Q confirmed: Canal Tour');
    expect(email.text).toContain('Hi');
    expect(email.text).toContain('Tuesday, November 24, 2026, 8:00 AM (Panama time)');
    expect(email.text).toContain('2 adults × $50');
    expect(email.text).toContain('Coupon T-TEN: −$16.60');
    expect(email.text).toContain('Charged to PayPal: $149.40');
    expect(email.text).not.toContain('wallet');
    expect(email.text).toContain('Non-refundable');
    expect(email.text).toContain('Open your voucher: https://rumbo.example/voucher/RB7K2Q?t=tok_abc123');
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).not.toMatch(/[áéíóúñ¡¿]/);
  });

  it('escapes every value it did not write itself', () => {
    const voucher = sampleVoucher({
      user: { ...sampleVoucher().user, firstName: '<b>Eva</b>' },
      experience: { ...sampleVoucher().experience, name: 'Tour "<script>alert(1)</script>"' },
      addOns: [{ name: 'Cena & <i>vino</i>', quantity: 1, unitPriceCents: 100, totalCents: 100 }],
      pickup: { latitude: 9, longitude: -79, address: "Hotel <O'Neil>", notes: null },
      operator: { ...sampleVoucher().operator, name: 'Tours <u>Canal</u>' },
    });
    const { html, text } = purchaseConfirmationEmail(voucher, links, png, ics);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eva</b>');
    expect(html).not.toContain('<i>vino</i>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Cena &amp; &lt;i&gt;vino&lt;/i&gt;');
    expect(html).toContain('Hotel &lt;O&#39;Neil&gt;');
    expect(text).toContain("Hotel <O'Neil>");
    expect(html).toContain('Tours &lt;u&gt;Canal&lt;/u&gt;');
  });

  it('carries the QR inline by cid and the calendar invite as a file', () => {
    const email = purchaseConfirmationEmail(sampleVoucher(), links, png, ics);
    const [qr, invite] = email.attachments ?? [];
    expect(qr).toMatchObject({ filename: 'voucher-RB7K2Q.png', contentType: 'image/png', content: png });
    expect(email.html).toContain(`src="cid:${qr?.contentId}"`);
    expect(email.html).toContain('alt="Código QR del voucher RB7K2Q"');
    expect(invite?.filename).toBe('RB7K2Q.ics');
    expect(invite?.contentType).toContain('text/calendar');
    expect(invite?.contentType).toContain('method=PUBLISH');
    expect(invite?.contentId).toBeUndefined();
    expect(invite?.content.toString('utf8')).toBe(ics);
  });
});
