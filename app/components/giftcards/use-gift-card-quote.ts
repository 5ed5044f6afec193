import { useCallback, useEffect, useState } from 'react';
import { centsToUsd } from '../../../domain/pricing/money';
import { ApiError, useUntypedApi } from '../../lib/api-client';
import type { CouponMessage } from '../booking/use-booking-card';

/** The server's price of a gift card (POST /api/v1/gift-card/quote, docs/decisions/0041), USD. */
export interface GiftCardQuote {
  amount: number;
  discount: number;
  total: number;
  coupon: { code: string; percent: number } | null;
  /** Why a coupon gave less than asked (its cap), its message already translated. */
  notice?: { code: string; message: string } | null;
}

/** Quotes wait for typing to pause, so a typed "150" is one call, not three. */
const QUOTE_PAUSE_MS = 250;

const quoteKey = (amountCents: number | null, coupon: string | null) => `${amountCents}|${coupon ?? ''}`;

/**
 * The server's quote for `amountCents` with `coupon`, asked again whenever either changes (nothing is
 * asked while the amount is not a valid one). A coupon the server refuses for the new amount is dropped
 * through `onCouponRefused` with the server's reason. `applyCoupon` asks for a new code first.
 */
export function useGiftCardQuote(
  amountCents: number | null,
  coupon: string | null,
  onCouponRefused: (message: CouponMessage) => void,
) {
  const api = useUntypedApi();
  const key = quoteKey(amountCents, coupon);
  const [answer, setAnswer] = useState<{ key: string; quote: GiftCardQuote } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const ask = useCallback(
    (cents: number, code: string | null) =>
      api<GiftCardQuote>('gift-card/quote', {
        body: { amount: centsToUsd(cents), ...(code ? { coupon_code: code } : {}) },
      }),
    [api],
  );

  useEffect(() => {
    if (amountCents === null) return;
    let current = true;
    const timer = setTimeout(() => {
      ask(amountCents, coupon)
        .then((quote) => {
          if (current) setAnswer({ key, quote });
        })
        .catch((error: unknown) => {
          if (!current) return;
          if (coupon && error instanceof ApiError && error.status > 0 && error.status < 500) {
            onCouponRefused({ key: 'errors.internal', kind: 'error', text: error.message });
            return;
          }
          setFailed(key);
        });
    }, QUOTE_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `onCouponRefused` is the caller's setter: a new function each render must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ask, attempt]);

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
        setAnswer({ key: quoteKey(amountCents, quote.coupon.code), quote });
        return {
          coupon: quote.coupon.code,
          message: quote.notice
            ? { key: 'errors.internal', kind: 'warning', text: quote.notice.message }
            : { key: 'giftCards.coupon.applied', kind: 'success', params: { code: quote.coupon.code } },
        };
      } catch (error) {
        const text =
          error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : null;
        return {
          coupon: null,
          message: { key: 'errors.internal', kind: 'error', ...(text ? { text } : {}) },
        };
      }
    },
    [amountCents, ask],
  );

  const quote = amountCents !== null && answer?.key === key ? answer.quote : null;
  return {
    quote,
    pending: amountCents !== null && quote === null && failed !== key,
    failed: amountCents !== null && quote === null && failed === key,
    retry: () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    },
    applyCoupon,
  };
}
