/**
 * The booking card's selection and the draft kept in the browser (booking-draft.ts): saving one from the
 * other, and restoring a fresh draft against live availability. A day or hour no longer offered is simply
 * not restored, and neither is what depends on it (docs/decisions/0035).
 */
import { isPickupAddOn } from '../catalog/add-on-types';
import {
  offeredTiers,
  PARTICIPANT_TIERS,
  type Participants,
  totalParticipants,
} from '../pricing/participants';
import type { ExperiencePricing } from '../pricing/quote';
import type { BookingDraft } from './booking-draft';
import { pickupAddress } from './pickup-address';
import { INITIAL_PARTICIPANTS, participantsForHour } from './participant-counter';

export interface PickupPoint {
  lat: number;
  lng: number;
}

/** What the card holds, before prices. */
export interface CardSelection {
  date: string | null;
  hour: string | null;
  participants: Participants;
  addOnIds: number[];
  pickup: PickupPoint | null;
  /** The hotel or address in words, as typed (docs/decisions/0081-pickup-area.md). */
  pickupAddress: string;
  coupon: string | null;
}

export const EMPTY_SELECTION: CardSelection = {
  date: null,
  hour: null,
  participants: INITIAL_PARTICIPANTS,
  addOnIds: [],
  pickup: null,
  pickupAddress: '',
  coupon: null,
};

/** Whether a chosen add-on is a pickup, which needs a point on the map. */
export function choosesPickup(pricing: ExperiencePricing, addOnIds: readonly number[]): boolean {
  return pricing.addOns.some((addOn) => addOnIds.includes(addOn.id) && isPickupAddOn(addOn.typeCode));
}

/** The draft's day when the draft is this experience's and the day is still bookable, otherwise null. */
export function restorableDate(
  draft: BookingDraft | null,
  experienceId: number,
  availableDates: readonly string[],
): string | null {
  if (!draft || draft.experienceId !== experienceId) return null;
  return availableDates.includes(draft.bookingDate) ? draft.bookingDate : null;
}

/**
 * The card's selection from a draft whose day is still bookable, given that day's live hours. The hour
 * comes back only if it still has places; participants only in offered groups and when they fit (the
 * hour's places and the maximum persons); add-ons only those still offered, the pickup point only with a
 * pickup among them. The coupon comes back as typed: the card validates it again.
 */
export function restoreSelection(
  draft: BookingDraft,
  date: string,
  hours: readonly { hour: string; available_places: number }[],
  pricing: ExperiencePricing,
): CardSelection {
  const slot = hours.find((item) => item.hour === draft.bookingHour && item.available_places > 0);
  const offered = offeredTiers(pricing);
  const fromDraft = Object.fromEntries(
    PARTICIPANT_TIERS.map((tier) => [tier, offered.includes(tier) ? draft.totalParticipants[tier] : 0]),
  ) as Record<(typeof PARTICIPANT_TIERS)[number], number>;
  let participants: Participants = totalParticipants(fromDraft) > 0 ? fromDraft : INITIAL_PARTICIPANTS;
  if (slot) {
    participants = participantsForHour(participants, slot.available_places, pricing.maxPersons).participants;
  } else if (totalParticipants(participants) > pricing.maxPersons) {
    participants = INITIAL_PARTICIPANTS;
  }
  const addOnIds = [...new Set(draft.additionalProducts)].filter((id) =>
    pricing.addOns.some((addOn) => addOn.id === id),
  );
  const pickup = choosesPickup(pricing, addOnIds) ? draft.bookingPickupLocation : null;
  return {
    date,
    hour: slot ? slot.hour : null,
    participants,
    addOnIds,
    pickup: pickup ? { lat: pickup.lat, lng: pickup.lng } : null,
    pickupAddress: pickup?.address ?? '',
    coupon: draft.coupon,
  };
}

/** The draft to save when Book is pressed on a complete selection. */
export function draftFromSelection(
  selection: CardSelection & { date: string; hour: string },
  experience: { id: number; path: string },
  pricing: ExperiencePricing,
): Omit<BookingDraft, 'createdAt'> {
  const addOnIds = [...new Set(selection.addOnIds)];
  return {
    experienceId: experience.id,
    experiencePath: experience.path,
    bookingDate: selection.date,
    bookingHour: selection.hour,
    totalParticipants: { ...selection.participants },
    additionalProducts: addOnIds,
    bookingPickupLocation:
      choosesPickup(pricing, addOnIds) && selection.pickup
        ? { ...selection.pickup, address: pickupAddress(selection.pickupAddress) ?? '' }
        : null,
    coupon: selection.coupon,
  };
}
