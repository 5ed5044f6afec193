import { describe, expect, it } from 'vitest';
import type { BookingStory } from '../../../domain/admin-bookings/story-contract';
import { bookingTimeline } from '../../../domain/admin-bookings/timeline';

const at = (minute: number) => `2026-11-22T15:${String(minute).padStart(2, '0')}:00.000Z`;

describe('a booking’s timeline', () => {
  it('merges history, payments, refunds, e-mails and attendance, oldest first, causes before effects', () => {
    const story = {
      history: [
        { at: at(0), from: null, to: 'created', actor: 'customer', actor_user_id: 1, reason: null },
        { at: at(1), from: 'created', to: 'confirmed', actor: 'system', actor_user_id: null, reason: null },
      ],
      payments: [
        {
          id: 1,
          at: at(0),
          method: 'card',
          provider: 'sandbox',
          status: 'captured',
          amount: 51,
          provider_reference: 'ch_1',
          error_code: null,
        },
      ],
      refunds: [
        {
          id: 9,
          at: at(5),
          kind: 'partial',
          method: 'wallet',
          amount: 5,
          status: 'done',
          provider_reference: null,
          error_code: null,
          reason: 'late',
        },
      ],
      emails: [
        { id: 3, at: at(1), template: 'purchase-confirmation', subject: 'x', status: 'sent', sent_at: at(2) },
      ],
      attendance: { checked_in_at: at(9), no_show_at: null },
    } as unknown as BookingStory;
    expect(bookingTimeline(story).map((event) => [event.kind, event.at])).toEqual([
      ['status', at(0)],
      ['payment', at(0)],
      ['status', at(1)],
      ['email', at(1)],
      ['refund', at(5)],
      ['checkIn', at(9)],
    ]);
  });
});
