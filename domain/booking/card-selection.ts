/**
 * How each choice on the booking card changes its selection (docs/product.md § Booking card): a new day
 * drops the hour, an hour keeps only the participants its places allow, taking off the last pickup add-on
 * drops the point on the map. Pure: the card's hooks hold the state.
 */
import type { Participants } from '../pricing/participants';
import type { ExperiencePricing } from '../pricing/quote';
import { type CardSelection, choosesPickup, type PickupPoint } from './draft-restore';
import { participantsForHour } from './participant-counter';

export function withDate(selection: CardSelection, day: string | null): CardSelection {
  return { ...selection, date: day, hour: null };
}

/** The hour, with the participants that fit its places; `exceeded` when some had to go. */
export function withHour(
  selection: CardSelection,
  hour: { hour: string; available_places: number },
  maxPersons: number,
): { selection: CardSelection; exceeded: boolean } {
  const fit = participantsForHour(selection.participants, hour.available_places, maxPersons);
  return {
    selection: { ...selection, hour: hour.hour, participants: fit.participants },
    exceeded: fit.exceeded,
  };
}

export function withParticipants(selection: CardSelection, participants: Participants): CardSelection {
  return { ...selection, participants };
}

export function withAddOnToggled(
  selection: CardSelection,
  id: number,
  pricing: ExperiencePricing,
): CardSelection {
  const addOnIds = selection.addOnIds.includes(id)
    ? selection.addOnIds.filter((item) => item !== id)
    : [...selection.addOnIds, id];
  return { ...selection, addOnIds, pickup: choosesPickup(pricing, addOnIds) ? selection.pickup : null };
}

export function withPickup(selection: CardSelection, pickup: PickupPoint): CardSelection {
  return { ...selection, pickup };
}

export function withPickupAddress(selection: CardSelection, pickupAddress: string): CardSelection {
  return { ...selection, pickupAddress: pickupAddress.slice(0, 1000) };
}

/**
 * A restored draft replaces the selection only while the traveller has not chosen a day meanwhile: their
 * own choice wins over the draft's. The coupon is kept apart (validated again), so it is not in the selection.
 */
export function withRestored(current: CardSelection, restored: CardSelection): CardSelection {
  return current.date === null ? { ...restored, coupon: null } : current;
}
