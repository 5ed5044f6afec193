import { Link, NavLink } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import type { CountryOption } from './country-select';
import { AccountLinks } from './account/account-links';
import { BrandMark } from './brand-mark';
import { ProfileMenu } from './account/profile-menu';
import { HeaderSearch, MobileSearch } from './header-search';
import { NavDrawer } from './nav-drawer';
import { PreferencesDrawer } from './preferences-drawer';
import { PreferencesMenu } from './preferences-menu';

/**
 * Logo, search, navigation and the visitor's settings (docs/product.md § Header and footer). From `lg` the
 * navigation and the country and language popover sit in the header; below it they move into a left and a
 * right drawer, so the phone header keeps only the menu button, the logo, the search button and the settings
 * button.
 */
export function SiteHeader({ countries = [] }: { countries?: CountryOption[] }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded-card focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-content items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <NavDrawer />
        <Link to="/" className="flex shrink-0 items-center gap-2 text-h4 font-bold text-accent">
          <BrandMark />
          <span>{t('brand.name')}</span>
        </Link>
        <HeaderSearch />
        {/* Below `md`: a search button that opens the phone's search bar over this row. */}
        <MobileSearch />
        <nav
          aria-label={t('nav.headerExplore')}
          className="hidden items-center gap-1 text-sm font-medium lg:flex"
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
        <div className="hidden items-center gap-2 lg:flex">
          <PreferencesMenu countries={countries} />
          <ProfileMenu />
        </div>
        <PreferencesDrawer countries={countries} account={(close) => <AccountLinks onChoose={close} />} />
      </div>
    </header>
  );
}
