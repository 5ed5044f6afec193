import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import { giftCardQuoteEndpoint } from '../../../domain/giftcards/contract';
import { centsToUsd } from '../../../domain/pricing/money';
import { ApiError, useApi } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { CouponMessage } from '../booking/coupon-answer';

/** The server's price of a gift card (POST /api/v1/gift-card/quote, docs/decisions/0041), USD. */
export type GiftCardQuote = SuccessAnswer<typeof giftCardQuoteEndpoint>;

/** Quotes wait for typing to pause, so a typed "150" is one call, not three. */
const QUOTE_PAUSE_MS = 250;

const giftCardQuoteKey = (amountCents: number | null, coupon: string | null) =>
  ['gift-card', 'quote', { amountCents, coupon }] as const;

/** A refusal of this request (4xx), not the network or the server failing. */
const refusedBy = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status > 0 && error.status < 500;

/**
 * The server's quote for `amountCents` with `coupon`, asked again whenever either changes (nothing is
 * asked while the amount is not a valid one; a typed amount once typing pauses). A coupon the server
 * refuses for the new amount is dropped through `onCouponRefused` with the server's reason.
 * `applyCoupon` asks for a new code first.
 */
export function useGiftCardQuote(
  amountCents: number | null,
  coupon: string | null,
  onCouponRefused: (message: CouponMessage) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const typed = useDebouncedValue(amountCents, QUOTE_PAUSE_MS);
  const askedCents = typed.value;

  const ask = useCallback(
    (cents: number, code: string | null, signal?: AbortSignal) =>
      api(giftCardQuoteEndpoint, {
        body: { amount: centsToUsd(cents), ...(code ? { coupon_code: code } : {}) },
        signal,
      }),
    [api],
  );

  const query = useQuery({
    queryKey: giftCardQuoteKey(askedCents, coupon),
    queryFn: askedCents === null ? skipToken : ({ signal }) => ask(askedCents, coupon, signal),
  });
  const current = amountCents !== null && typed.settled;
  const failed = current && query.isError && !query.isFetching;

  // A coupon refused for this amount goes, once per refusal, adjusted while rendering: the caller's
  // setters belong to the component that renders this hook.
  const [reported, setReported] = useState<unknown>(null);
  if (failed && coupon && refusedBy(query.error) && reported !== query.error) {
    setReported(query.error);
    onCouponRefused({ key: 'errors.internal', kind: 'error', text: query.error.message });
  }

  /** Asks for `code` over the current amount: the applied coupon on success, else the reason to show. */
  const applyCoupon = useCallback(
    async (code: string): Promise<{ coupon: string | null; message: CouponMessage }> => {
      if (amountCents === null)
        return { coupon: null, message: { key: 'giftCards.errors.amountRequired', kind: 'error' } };
      try {
        const quote = await ask(amountCents, code.trim());
        if (!quote.coupon)
          return {
            coupon: null,
            message: {
              key: 'errors.internal',
              kind: 'error',
              ...(quote.notice ? { text: quote.notice.message } : {}),
            },
          };
        // The answer is the quote of the applied code: kept where the query for it will look.
        queryClient.setQueryData(giftCardQuoteKey(amountCents, quote.coupon.code), quote);
        return {
          coupon: quote.coupon.code,
          message: quote.notice
            ? { key: 'errors.internal', kind: 'warning', text: quote.notice.message }
            : { key: 'giftCards.coupon.applied', kind: 'success', params: { code: quote.coupon.code } },
        };
      } catch (error) {
        const text = refusedBy(error) ? error.message : null;
        return {
          coupon: null,
          message: { key: 'errors.internal', kind: 'error', ...(text ? { text } : {}) },
        };
      }
    },
    [amountCents, ask, queryClient],
  );

  const quote = current && query.data !== undefined ? query.data : null;
  return {
    quote,
    pending: amountCents !== null && quote === null && !failed,
    failed: amountCents !== null && quote === null && failed,
    retry: () => void query.refetch(),
    applyCoupon,
  };
}
