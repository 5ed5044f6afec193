import { useState } from 'react';
import {
  withAddOnToggled,
  withDate,
  withHour,
  withParticipants,
  withPickup,
  withPickupAddress,
  withRestored,
} from '../../../domain/booking/card-selection';
import { type CardSelection, EMPTY_SELECTION, type PickupPoint } from '../../../domain/booking/draft-restore';
import type { Participants } from '../../../domain/pricing/participants';
import type { ExperiencePricing } from '../../../domain/pricing/quote';
import type { Hour } from './booking-queries';

/**
 * What the traveller chose on the card (day, hour, participants, add-ons, pickup point), with the rules of
 * domain/booking/card-selection.ts, and the capacity notice an hour with fewer places raises.
 */
export function useCardSelection(pricing: ExperiencePricing) {
  const [selection, setSelection] = useState<CardSelection>(EMPTY_SELECTION);
  const [capacity, setCapacity] = useState<{ date: string; hour: string } | null>(null);

  /** An hour of the chosen day's (undefined when it is not among them: nothing changes). */
  const chooseHour = (chosen: Hour | undefined) => {
    if (!chosen || !selection.date) return;
    const next = withHour(selection, chosen, pricing.maxPersons);
    if (next.exceeded) setCapacity({ date: selection.date, hour: chosen.hour });
    setSelection(next.selection);
  };

  return {
    selection,
    capacity,
    chooseDate: (day: string | null) => setSelection((current) => withDate(current, day)),
    chooseHour,
    setParticipants: (participants: Participants) =>
      setSelection((current) => withParticipants(current, participants)),
    toggleAddOn: (id: number) => setSelection((current) => withAddOnToggled(current, id, pricing)),
    setPickup: (pickup: PickupPoint) => setSelection((current) => withPickup(current, pickup)),
    setPickupAddress: (address: string) => setSelection((current) => withPickupAddress(current, address)),
    restore: (restored: CardSelection) => setSelection((current) => withRestored(current, restored)),
    closeCapacity: () => setCapacity(null),
  };
}
