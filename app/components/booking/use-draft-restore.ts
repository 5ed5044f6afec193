import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { type CardSelection, restorableDate, restoreSelection } from '../../../domain/booking/draft-restore';
import type { ExperiencePricing } from '../../../domain/pricing/quote';
import { useApi } from '../../lib/api-client';
import { loadBookingDraft } from '../../lib/draft-storage';
import { type AvailableDates, bookingKeys, fetchHours, type Hour } from './booking-queries';

/**
 * Once the days are in, brings back a fresh draft of this experience (docs/decisions/0035): its day's
 * hours are asked into the same cache entry the card reads, the selection is checked against them, and
 * its coupon validated again. A day the traveller chose meanwhile wins over the draft.
 */
export function useDraftRestore(
  experienceId: number,
  dates: AvailableDates | null,
  pricing: ExperiencePricing,
  chosenDay: string | null,
  restore: (selection: CardSelection) => void,
  restoreCoupon: (code: string) => Promise<void>,
) {
  const api = useApi();
  const queryClient = useQueryClient();

  const hoursArrived = useEffectEvent((selection: CardSelection | null) => {
    if (!selection || chosenDay !== null) return;
    restore(selection);
    if (selection.coupon) void restoreCoupon(selection.coupon);
  });

  useEffect(() => {
    if (!dates) return;
    const draft = loadBookingDraft(new Date());
    const day = restorableDate(draft, experienceId, dates.dates);
    if (!draft || !day) return;
    let live = true;
    queryClient
      .fetchQuery({
        queryKey: bookingKeys.hours(experienceId, day),
        queryFn: ({ signal }) => fetchHours(api, experienceId, day, signal),
      })
      .then(
        (hours: Hour[]) => live && hoursArrived(restoreSelection(draft, day, hours, pricing)),
        () => undefined,
      );
    return () => {
      live = false;
    };
    // Once per answer of the days: the draft is read then, as the card first shows them.
  }, [dates, experienceId, api, queryClient, pricing]);
}
