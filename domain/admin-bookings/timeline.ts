/**
 * A booking's story as one timeline (docs/decisions/0074-admin-booking-support): status changes, payment
 * attempts, refunds, e-mails and attendance, oldest first (at equal instants, in that order). Pure: the
 * back office's booking page draws it from the story the API answers.
 */
import type { BookingStory } from './story-contract';

export type TimelineEvent =
  | { kind: 'status'; at: string; item: BookingStory['history'][number] }
  | { kind: 'payment'; at: string; item: BookingStory['payments'][number] }
  | { kind: 'refund'; at: string; item: BookingStory['refunds'][number] }
  | { kind: 'email'; at: string; item: BookingStory['emails'][number] }
  | { kind: 'checkIn' | 'noShow'; at: string };

const ORDER: Record<TimelineEvent['kind'], number> = {
  status: 0,
  payment: 1,
  refund: 2,
  email: 3,
  checkIn: 4,
  noShow: 4,
};

export function bookingTimeline(story: BookingStory): TimelineEvent[] {
  const events: TimelineEvent[] = [
    ...story.history.map((item) => ({ kind: 'status' as const, at: item.at, item })),
    ...story.payments.map((item) => ({ kind: 'payment' as const, at: item.at, item })),
    ...story.refunds.map((item) => ({ kind: 'refund' as const, at: item.at, item })),
    ...story.emails.map((item) => ({ kind: 'email' as const, at: item.at, item })),
  ];
  if (story.attendance.checked_in_at) events.push({ kind: 'checkIn', at: story.attendance.checked_in_at });
  if (story.attendance.no_show_at) events.push({ kind: 'noShow', at: story.attendance.no_show_at });
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.at.localeCompare(b.event.at) ||
        ORDER[a.event.kind] - ORDER[b.event.kind] ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}
