import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { Icon } from './icon';

/**
 * Past one screen height of scrolling, a round button at the bottom right brings the visitor back up
 * (docs/product.md § Pages).
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setVisible(window.scrollY > window.innerHeight);
    };
    // At most one measurement per frame, however fast the scroll events come.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const backToTop = () => {
    // Focus goes to the top of the content first, so keyboard and screen reader users continue from there
    // and focus is not left on a button that is about to hide.
    document.getElementById('main')?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label={t('chrome.backToTop')}
      // Payment errors are revealed above it (app/components/payment/checkout-hooks.ts).
      data-bottom-overlay
      title={t('chrome.backToTop')}
      className={`fixed bottom-[calc(1rem+var(--bottom-bar,0px))] right-4 z-20 inline-flex size-11 items-center justify-center rounded-pill bg-accent text-white shadow-soft ring-2 ring-surface transition-[opacity,transform,visibility] hover:bg-accent-hover sm:bottom-[calc(1.5rem+var(--bottom-bar,0px))] sm:right-6 sm:size-12 ${
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'
      }`}
    >
      <Icon name="arrow-up" className="size-6" />
    </button>
  );
}
