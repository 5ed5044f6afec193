import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchForm } from './search-form';

/** The id of the hero's search field on the home page (app/routes/home.tsx). */
const HERO_SEARCH_ID = 'hero-search';

/**
 * Whether the home hero's search form is on screen, below the sticky header. Starts true, as the server
 * renders the top of the page; a page without the hero (the error page on `/`) counts as scrolled past it.
 */
function useHeroSearchInView(onHome: boolean) {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!onHome) return;
    const field = document.getElementById(HERO_SEARCH_ID);
    const form = field instanceof HTMLInputElement ? field.form : null;
    if (!form) {
      setInView(false);
      return;
    }
    const header = document.querySelector('header');
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: `-${header?.offsetHeight ?? 0}px 0px 0px 0px`,
    });
    observer.observe(form);
    return () => {
      observer.disconnect();
      setInView(true);
    };
  }, [onHome]);
  return inView;
}

/**
 * The header's search bar (from `md`; spec §2): always there, except on home while the hero's own search
 * is in view. Its space is kept while hidden, so showing it never moves the header (no layout shift), and
 * `invisible` takes it out of the tab order and the accessibility tree meanwhile.
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
