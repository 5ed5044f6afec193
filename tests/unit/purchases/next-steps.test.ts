import { describe, expect, it } from 'vitest';
import { nextSteps, pickupPlace } from '../../../domain/purchases/next-steps';
import { sampleVoucher } from './voucher-sample';

const booked = new Date('2026-11-10T12:00:00Z');

describe('nextSteps', () => {
  it('says when, where, who, what to bring, the deadline and the links, in Spanish', () => {
    const next = nextSteps(sampleVoucher({ createdAt: booked }), booked);
    expect(next.title).toBe('Lo que sigue');
    expect(next.when.text).toBe('martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)');
    expect(next.where).toMatchObject({
      kind: 'meeting',
      label: 'Punto de encuentro',
      text: 'Lobby del hotel',
    });
    expect(next.where?.window).toBeNull();
    expect(next.where?.mapUrl).toContain('mlat=8.9824');
    expect(next.contact).toMatchObject({
      name: 'Canal Tours S.A.',
      email: 'reservas@canaltours.example',
      phone: '+507 6111-2222',
      support: false,
      note: null,
    });
    expect(next.toBring).toEqual({ label: 'Qué llevar', items: ['Pasaporte', 'Protector solar'] });
    expect(next.cancellation).toEqual({
      label: 'Cancelación',
      policy: 'Cancelación gratis hasta 48 horas antes del inicio.',
      deadline: 'Cancelación gratis hasta el domingo, 22 de noviembre de 2026, 8:00 AM (hora de Panamá).',
      refundable: true,
    });
    expect(next.links).toMatchObject({
      voucherPath: '/voucher/RB7K2Q?t=tok_abc123',
      calendarPath: '/voucher/RB7K2Q/calendar.ics?t=tok_abc123',
    });
  });

  it('reads the deadline on the experience’s clock, not the server’s UTC date', () => {
    // 22:00 in Santo Domingo (UTC−4, no daylight saving) is 02:00 UTC the next day; 24 hours before
    // is still the 23rd at 10 PM there, though UTC says the 24th.
    const voucher = sampleVoucher({
      lang: 'en',
      bookingDate: '2026-11-24',
      bookingHour: '22:00',
      timeZone: 'America/Santo_Domingo',
      startsAt: new Date('2026-11-25T02:00:00Z'),
      experience: {
        ...sampleVoucher().experience,
        countryName: 'Dominican Republic',
        cancellationPolicy: 2,
      },
    });
    const next = nextSteps(voucher, booked);
    expect(next.when.text).toBe('Tuesday, November 24, 2026, 10:00 PM (Dominican Republic time)');
    expect(next.cancellation.deadline).toBe(
      'Free cancellation until Monday, November 23, 2026, 10:00 PM (Dominican Republic time).',
    );
    // Once the deadline is past, it says so.
    const late = nextSteps(voucher, new Date('2026-11-24T02:00:01Z'));
    expect(late.cancellation).toMatchObject({ refundable: false });
    expect(late.cancellation.deadline).toBe(
      'The free-cancellation deadline has passed: this booking is not refundable.',
    );
  });

  it('says a non-refundable experience is non-refundable, with no deadline', () => {
    const voucher = sampleVoucher({ experience: { ...sampleVoucher().experience, cancellationPolicy: 1 } });
    const next = nextSteps(voucher, booked);
    expect(next.cancellation).toEqual({
      label: 'Cancelación',
      policy: 'No reembolsable: esta experiencia no admite cancelaciones con reembolso.',
      deadline: null,
      refundable: false,
    });
  });

  it('gives a pickup its window before the start and its place in words, never coordinates', () => {
    const pickup = { latitude: 8.98123, longitude: -79.51987, address: '', notes: 'Portón azul' };
    const voucher = sampleVoucher({ pickup });
    const next = nextSteps(voucher, booked);
    expect(next.where).toMatchObject({
      kind: 'pickup',
      label: 'Te recogemos en',
      text: 'Punto en el mapa',
      window: 'Entre las 7:00 AM y las 8:00 AM. El operador te confirma la hora exacta.',
      instructionsLabel: 'Tus indicaciones',
      instructions: 'Portón azul',
    });
    expect(next.where?.mapUrl).toContain('mlat=8.98123');
    expect(JSON.stringify(next)).not.toContain('Latitud');
    expect(
      pickupPlace(sampleVoucher({ pickup: { ...pickup, address: 'Hotel Central, Casco Viejo' } }))?.text,
    ).toBe('Hotel Central, Casco Viejo');
    expect(pickupPlace(sampleVoucher())).toBeNull();
  });

  it('falls back to the company’s application contact, then to the marketplace’s support', () => {
    const operator = sampleVoucher().operator;
    const applied = nextSteps(
      sampleVoucher({ operator: { ...operator, contactEmail: null, contactPhone: null, phone: '+507 1' } }),
      booked,
    );
    expect(applied.contact).toMatchObject({
      email: 'owner@canaltours.example',
      phone: '+507 1',
      support: false,
    });
    const none = nextSteps(
      sampleVoucher({
        lang: 'en',
        operator: { name: 'Canal Tours S.A.', contactEmail: ' ', contactPhone: '', email: '', phone: '' },
      }),
      booked,
    );
    expect(none.contact).toMatchObject({
      name: 'Rumbo support',
      email: 'soporte@rumbo.example',
      support: true,
      note: 'Canal Tours S.A. left no contact: write to us and we will arrange it with you.',
    });
  });

  it('leaves out what to bring when the experience lists nothing', () => {
    const voucher = sampleVoucher({ experience: { ...sampleVoucher().experience, toBring: [] } });
    expect(nextSteps(voucher, booked).toBring).toBeNull();
  });
});
