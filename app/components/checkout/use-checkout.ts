/**
 * The checkout machine on a payment page (docs/decisions/0051-checkout-machine): the driver bound to the
 * page's API client, language and session; PayPal's return read as the page starts; and a warning before
 * the traveller leaves (a link, the back button, closing the tab) while a payment runs.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useNavigationWarning } from '../payment/checkout-hooks';
import type { CheckoutAdapter } from './checkout-adapter';
import { createCheckout } from './checkout-driver';
import { runningStep } from './checkout-machine';
import { takePaypalReturn } from './paypal-return';

export function useCheckout<Order, Result, Uncharged>(adapter: CheckoutAdapter<Order, Result, Uncharged>) {
  const api = useApi();
  const { t } = useTranslation();
  const { setUser } = useSession();
  const [checkout] = useState(() => createCheckout(adapter));
  // Declared before usePaypalReturn: its effect, run as the page starts, already needs them.
  useEffect(() => {
    checkout.connect({
      api,
      t,
      setUser,
      newKey: () => crypto.randomUUID(),
      leaveFor: (url) => window.location.assign(url),
    });
  }, [checkout, api, t, setUser]);
  const state = useSyncExternalStore(checkout.subscribe, checkout.getState, checkout.getState);
  const running = runningStep(state);

  usePaypalReturn((params) => void checkout.paypalReturned(takePaypalReturn(params)));
  useNavigationWarning(running !== null);
  useUnloadWarning(running !== null, checkout.leaving);

  return {
    state,
    running,
    payByCard: checkout.payByCard,
    payWithoutCard: checkout.payWithoutCard,
    payWithPaypal: checkout.payWithPaypal,
    completeChallenge: checkout.completeChallenge,
    cancelChallenge: checkout.cancelChallenge,
  };
}

/**
 * PayPal's return, `?paypal=approved&paypal_order=ID` or `?paypal=canceled`: handed to `handle` once as the
 * page starts, the parameters removed from the address at once.
 */
function usePaypalReturn(handle: (params: URLSearchParams) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const paypalState = searchParams.get('paypal');
  useEffect(() => {
    if (paypalState === null) return;
    const params = new URLSearchParams(searchParams);
    setSearchParams(
      (current) => {
        current.delete('paypal');
        current.delete('paypal_order');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    handle(params);
    // Once per return: the parameters are removed right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paypalState]);
}

/**
 * Leaving while a payment runs could leave the traveller unsure whether they paid: the browser asks
 * first, unless `leaving` says the navigation is expected (off to PayPal).
 */
function useUnloadWarning(running: boolean, leaving: { readonly current: boolean }) {
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running, leaving]);
}
