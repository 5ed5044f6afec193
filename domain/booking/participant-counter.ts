/**
 * The booking card's participant counters (docs/product.md § Booking) as pure rules, so the card's
 * buttons and the server's checks cannot disagree.
 */
import { type Participants, type ParticipantTier, totalParticipants } from '../pricing/participants';

/** A selection starts with one adult. */
export const INITIAL_PARTICIPANTS: Participants = { adults: 1, children: 0, babies: 0, seniors: 0 };

export interface CounterLimits {
  /** No counter moves before a date is chosen. */
  dateChosen: boolean;
  /** Places left at the chosen hour; null before an hour is chosen. */
  placesLeft: number | null;
  maxPersons: number;
  /** The groups the card shows (offeredTiers). */
  offered: readonly ParticipantTier[];
}

/** The most participants: the lower of the hour's places and the experience's maximum. */
export function maxParticipants(placesLeft: number | null, maxPersons: number): number {
  return Math.max(0, placesLeft === null ? maxPersons : Math.min(placesLeft, maxPersons));
}

/**
 * Whether "+" works. The rule "disabled when remaining capacity is 1 or less" is read as the hour's
 * places: with one place or none, the first adult already takes all there is. Taken as the places left
 * after the current selection it would keep the maximum out of reach (docs/decisions/0033).
 */
export function canAdd(participants: Participants, tier: ParticipantTier, limits: CounterLimits): boolean {
  if (!limits.dateChosen || !limits.offered.includes(tier)) return false;
  if (limits.placesLeft !== null && limits.placesLeft <= 1) return false;
  return totalParticipants(participants) < maxParticipants(limits.placesLeft, limits.maxPersons);
}

/**
 * Whether "−" works: never below 0, and the last adult stays while no other group is chosen. Said of any
 * group: the last participant stays, so removing the adult of "1 adult + 1 baby" and then the baby cannot
 * leave a booking for nobody.
 */
export function canRemove(participants: Participants, tier: ParticipantTier, dateChosen: boolean): boolean {
  return dateChosen && participants[tier] > 0 && totalParticipants(participants) > 1;
}

export interface CounterChange {
  participants: Participants;
  /** Set when the press was refused because no date is chosen: the phone shows this toast. */
  toast: 'selectDateFirst' | null;
}

/** One press of "+" (delta 1) or "−" (delta -1); a refused press leaves the selection as it was. */
export function pressCounter(
  participants: Participants,
  tier: ParticipantTier,
  delta: 1 | -1,
  limits: CounterLimits,
): CounterChange {
  if (!limits.dateChosen) return { participants, toast: 'selectDateFirst' };
  const allowed =
    delta === 1 ? canAdd(participants, tier, limits) : canRemove(participants, tier, limits.dateChosen);
  if (!allowed) return { participants, toast: null };
  return { participants: { ...participants, [tier]: participants[tier] + delta }, toast: null };
}

/**
 * After the hour changes: participants that no longer fit go back to the start, and `exceeded` asks the
 * card for the capacity dialog (date, hour, Understood).
 */
export function participantsForHour(
  participants: Participants,
  placesLeft: number,
  maxPersons: number,
): { participants: Participants; exceeded: boolean } {
  if (totalParticipants(participants) <= maxParticipants(placesLeft, maxPersons)) {
    return { participants, exceeded: false };
  }
  return { participants: INITIAL_PARTICIPANTS, exceeded: true };
}

export type MissingSelection = 'general' | 'hour' | 'participants';

/** The banner Book shows for what is still missing (general: no date), or null when it may go on. */
export function missingSelection(
  selection: { date: string | null; hour: string | null; participants: Participants },
  minPersons: number,
): MissingSelection | null {
  if (!selection.date) return 'general';
  if (!selection.hour) return 'hour';
  if (totalParticipants(selection.participants) < Math.max(1, minPersons)) return 'participants';
  return null;
}
