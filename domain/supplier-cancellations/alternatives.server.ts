/**
 * The similar experiences with open departures near a cancelled one (docs/decisions/0068-supplier-cancellations.md):
 * the catalogue's "similar experiences" query (domain/catalog/similar.server.ts), each candidate's bookable
 * days from the availability engine the booking card uses, ranked by alternatives.ts.
 */
import type { Lang } from '../../common/i18n/languages';
import type { DbOrTx } from '../../db/client';
import { availableDates } from '../booking/availability';
import { loadBookingInput } from '../booking/booking-input.server';
import { similarExperiences } from '../catalog/similar.server';
import { AppError } from '../errors';
import { type Alternative, type AlternativeCandidate, rankAlternatives } from './alternatives';

export interface CancelledDeparture {
  experienceId: number;
  /** yyyy-MM-dd on the experience's clock. */
  date: string;
  lang: Lang;
}

/** Up to three alternatives for a traveller of the cancelled departure, in the booking's language. */
export async function nearbyAlternatives(
  db: DbOrTx,
  cancelled: CancelledDeparture,
  now: Date,
): Promise<Alternative[]> {
  let similar;
  try {
    similar = await similarExperiences(db, cancelled.experienceId, cancelled.lang);
  } catch (error) {
    // An experience no longer published has no similar ones to offer: the e-mail goes without them.
    if (error instanceof AppError && error.status === 404) return [];
    throw error;
  }
  const candidates: AlternativeCandidate[] = [];
  for (const experience of similar) {
    const input = await loadBookingInput(db, experience.id, now);
    if (!input) continue;
    candidates.push({
      id: experience.id,
      name: experience.name,
      path: experience.url,
      bookableDays: availableDates(input.availability, now).dates,
    });
  }
  return rankAlternatives(cancelled, candidates);
}

/** The same alternatives for every traveller of one departure in one language: asked once per cancel. */
export function memoizedAlternatives(now: Date) {
  const known = new Map<string, Promise<Alternative[]>>();
  return (db: DbOrTx, cancelled: CancelledDeparture): Promise<Alternative[]> => {
    const key = `${cancelled.experienceId}:${cancelled.date}:${cancelled.lang}`;
    let found = known.get(key);
    if (!found) {
      found = nearbyAlternatives(db, cancelled, now);
      known.set(key, found);
    }
    return found;
  };
}
