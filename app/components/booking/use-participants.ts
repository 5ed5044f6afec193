import { type CounterLimits, pressCounter } from '../../../domain/booking/participant-counter';
import type { ParticipantTier, Participants } from '../../../domain/pricing/participants';
import type { ExperiencePricing } from '../../../domain/pricing/quote';

/**
 * The participants' counters: what they allow now (domain/booking/participant-counter.ts: a chosen day,
 * the hour's places, the maximum persons, the offered groups) and one press of them.
 */
export function useParticipants(
  participants: Participants,
  state: {
    dateChosen: boolean;
    placesLeft: number | null;
    pricing: ExperiencePricing;
    offered: readonly ParticipantTier[];
  },
  setParticipants: (participants: Participants) => void,
) {
  const limits: CounterLimits = {
    dateChosen: state.dateChosen,
    placesLeft: state.placesLeft,
    maxPersons: state.pricing.maxPersons,
    offered: state.offered,
  };

  /** One press of a counter; the toast key when it was refused (no date chosen, no places left). */
  const press = (tier: ParticipantTier, delta: 1 | -1): string | null => {
    const change = pressCounter(participants, tier, delta, limits);
    if (change.toast) return `booking.card.${change.toast}`;
    setParticipants(change.participants);
    return null;
  };

  return { limits, press };
}
