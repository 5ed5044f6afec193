import { useTranslation } from '../i18n/translation-context';
import { NavLink } from 'react-router';
import { HeaderDrawer } from './header-drawer';
import { Icon } from './icon';
import type { IconName } from './icon-names';

/** The pages a visitor can reach from the phone menu (docs/product.md § Header and footer: gift cards and FAQs in the left drawer). */
const LINKS: { to: string; label: string; icon: IconName }[] = [
  { to: '/', label: 'nav.home', icon: 'house' },
  { to: '/destinations', label: 'nav.destinations', icon: 'map-pin' },
  { to: '/highlights', label: 'nav.highlights', icon: 'sparkles' },
  { to: '/giftcards', label: 'nav.giftCards', icon: 'gift' },
  { to: '/faqs', label: 'nav.faqs', icon: 'circle-help' },
  { to: '/about', label: 'footer.about', icon: 'info' },
];

/** Below `lg`: the menu button at the left of the header and the site navigation in a left drawer. */
export function NavDrawer() {
  const { t } = useTranslation();
  return (
    <HeaderDrawer
      side="left"
      icon="menu"
      openLabel={t('chrome.openMenu')}
      title={t('chrome.menu')}
      buttonClassName="-ml-2"
    >
      {() => (
        <nav aria-label={t('chrome.siteNavigation')}>
          <ul className="-mx-2 space-y-1">
            {LINKS.map(({ to, label, icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className="flex items-center gap-3 rounded-card px-3 py-3 font-medium hover:bg-surface-sunk aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
                >
                  <Icon name={icon} className="size-5 shrink-0" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </HeaderDrawer>
  );
}
