import type { PurchaseVoucher } from '../../../domain/purchases/purchase-voucher';

/** A confirmed purchase as loadPurchaseVoucher returns it: Tuesday 24 November 2026, 08:00 in Panama. */
export function sampleVoucher(overrides: Partial<PurchaseVoucher> = {}): PurchaseVoucher {
  return {
    id: 7,
    code: 'RB7K2Q',
    token: 'tok_abc123',
    status: 'confirmed',
    lang: 'es',
    bookingDate: '2026-11-24',
    bookingHour: '08:00',
    timeZone: 'America/Panama',
    startsAt: new Date('2026-11-24T13:00:00Z'),
    createdAt: new Date('2026-11-22T15:00:00Z'),
    experience: {
      id: 42,
      name: 'Tour del Canal',
      path: '/panama/ciudad-de-panama/tour-del-canal/42',
      countryName: 'Panamá',
      durationMinutes: 180,
      cancellationPolicy: 3,
      cityName: 'Ciudad de Panamá',
      meetingReference: 'Lobby del hotel',
      meetingAddress: '',
      meetingInstructions: '',
      meeting: { latitude: 8.9824, longitude: -79.5199 },
    },
    participants: [
      { tier: 'adults', quantity: 2, unitPriceCents: 5000 },
      { tier: 'children', quantity: 1, unitPriceCents: 3000 },
    ],
    totalParticipants: 3,
    addOns: [{ name: 'Almuerzo', quantity: 3, unitPriceCents: 1200, totalCents: 3600 }],
    pickup: null,
    couponCode: null,
    amounts: {
      subtotalCents: 13000,
      groupDiscountCents: 0,
      addOnsCents: 3600,
      couponDiscountCents: 0,
      serviceFeeCents: 0,
      totalCostCents: 16600,
      walletDiscountCents: 1000,
      totalPaymentCents: 15600,
      refundedCents: 0,
    },
    paymentMethod: 'card',
    cardBrand: 'Visa',
    cardLast4: '4242',
    user: { id: 3, firstName: 'Eva', lastName: 'Ruiz', email: 'eva@example.com' },
    ...overrides,
  };
}
