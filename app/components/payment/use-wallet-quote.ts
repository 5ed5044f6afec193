import { useEffect, useState } from 'react';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import type { QuoteReply } from '../../../domain/pricing/quote';
import { useUntypedApi } from '../../lib/api-client';
import { quoteRequest } from '../../lib/use-booking-details';

/**
 * The signed-in traveller's wallet credit (`GET get-wallet/{userId}`) and, while "use my credit" is on,
 * the server's quote with it applied (`apply_wallet`): the price card and the amount to pay follow it.
 */
export function useWalletQuote(draft: BookingDraft, baseQuote: QuoteReply, userId: number | null) {
  const api = useUntypedApi();
  const [balance, setBalance] = useState<{ userId: number; usd: number } | null>(null);
  const [applyWallet, setApplyWallet] = useState(false);
  const [walletQuote, setWalletQuote] = useState<QuoteReply | null>(null);
  const [updating, setUpdating] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    api<{ available_balance: number }>(`get-wallet/${userId}`)
      .then((answer) => {
        if (current) setBalance({ userId, usd: answer.available_balance });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, userId]);

  const available = balance !== null && balance.userId === userId ? balance.usd : 0;
  const on = applyWallet && available > 0 && walletQuote !== null;

  const toggle = async () => {
    if (applyWallet) {
      setApplyWallet(false);
      return;
    }
    setApplyWallet(true);
    setFailed(false);
    if (walletQuote) return;
    setUpdating(true);
    try {
      const answer = await api<{ data: QuoteReply }>('booking/quote', { body: quoteRequest(draft, true) });
      setWalletQuote(answer.data);
    } catch {
      setApplyWallet(false);
      setFailed(true);
    } finally {
      setUpdating(false);
    }
  };

  return {
    /** Credit in USD; 0 when signed out or none. */
    available,
    applyWallet: on,
    /** The switch's state as pressed, before the quote arrives. */
    pressed: applyWallet,
    updating,
    failed,
    quote: on && walletQuote ? walletQuote : baseQuote,
    toggle,
  };
}
