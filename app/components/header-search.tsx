import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { Icon } from './icon';
import { SearchForm } from './search-form';

/** The id of the hero's search field on the home page (app/routes/home.tsx). */
const HERO_SEARCH_ID = 'hero-search';

/** Whether the hero's search form is on screen, watched while anyone subscribes. */
function createHeroWatch() {
  let inView = true;
  return {
    inView: () => inView,
    subscribe: (onHome: boolean) => (changed: () => void) => {
      if (!onHome) return () => {};
      const field = document.getElementById(HERO_SEARCH_ID);
      const form = field instanceof HTMLInputElement ? field.form : null;
      const leave = () => {
        inView = true;
      };
      if (!form) {
        inView = false;
        changed();
        return leave;
      }
      const header = document.querySelector('header');
      const observer = new IntersectionObserver(
        ([entry]) => {
          inView = entry?.isIntersecting ?? false;
          changed();
        },
        { rootMargin: `-${header?.offsetHeight ?? 0}px 0px 0px 0px` },
      );
      observer.observe(form);
      return () => {
        observer.disconnect();
        leave();
      };
    },
  };
}

/**
 * Whether the home hero's search form is on screen, below the sticky header. Starts true, as the server
 * renders the top of the page; a page without the hero (the error page on `/`) counts as scrolled past it.
 * The page is an external store to React, read through useSyncExternalStore.
 */
function useHeroSearchInView(onHome: boolean) {
  const [watch] = useState(createHeroWatch);
  const subscribe = useMemo(() => watch.subscribe(onHome), [watch, onHome]);
  return useSyncExternalStore(subscribe, watch.inView, () => true);
}

/**
 * The header's search bar (from `md`; docs/product.md § Header and footer): always there, except on home
 * while the hero's own search is in view. Its space is kept while hidden, so showing it never moves the
 * header (no layout shift), and `invisible` takes it out of the tab order and the accessibility tree
 * meanwhile.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const heroInView = useHeroSearchInView(onHome);
  const hidden = onHome && heroInView;
  return (
    <div
      className={`hidden min-w-0 flex-1 transition-[opacity,visibility] md:flex ${hidden ? 'invisible opacity-0' : 'visible opacity-100'}`}
    >
      <SearchForm id="header-search" variant="header" />
    </div>
  );
}

/** The id of the phone's search bar, the popover its header button opens. */
const MOBILE_BAR_ID = 'mobile-search-bar';

/**
 * The phone's search (below `md`; docs/product.md § Header and footer, 40 characters): a button in the
 * header's row, shown when the desktop bar would be (home only once the hero's search has scrolled away,
 * always elsewhere), that opens a full-width bar over the header's row. The bar is a popover in the top
 * layer, so opening it moves nothing on the page (no layout shift), and the browser does the rest before any
 * script runs: the button opens it, the field takes focus, Escape or a tap outside closes it and focus
 * returns to the button. Script only closes it when a search (or anything else) navigates on the client.
 * Decision 0021.
 */
export function MobileSearch() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const onHome = pathname === '/';
  const heroInView = useHeroSearchInView(onHome);
  const hidden = onHome && heroInView;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  }, [key]);
  return (
    <div className="ml-auto shrink-0 md:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_BAR_ID}
        aria-label={t('chrome.openSearch')}
        className={`inline-flex size-10 items-center justify-center rounded-pill transition-[opacity,visibility] hover:bg-surface-sunk ${hidden ? 'invisible opacity-0' : 'visible opacity-100'}`}
      >
        <Icon name="search" className="size-6" />
      </button>
      <div
        ref={bar}
        id={MOBILE_BAR_ID}
        popover="auto"
        className="inset-x-0 bottom-auto top-0 m-0 w-full max-w-none overflow-visible border-0 border-b border-line bg-surface p-0 text-ink backdrop:bg-ink/40"
      >
        {/* The text and Cancel on the header's row (10 px above and below a 44 px field), the day and the
            group on a second row (search-form.tsx). */}
        <div className="flex px-4 py-2.5 sm:px-6">
          <SearchForm
            id="mobile-search"
            variant="mobile"
            beside={
              <button
                type="button"
                popoverTarget={MOBILE_BAR_ID}
                popoverTargetAction="hide"
                className="h-11 shrink-0 rounded-pill px-2 font-medium text-accent-strong hover:bg-surface-sunk"
              >
                {t('chrome.cancelSearch')}
              </button>
            }
          />
        </div>
      </div>
    </div>
  );
}
