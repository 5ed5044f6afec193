/**
 * The browser-side pieces every checkout shares (the booking's and the gift card's): waiting for the
 * bank's 3-D Secure challenge, reading PayPal's return once, asking before leaving while a payment runs,
 * and bringing a payment error into view.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { PAYPAL_ORDER_KEY, type PaypalReturn, paypalReturn } from '../../lib/checkout-attempt';

/**
 * The bank's challenge as a promise: `wait(show)` calls `show` (the page opens its dialog) and resolves
 * true when `complete()` is called, false on `cancel()`.
 */
export function useChallengeGate() {
  const pending = useRef<{ resolve: () => void; reject: () => void } | null>(null);
  const wait = useCallback(async (show: () => void) => {
    const completed = await new Promise<boolean>((resolve) => {
      pending.current = { resolve: () => resolve(true), reject: () => resolve(false) };
      show();
    });
    pending.current = null;
    return completed;
  }, []);
  /** The bank's challenge reached our redirect page (the frame's message was checked by the dialog). */
  const complete = useCallback(() => pending.current?.resolve(), []);
  const cancel = useCallback(() => pending.current?.reject(), []);
  return { wait, complete, cancel };
}

/** Remembers the PayPal order this tab sends the traveller to approve (read back by usePaypalReturn). */
export function rememberPaypalOrder(orderId: string) {
  try {
    sessionStorage.setItem(PAYPAL_ORDER_KEY, orderId);
  } catch {
    // Without the marker the return is not acted on: the traveller is told to try again.
  }
}

/**
 * PayPal's return, `?paypal=approved&paypal_order=ID` for the order this tab started or `?paypal=canceled`:
 * read once from the address and session storage as the page starts, the parameters removed at once,
 * then handed to `handle`.
 */
export function usePaypalReturn(handle: (back: PaypalReturn) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const paypalState = searchParams.get('paypal');
  useEffect(() => {
    if (paypalState === null) return;
    let saved: string | null;
    try {
      saved = sessionStorage.getItem(PAYPAL_ORDER_KEY);
      sessionStorage.removeItem(PAYPAL_ORDER_KEY);
    } catch {
      saved = null;
    }
    const back = paypalReturn(searchParams, saved);
    setSearchParams(
      (params) => {
        params.delete('paypal');
        params.delete('paypal_order');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    handle(back);
    // Once per return: the parameters are removed right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paypalState]);
}

/**
 * Leaving while a payment runs could leave the traveller unsure whether they paid: the browser asks
 * first, unless `leaving` says the navigation is expected (off to PayPal).
 */
export function useUnloadWarning(running: boolean, leaving: { readonly current: boolean }) {
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

/** A link followed inside the site while a payment runs asks first, as leaving the page does. */
export function useNavigationWarning(running: boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker(running);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('paymentPage.leaveWarning'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
}

/** Room kept between a revealed error and the edges of what the traveller sees, in CSS pixels. */
const REVEAL_GAP = 16;

/**
 * The height fixed things cover at the bottom of the screen: the phone's Pay bar and the round "back to
 * top" button that rises over it (counted even while hidden: it appears as the page scrolls).
 */
function bottomCover(): number {
  let cover = 0;
  for (const element of document.querySelectorAll<HTMLElement>('[data-pay-bar], [data-bottom-overlay]')) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    cover = Math.max(cover, window.innerHeight - element.getBoundingClientRect().top);
  }
  return cover;
}

/** The height the site's sticky header covers at the top of the screen. */
function headerCover(): number {
  const header = document.querySelector<HTMLElement>('body > header');
  if (!header || !['sticky', 'fixed'].includes(getComputedStyle(header).position)) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

/**
 * A payment error is brought to the traveller (decision 0047): scrolled into the part of the screen the
 * sticky header, the fixed Pay bar and the back-to-top button leave free, and focused, so a screen reader reads it from there (the element is a
 * role=alert with tabIndex=-1, which announces it as it appears). Runs for each new error object: a second
 * refusal with the same words is brought back too. Answers the ref for the error's element.
 */
export function useErrorInView<T extends HTMLElement>(error: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!error || !node) return;
    node.style.scrollMarginTop = `${headerCover() + REVEAL_GAP}px`;
    node.style.scrollMarginBottom = `${bottomCover() + REVEAL_GAP}px`;
    node.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    node.focus({ preventScroll: true });
  }, [error]);
  return ref;
}
