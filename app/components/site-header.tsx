import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CountrySelect } from './country-select';
import { LanguageSwitch } from './language-switch';
import { SearchForm } from './search-form';

/** Logo, search and the language choice; the home page shows its own big search in the hero. */
export function SiteHeader({ countries = [] }: { countries?: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded-card focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-content items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-h4 font-bold text-accent">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('brand.name')}</span>
        </Link>
        {pathname !== '/' && <SearchForm id="header-search" variant="header" />}
        <nav
          aria-label={t('nav.explore')}
          className="ml-auto hidden items-center gap-1 text-sm font-medium lg:flex"
        >
          <NavLink
            to="/destinations"
            className="rounded-pill px-3 py-1.5 hover:bg-surface-sunk aria-[current=page]:text-accent-strong"
          >
            {t('nav.destinations')}
          </NavLink>
          <NavLink
            to="/highlights"
            className="rounded-pill px-3 py-1.5 hover:bg-surface-sunk aria-[current=page]:text-accent-strong"
          >
            {t('nav.highlights')}
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {countries.length > 0 && <CountrySelect countries={countries} />}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
