import { describe, expect, it } from 'vitest';
import {
  CONTACT_DAYS_AFTER_DEPARTURE,
  contactVisibleUntil,
  travellerContactVisible,
} from '../../../domain/operator-bookings/contact-window';

const start = new Date('2026-11-24T13:00:00Z');
const day = 86_400_000;

describe('the traveller’s contact window (docs/decisions/0067-bookings-and-manifests.md)', () => {
  it('shows the contact of an upcoming booking', () => {
    expect(travellerContactVisible(start, new Date('2026-10-01T00:00:00Z'))).toBe(true);
    expect(travellerContactVisible(start, start)).toBe(true);
  });

  it('shows it up to 30 days after the departure, to the millisecond, and never later', () => {
    expect(CONTACT_DAYS_AFTER_DEPARTURE).toBe(30);
    expect(contactVisibleUntil(start).toISOString()).toBe('2026-12-24T13:00:00.000Z');
    expect(travellerContactVisible(start, new Date(start.getTime() + 30 * day))).toBe(true);
    expect(travellerContactVisible(start, new Date(start.getTime() + 30 * day + 1))).toBe(false);
    expect(travellerContactVisible(start, new Date(start.getTime() + 365 * day))).toBe(false);
  });
});
