import { describe, expect, it } from 'vitest';
import { operatorBookingEmail } from '../../../domain/operators/operator-booking-email';
import { operatorRecipients } from '../../../domain/operators/operator-recipients';
import { sampleVoucher } from '../purchases/voucher-sample';

const links = { publicUrl: 'https://rumbo.example' };

describe('the operator’s booking e-mails (docs/product.md § Operator e-mails)', () => {
  it('a new booking: code, experience, departure on its clock, participants, add-ons, place and the workspace link', () => {
    const email = operatorBookingEmail(
      sampleVoucher({ lang: 'en', experience: { ...sampleVoucher().experience, name: 'Canal Tour' } }),
      { kind: 'new_booking' },
      { name: 'Marta' },
      links,
    );
    expect(email).toMatchObject({ template: 'operator-new-booking', lang: 'en', kind: 'transactional' });
    expect(email.subject).toBe('New booking RB7K2Q: Canal Tour');
    for (const line of [
      'Hi Marta',
      'RB7K2Q',
      'Tuesday, November 24, 2026',
      '8:00',
      '2 adults, 1 child',
      'Almuerzo × 3',
      'Meeting point',
      'Eva Ruiz',
      'https://rumbo.example/operator/departures?month=2026-11&experience=42',
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('a cancellation says who cancelled, in Spanish, with the pickup when there is one', () => {
    const voucher = sampleVoucher({
      pickup: { latitude: 8.98, longitude: -79.52, address: 'Hotel Central', notes: 'Recepción' },
      addOns: [],
    });
    const email = operatorBookingEmail(
      voucher,
      { kind: 'cancellation', canceller: 'administration' },
      { name: 'Tours' },
      links,
    );
    expect(email.template).toBe('operator-cancellation');
    expect(email.subject).toBe('Reserva RB7K2Q cancelada: Tour del Canal');
    expect(email.text).toContain('El equipo de Rumbo canceló esta reserva');
    expect(email.text).toContain('Punto de recogida: Hotel Central (Recepción)');
    expect(email.text).not.toContain('Adicionales');
    expect(email.html).not.toContain('<script');
  });
});

describe('operatorRecipients', () => {
  it('each address once: the members who chose it in their language, then the contact unless a member has it', () => {
    const contact = { email: 'Reservas@Tours.example', name: 'Tours', language: 'en' };
    expect(
      operatorRecipients({
        contact,
        members: [
          { email: 'ana@tours.example', firstName: 'Ana', language: 'es' },
          { email: 'bo@tours.example', firstName: 'Bo', language: 'fr' },
        ],
      }),
    ).toEqual([
      { email: 'ana@tours.example', name: 'Ana', lang: 'es' },
      { email: 'bo@tours.example', name: 'Bo', lang: 'es' },
      { email: 'Reservas@Tours.example', name: 'Tours', lang: 'en' },
    ]);
    expect(
      operatorRecipients({
        contact,
        members: [{ email: 'reservas@tours.example', firstName: 'Rita', language: 'es' }],
      }),
    ).toEqual([{ email: 'reservas@tours.example', name: 'Rita', lang: 'es' }]);
    expect(operatorRecipients({ contact: { ...contact, language: null }, members: [] })).toEqual([
      { email: 'Reservas@Tours.example', name: 'Tours', lang: 'es' },
    ]);
  });
});
