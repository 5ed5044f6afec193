/**
 * The booking draft kept in the browser (`localBookingData`, docs/product.md § Booking): what the
 * traveller chose on the booking card, restored while fresh and discarded after 60 minutes. It holds
 * choices only, never prices: the card and /booking/details price it again (the server's quote decides).
 */
import { PARTICIPANT_TIERS, type Participants } from '../pricing/participants';
import { MAX_PARTICIPANTS_PER_TIER } from '../pricing/quote';

export const DRAFT_TTL_MINUTES = 60;

/** A draft without a readable createdAt, or one from the future (a changed clock), is not trusted. */
export function isDraftFresh(createdAt: string | number | null | undefined, now: Date): boolean {
  if (createdAt === null || createdAt === undefined) return false;
  const created = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  if (!Number.isFinite(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age <= DRAFT_TTL_MINUTES * 60_000;
}

export interface BookingDraft {
  /** ISO instant the draft was saved. */
  createdAt: string;
  experienceId: number;
  /** The experience page's path, for the details page's edit link. */
  experiencePath: string;
  /** yyyy-MM-dd in the experience's time zone. */
  bookingDate: string;
  /** "HH:mm" */
  bookingHour: string;
  totalParticipants: Participants;
  /** Ids of the chosen add-ons. */
  additionalProducts: number[];
  /**
   * The pickup when a pickup add-on is chosen: the point and the hotel or address in words (empty in a
   * draft saved before the words existed: the card asks for them again).
   */
  bookingPickupLocation: { lat: number; lng: number; address: string } | null;
  /** A coupon the server accepted for this selection, or null. */
  coupon: string | null;
}

/*
 * Checked by hand rather than with a zod schema: app/lib/browser-storage.ts (this reader's caller) is part
 * of every page's first script through the session, and zod would add about 20 KB (gzip) to it
 * (docs/decisions/0035).
 */
type Record_ = Record<string, unknown>;
const isObject = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

function participantsOf(value: unknown): Participants | null {
  if (!isObject(value)) return null;
  const counts = PARTICIPANT_TIERS.map((tier) => value[tier]);
  if (!counts.every((count) => isInt(count, 0, MAX_PARTICIPANTS_PER_TIER))) return null;
  return Object.fromEntries(PARTICIPANT_TIERS.map((tier, index) => [tier, counts[index]])) as Participants;
}

function pickupOf(value: unknown): BookingDraft['bookingPickupLocation'] | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isNumberIn(value.lat, -90, 90) || !isNumberIn(value.lng, -180, 180))
    return undefined;
  const address = typeof value.address === 'string' ? value.address.slice(0, 1000) : '';
  return { lat: value.lat, lng: value.lng, address };
}

/** The draft's fields when every one has its type and bounds; unknown extra fields are dropped. */
function draftOf(value: unknown): BookingDraft | null {
  if (!isObject(value)) return null;
  const { createdAt, experienceId, experiencePath, bookingDate, bookingHour, additionalProducts, coupon } =
    value;
  const totalParticipants = participantsOf(value.totalParticipants);
  const bookingPickupLocation = pickupOf(value.bookingPickupLocation);
  if (
    typeof createdAt !== 'string' ||
    !isInt(experienceId, 1, Number.MAX_SAFE_INTEGER) ||
    typeof experiencePath !== 'string' ||
    !/^\/(?![/\\])/.test(experiencePath) ||
    experiencePath.length > 500 ||
    typeof bookingDate !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(bookingDate) ||
    typeof bookingHour !== 'string' ||
    !/^\d{2}:\d{2}$/.test(bookingHour) ||
    !totalParticipants ||
    !Array.isArray(additionalProducts) ||
    additionalProducts.length > 50 ||
    !additionalProducts.every((id) => isInt(id, 1, Number.MAX_SAFE_INTEGER)) ||
    bookingPickupLocation === undefined ||
    !(coupon === null || (typeof coupon === 'string' && coupon.length <= 60))
  ) {
    return null;
  }
  return {
    createdAt,
    experienceId,
    experiencePath,
    bookingDate,
    bookingHour,
    totalParticipants,
    additionalProducts: additionalProducts as number[],
    bookingPickupLocation,
    coupon,
  };
}

/** What a step page reads of the stored draft: the fresh draft, a stale one's way back, or nothing. */
export type StoredDraft =
  | { kind: 'fresh'; draft: BookingDraft }
  /** Well formed but older than DRAFT_TTL_MINUTES: the page says so and links back to its experience. */
  | { kind: 'expired'; experiencePath: string }
  /** Absent, or not a draft at all (another app's data, an old shape, a hand-edited value). */
  | { kind: 'none' };

export function readStoredDraft(stored: string | null, now: Date): StoredDraft {
  if (!stored) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { kind: 'none' };
  }
  const draft = draftOf(value);
  if (!draft) return { kind: 'none' };
  if (!isDraftFresh(draft.createdAt, now)) return { kind: 'expired', experiencePath: draft.experiencePath };
  return { kind: 'fresh', draft };
}

/**
 * The stored draft when it is well formed and fresh; anything else (another app's data, an old shape, a
 * hand-edited value, a stale draft) is null, and the caller discards it.
 */
export function readBookingDraft(stored: string | null, now: Date): BookingDraft | null {
  const read = readStoredDraft(stored, now);
  return read.kind === 'fresh' ? read.draft : null;
}
