/**
 * The browser-side pieces every checkout page shares (the booking's and the gift card's): asking before a
 * link is followed while a payment runs, and bringing a payment error into view.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';

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
