import { describe, expect, it } from 'vitest';
import {
  type BookingDraft,
  DRAFT_TTL_MINUTES,
  isDraftFresh,
  readBookingDraft,
  readStoredDraft,
} from '../../../domain/booking/booking-draft';

const NOW = new Date('2026-11-24T15:00:00.000Z');
const minutes = (n: number) => n * 60_000;

const draft = (overrides: Record<string, unknown> = {}) => ({
  createdAt: NOW.toISOString(),
  experienceId: 7,
  experiencePath: '/panama/panama-city/canal-tour/7',
  bookingDate: '2026-11-28',
  bookingHour: '09:00',
  totalParticipants: { adults: 2, children: 1, babies: 0, seniors: 0 },
  additionalProducts: [3],
  bookingPickupLocation: { lat: 8.98, lng: -79.52, address: 'Hotel Central' },
  coupon: null,
  ...overrides,
});

const read = (value: unknown, now = NOW) => readBookingDraft(JSON.stringify(value), now);

describe('readBookingDraft', () => {
  it('returns a fresh, well-formed draft as stored', () => {
    const stored: BookingDraft = draft() as BookingDraft;
    expect(read(stored)).toEqual(stored);
    expect(read(draft({ bookingPickupLocation: null, coupon: 'SUMMER10', additionalProducts: [] }))).toEqual(
      draft({ bookingPickupLocation: null, coupon: 'SUMMER10', additionalProducts: [] }),
    );
  });

  it('keeps a draft exactly 60 minutes old and drops it one millisecond later', () => {
    expect(DRAFT_TTL_MINUTES).toBe(60);
    const created = new Date(NOW.getTime() - minutes(60)).toISOString();
    expect(read(draft({ createdAt: created }))).not.toBeNull();
    expect(read(draft({ createdAt: created }), new Date(NOW.getTime() + 1))).toBeNull();
    expect(read(draft({ createdAt: new Date(NOW.getTime() - minutes(61)).toISOString() }))).toBeNull();
  });

  it('refuses a draft saved in the future (a clock that moved back)', () => {
    expect(read(draft({ createdAt: new Date(NOW.getTime() + 1).toISOString() }))).toBeNull();
    expect(read(draft({ createdAt: new Date(NOW.getTime() + minutes(5)).toISOString() }))).toBeNull();
  });

  it('refuses nothing stored, malformed JSON and values that are not a draft', () => {
    expect(readBookingDraft(null, NOW)).toBeNull();
    expect(readBookingDraft('', NOW)).toBeNull();
    expect(readBookingDraft('{"createdAt":', NOW)).toBeNull();
    expect(readBookingDraft('not json', NOW)).toBeNull();
    for (const value of [null, 42, 'draft', [], [draft()], {}]) expect(read(value)).toBeNull();
  });

  it('refuses wrong shapes field by field', () => {
    const wrong: Record<string, unknown>[] = [
      { createdAt: 'yesterday' },
      { createdAt: NOW.getTime() },
      { createdAt: undefined },
      { experienceId: '7' },
      { experienceId: 0 },
      { experienceId: 1.5 },
      { experiencePath: 'https://evil.example/x' },
      { experiencePath: '//evil.example/x' },
      { experiencePath: '/\\evil.example/x' },
      { experiencePath: `/${'a'.repeat(500)}` },
      { bookingDate: '28/11/2026' },
      { bookingDate: '2026-11-28T00:00' },
      { bookingHour: '9:00' },
      { bookingHour: '09:00 AM' },
      { totalParticipants: { adults: 2 } },
      { totalParticipants: { adults: -1, children: 0, babies: 0, seniors: 0 } },
      { totalParticipants: { adults: 1.5, children: 0, babies: 0, seniors: 0 } },
      { totalParticipants: { adults: 1000, children: 0, babies: 0, seniors: 0 } },
      { totalParticipants: null },
      { additionalProducts: ['3'] },
      { additionalProducts: [0] },
      { additionalProducts: Array.from({ length: 51 }, (_, i) => i + 1) },
      { additionalProducts: undefined },
      { bookingPickupLocation: { lat: 91, lng: 0 } },
      { bookingPickupLocation: { lat: 8.9, lng: -181 } },
      { bookingPickupLocation: { lat: '8.9', lng: -79 } },
      { bookingPickupLocation: undefined },
      { coupon: 5 },
      { coupon: 'X'.repeat(61) },
    ];
    for (const overrides of wrong) expect(read(draft(overrides)), JSON.stringify(overrides)).toBeNull();
  });
});

describe('isDraftFresh', () => {
  it('accepts an ISO string or epoch milliseconds and refuses what is not a time', () => {
    expect(isDraftFresh(NOW.toISOString(), NOW)).toBe(true);
    expect(isDraftFresh(NOW.getTime() - minutes(30), NOW)).toBe(true);
    expect(isDraftFresh(NOW.getTime() - minutes(60) - 1, NOW)).toBe(false);
    expect(isDraftFresh(null, NOW)).toBe(false);
    expect(isDraftFresh(undefined, NOW)).toBe(false);
    expect(isDraftFresh('not a date', NOW)).toBe(false);
    expect(isDraftFresh(Number.NaN, NOW)).toBe(false);
  });
});

describe('readStoredDraft', () => {
  it('tells a stale draft (with its way back) from a fresh one and from something that is no draft', () => {
    const stale = draft({ createdAt: new Date(NOW.getTime() - minutes(61)).toISOString() });
    expect(readStoredDraft(JSON.stringify(stale), NOW)).toEqual({
      kind: 'expired',
      experiencePath: '/panama/panama-city/canal-tour/7',
    });
    expect(readStoredDraft(JSON.stringify(draft()), NOW)).toEqual({ kind: 'fresh', draft: draft() });
    for (const stored of [
      null,
      '',
      '{',
      JSON.stringify({ createdAt: 1 }),
      JSON.stringify(draft({ experiencePath: '//evil' })),
    ])
      expect(readStoredDraft(stored, NOW)).toEqual({ kind: 'none' });
  });
});
