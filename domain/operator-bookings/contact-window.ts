/**
 * When an operator may see a traveller's contact (docs/decisions/0067-bookings-and-manifests.md): name,
 * phone and e-mail of one of its own bookings while the departure is ahead and for 30 days after it (time
 * to settle a lost item or a complaint), never later. Pure.
 */
export const CONTACT_DAYS_AFTER_DEPARTURE = 30;

const DAY_MS = 86_400_000;

/** The last instant the contact of a booking starting at `startsAt` is shown. */
export function contactVisibleUntil(startsAt: Date): Date {
  return new Date(startsAt.getTime() + CONTACT_DAYS_AFTER_DEPARTURE * DAY_MS);
}

/** Whether the operator sees the traveller's contact of a booking starting at `startsAt`, at `now`. */
export function travellerContactVisible(startsAt: Date, now: Date): boolean {
  return now.getTime() <= contactVisibleUntil(startsAt).getTime();
}
