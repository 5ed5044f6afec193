import { skipToken, useQuery } from '@tanstack/react-query';
import type { CardQuoteRequest } from '../../../domain/booking/quote-request';
import type { QuoteReply } from '../../../domain/pricing/quote';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { bookingKeys, couponFailure, fetchQuote } from './booking-queries';
import { type CouponMessage, quoteCouponRefusal } from './coupon-answer';

/** Counters pressed in a row are one question: the quote waits for them to pause. */
const QUOTE_PAUSE_MS = 150;

export interface ServerQuote {
  reply: QuoteReply | null;
  error: string | null;
}

/**
 * The server's quote of the card's selection (the authority, docs/decisions/0033), asked whenever a
 * complete selection changes. Only the answer for the selection on screen is given: while a newer one
 * waits or loads, `serverQuote` is null and the card shows the browser's own price.
 */
export function useServerQuote(request: CardQuoteRequest | null) {
  const api = useApi();
  const { lang } = useTranslation();
  const asked = useDebouncedValue(request, QUOTE_PAUSE_MS);
  const question = asked.value;
  const query = useQuery({
    queryKey: bookingKeys.quote(question, lang),
    queryFn: question === null ? skipToken : ({ signal }) => fetchQuote(api, question, signal),
  });
  const current = request !== null && asked.settled;
  const failed = current && query.isError && !query.isFetching;
  const couponRefusal: CouponMessage | null = failed
    ? quoteCouponRefusal(request.coupon_code, couponFailure(query.error))
    : null;

  let serverQuote: ServerQuote | null = null;
  if (current && query.data !== undefined) serverQuote = { reply: query.data, error: null };
  else if (failed && !couponRefusal) serverQuote = { reply: null, error: query.error.message };
  return { serverQuote, couponRefusal };
}
