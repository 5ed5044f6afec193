/**
 * A booking selection checked against availability and priced: what the quote call answers and what
 * the booking card shows, from one function.
 */
import { type ExperiencePricing, type Quote, type QuoteSelection, quoteCents } from '../pricing/quote';
import type { AvailabilityInput } from './availability-input';
import type { BookingResult } from './booking-errors';
import { placesLeftAt } from './departure-places';

export interface BookingRequest extends Omit<QuoteSelection, 'placesLeft'> {
  /** yyyy-MM-dd in the experience's time zone. */
  date: string;
  /** "HH:mm" */
  hour: string;
}

export function quoteBooking(
  availability: AvailabilityInput,
  pricing: ExperiencePricing,
  request: BookingRequest,
  now: Date,
): BookingResult<Quote> {
  const places = placesLeftAt(availability, request.date, request.hour, now);
  if (!places.ok) return places;
  return quoteCents(pricing, { ...request, placesLeft: places.value });
}
