import { describe, expect, it } from 'vitest';
import { purchaseReminderEmail } from '../../../domain/purchases/reminder-email';
import { reviewRequestEmail } from '../../../domain/purchases/review-request-email';
import { sampleVoucher } from './voucher-sample';
import { unsubscribePath } from '../../../domain/emails/layout';

const links = { publicUrl: 'https://rumbo.example', signingSecret: 'unit-test-signing-secret-of-32-chars!' };
const operator = { name: 'Canal Tours S.A.', email: 'reservas@canaltours.example', phone: '+507 6000-0000' };
const MAP = 'https://www.openstreetmap.org/?mlat=8.9824&mlon=-79.5199#map=16/8.9824/-79.5199';

describe('purchaseReminderEmail', () => {
  it('writes a Spanish purchase in Spanish: departure, meeting point with its map, voucher, operator', () => {
    const email = purchaseReminderEmail(sampleVoucher(), operator, links);
    expect(email).toMatchObject({ template: 'purchase-reminder', kind: 'transactional', lang: 'es' });
    expect(email.subject).toBe('Recordatorio: Tour del Canal, reserva RB7K2Q');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hola, Eva:');
      expect(part).toContain('RB7K2Q');
      expect(part).toContain('martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)');
      expect(part).toContain('Punto de encuentro');
      expect(part).toContain('Lobby del hotel');
      expect(part).toContain('2 adultos');
      expect(part).toContain('Canal Tours S.A.');
      expect(part).toContain('reservas@canaltours.example');
      expect(part).toContain('+507 6000-0000');
    }
    expect(email.text).toContain('Abrir tu voucher: https://rumbo.example/voucher/RB7K2Q?t=tok_abc123');
    expect(email.text).toContain(`Ver en el mapa: ${MAP}`);
    expect(email.html).toContain(`href="${MAP.replaceAll('&', '&amp;')}"`);
    // Transactional: no unsubscribe link (it is sent to an address that unsubscribed too).
    expect(email.text).not.toContain('/unsubscribe');
  });

  it('writes an English purchase in English, with the pickup point instead of the meeting point', () => {
    const voucher = sampleVoucher({
      lang: 'en',
      experience: { ...sampleVoucher().experience, name: 'Canal Tour', countryName: 'Panama' },
      pickup: { latitude: 9.01, longitude: -79.5, address: 'Hotel Central, Casco Viejo', notes: 'Lobby' },
    });
    const email = purchaseReminderEmail(voucher, { ...operator, phone: '' }, links);
    expect(email.subject).toBe('Reminder: Canal Tour, booking RB7K2Q');
    expect(email.text).toContain('Hi Eva,');
    expect(email.text).toContain('Tuesday, November 24, 2026, 8:00 AM (Panama time)');
    expect(email.text).toContain('Pickup point: Hotel Central, Casco Viejo (Lobby)');
    expect(email.text).not.toContain('Meeting point');
    expect(email.text).toContain('Open the map: https://www.openstreetmap.org/?mlat=9.01&mlon=-79.5');
    expect(email.text).toContain('Open your voucher: https://rumbo.example/voucher/RB7K2Q?t=tok_abc123');
    expect(email.text).toContain('Operator: Canal Tours S.A.');
    expect(email.text).toContain('E-mail: reservas@canaltours.example');
    expect(email.text).not.toContain('Phone');
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).not.toMatch(/[áéíóúñ¡¿]/);
  });

  it('escapes what it did not write itself', () => {
    const voucher = sampleVoucher({
      experience: { ...sampleVoucher().experience, name: 'Tour <script>x</script>' },
    });
    const { html } = purchaseReminderEmail(voucher, { ...operator, name: 'A & <b>B</b>' }, links);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>B</b>');
    expect(html).toContain('A &amp; &lt;b&gt;B&lt;/b&gt;');
  });
});

describe('reviewRequestEmail', () => {
  const input = {
    links,
    firstName: 'Eva',
    email: 'eva@example.com',
    experience: { id: 42, name: 'Tour del Canal' },
  };

  it('links straight to the review form, in the purchase language, with an unsubscribe link', () => {
    const es = reviewRequestEmail({ ...input, lang: 'es' });
    expect(es).toMatchObject({ template: 'review-request', kind: 'promotional', lang: 'es' });
    expect(es.subject).toBe('¿Qué tal fue Tour del Canal?');
    expect(es.text).toContain('Escribir mi reseña: https://rumbo.example/review-experience/42');
    expect(es.html).toContain('href="https://rumbo.example/review-experience/42"');
    expect(es.text).toContain(
      `https://rumbo.example${unsubscribePath(links.signingSecret, 'eva@example.com')}`,
    );

    const en = reviewRequestEmail({ ...input, lang: 'en', experience: { id: 42, name: 'Canal Tour' } });
    expect(en.subject).toBe('How was Canal Tour?');
    expect(en.text).toContain('Write my review: https://rumbo.example/review-experience/42');
    expect(en.text).toContain('Stop receiving promotional e-mails');
  });
});
