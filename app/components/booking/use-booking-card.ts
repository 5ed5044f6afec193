import { useMemo } from 'react';
import { wallClockIn } from '../../../common/time/zoned-time';
import { cardQuoteRequest } from '../../../domain/booking/quote-request';
import { pricingFromExperienceJson } from '../../../domain/pricing/experience-pricing';
import { offeredTiers } from '../../../domain/pricing/participants';
import { quoteCents } from '../../../domain/pricing/quote';
import type { BookingExperience } from './booking-experience';
import { useAvailableDates } from './use-available-dates';
import { useCardSelection } from './use-card-selection';
import { useCoupon } from './use-coupon';
import { useDayHours } from './use-day-hours';
import { useDraftRestore } from './use-draft-restore';
import { useParticipants } from './use-participants';
import { useServerQuote } from './use-server-quote';

/**
 * The booking card's state and its live data (docs/decisions/0035), composed of its pieces: the bookable
 * days, the chosen day's hours, the selection and its counters, the coupon, the restored draft and the
 * server's quote. Everything here runs in the browser after hydration; none of it is ever part of the
 * shared page's HTML.
 */
export function useBookingCard(experience: BookingExperience) {
  const pricing = useMemo(() => pricingFromExperienceJson(experience), [experience]);
  const offered = useMemo(() => offeredTiers(pricing), [pricing]);
  const days = useAvailableDates(experience.id);
  const choice = useCardSelection(pricing);
  const { selection } = choice;
  const day = useDayHours(experience.id, selection.date);
  const hours = day.hours.status === 'ready' ? day.hours.value : [];
  const slot = (selection.hour && hours.find((item) => item.hour === selection.hour)) || null;
  const coupon = useCoupon(experience.id);
  useDraftRestore(
    experience.id,
    days.dates.status === 'ready' ? days.dates.value : null,
    pricing,
    selection.date,
    choice.restore,
    coupon.restore,
  );
  const participants = useParticipants(
    selection.participants,
    { dateChosen: selection.date !== null, placesLeft: slot?.available_places ?? null, pricing, offered },
    choice.setParticipants,
  );

  // The browser's price: the same function the server runs (domain/pricing/quote.ts).
  const localQuote = quoteCents(pricing, {
    participants: selection.participants,
    addOnIds: selection.addOnIds,
    coupon: coupon.applied?.terms ?? null,
    walletCents: 0,
    placesLeft: participants.limits.placesLeft,
  });

  // A coupon the new selection no longer allows (a price above its maximum) is taken off, with its message,
  // adjusted while rendering (no effect): the coupon goes before anything is shown.
  if (coupon.applied && !localQuote.ok && localQuote.code === 'COUPON_NOT_APPLICABLE')
    coupon.refuse({ key: localQuote.messageKey, kind: 'error' });

  const quote = useServerQuote(
    cardQuoteRequest(experience.id, selection, coupon.applied?.code ?? null, localQuote.ok),
  );
  // A coupon the server refuses for this selection goes too, with the server's reason.
  if (coupon.applied && quote.couponRefusal) coupon.refuse(quote.couponRefusal);

  return {
    pricing,
    offered,
    today: wallClockIn(experience.time_zone, new Date()).date,
    dates: days.dates,
    hours: day.hours,
    selection,
    limits: participants.limits,
    slot,
    coupon: coupon.applied,
    couponMessage: coupon.message,
    couponPending: coupon.pending,
    capacity: choice.capacity,
    localQuote,
    serverQuote: quote.serverQuote,
    retryDates: days.retry,
    retryHours: day.retry,
    chooseDate: choice.chooseDate,
    chooseHour: (hour: string) => choice.chooseHour(hours.find((item) => item.hour === hour)),
    press: participants.press,
    toggleAddOn: choice.toggleAddOn,
    setPickup: choice.setPickup,
    setPickupAddress: choice.setPickupAddress,
    applyCoupon: coupon.apply,
    removeCoupon: coupon.remove,
    closeCapacity: choice.closeCapacity,
  };
}

export type BookingCardState = ReturnType<typeof useBookingCard>;
