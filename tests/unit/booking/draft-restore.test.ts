import { describe, expect, it } from 'vitest';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import {
  choosesPickup,
  draftFromSelection,
  EMPTY_SELECTION,
  restorableDate,
  restoreSelection,
} from '../../../domain/booking/draft-restore';
import { INITIAL_PARTICIPANTS } from '../../../domain/booking/participant-counter';
import { people, pricing } from '../pricing/quote-fixtures';

const draft = (overrides: Partial<BookingDraft> = {}): BookingDraft => ({
  createdAt: '2026-11-22T15:00:00.000Z',
  experienceId: 12,
  experiencePath: '/es/panama/panama/tour/12',
  bookingDate: '2026-11-25',
  bookingHour: '09:00',
  totalParticipants: people(2, 1),
  additionalProducts: [7, 8],
  bookingPickupLocation: { lat: 9, lng: -79.5, address: 'Hotel Central' },
  coupon: 'WELCOME10',
  ...overrides,
});

const hours = [
  { hour: '09:00', available_places: 5 },
  { hour: '14:00', available_places: 0 },
];

describe('booking draft restore (docs/decisions/0035)', () => {
  it('restores only a draft of this experience whose day is still bookable', () => {
    expect(restorableDate(draft(), 12, ['2026-11-25'])).toBe('2026-11-25');
    expect(restorableDate(draft(), 13, ['2026-11-25'])).toBeNull();
    expect(restorableDate(draft(), 12, ['2026-11-26'])).toBeNull();
    expect(restorableDate(null, 12, ['2026-11-25'])).toBeNull();
  });

  it('brings back the whole selection when the hour still has room', () => {
    expect(restoreSelection(draft(), '2026-11-25', hours, pricing())).toEqual({
      date: '2026-11-25',
      hour: '09:00',
      participants: people(2, 1),
      addOnIds: [7, 8],
      pickup: { lat: 9, lng: -79.5 },
      pickupAddress: 'Hotel Central',
      coupon: 'WELCOME10',
    });
  });

  it('drops an hour that is full or gone, keeping the day', () => {
    const full = restoreSelection(draft({ bookingHour: '14:00' }), '2026-11-25', hours, pricing());
    expect(full.hour).toBeNull();
    expect(full.date).toBe('2026-11-25');
    expect(restoreSelection(draft({ bookingHour: '18:00' }), '2026-11-25', hours, pricing()).hour).toBeNull();
  });

  it('goes back to one adult when the participants no longer fit', () => {
    const few = [{ hour: '09:00', available_places: 2 }];
    expect(restoreSelection(draft(), '2026-11-25', few, pricing()).participants).toEqual(
      INITIAL_PARTICIPANTS,
    );
    const small = pricing({ maxPersons: 2 });
    expect(
      restoreSelection(draft({ bookingHour: '18:00' }), '2026-11-25', hours, small).participants,
    ).toEqual(INITIAL_PARTICIPANTS);
  });

  it('keeps groups, add-ons and the pickup only while they are offered', () => {
    const noChildren = pricing({
      priceChildrenCents: null,
      addOns: [{ id: 8, priceCents: 500, applyTo: 2, typeCode: 2 }],
    });
    const restored = restoreSelection(draft(), '2026-11-25', hours, noChildren);
    expect(restored.participants).toEqual(people(2));
    expect(restored.addOnIds).toEqual([8]);
    expect(restored.pickup).toBeNull();
  });

  it('saves the selection as a draft, the pickup only with a pickup add-on', () => {
    const selection = {
      ...EMPTY_SELECTION,
      date: '2026-11-25',
      hour: '09:00',
      participants: people(2),
      addOnIds: [8, 8],
      pickup: { lat: 9, lng: -79.5 },
      pickupAddress: '  Hotel   Central ',
      coupon: 'MAX5',
    };
    const saved = draftFromSelection(selection, { id: 12, path: '/en/x/y/z/12' }, pricing());
    expect(saved).toEqual({
      experienceId: 12,
      experiencePath: '/en/x/y/z/12',
      bookingDate: '2026-11-25',
      bookingHour: '09:00',
      totalParticipants: people(2),
      additionalProducts: [8],
      bookingPickupLocation: null,
      coupon: 'MAX5',
    });
    expect(choosesPickup(pricing(), [7])).toBe(true);
    expect(
      draftFromSelection({ ...selection, addOnIds: [7] }, { id: 12, path: '/a' }, pricing())
        .bookingPickupLocation,
    ).toEqual({
      lat: 9,
      lng: -79.5,
      address: 'Hotel Central',
    });
  });
});
