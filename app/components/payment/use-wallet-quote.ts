import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import type { QuoteReply } from '../../../domain/pricing/quote';
import { getWalletEndpoint } from '../../../domain/accounts/profile-contract';
import { bookingQuoteEndpoint } from '../../../domain/booking/contract';
import { useApi } from '../../lib/api-client';
import { quoteRequest } from '../../lib/use-booking-details';

/**
 * The signed-in traveller's wallet credit (`GET get-wallet/{userId}`) and, while "use my credit" is on,
 * the server's quote with it applied (`apply_wallet`): the price card and the amount to pay follow it.
 * The quote is asked once, on the first press; later presses reuse it.
 */
export function useWalletQuote(draft: BookingDraft, baseQuote: QuoteReply, userId: number | null) {
  const api = useApi();
  const balance = useQuery({
    queryKey: ['wallet', userId],
    queryFn:
      userId === null ? skipToken : ({ signal }) => api(getWalletEndpoint, { params: { userId }, signal }),
  });
  const [applyWallet, setApplyWallet] = useState(false);
  const walletQuote = useMutation({
    mutationFn: () =>
      api(bookingQuoteEndpoint, { body: quoteRequest(draft, true) }).then((answer) => answer.data),
    // The switch goes back off: the price stays the one without credit.
    onError: () => setApplyWallet(false),
  });

  const available = userId !== null && balance.data ? balance.data.available_balance : 0;
  const quoted = walletQuote.data ?? null;
  const on = applyWallet && available > 0 && quoted !== null;

  const toggle = () => {
    if (applyWallet) {
      setApplyWallet(false);
      return;
    }
    setApplyWallet(true);
    if (!quoted) walletQuote.mutate();
  };

  return {
    /** Credit in USD; 0 when signed out or none. */
    available,
    applyWallet: on,
    /** The switch's state as pressed, before the quote arrives. */
    pressed: applyWallet,
    updating: walletQuote.isPending,
    failed: walletQuote.isError,
    quote: on && quoted ? quoted : baseQuote,
    toggle,
  };
}
