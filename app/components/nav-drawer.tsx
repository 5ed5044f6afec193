import { CircleHelp, House, Info, type LucideIcon, MapPin, Menu, Sparkles } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { HeaderDrawer } from './header-drawer';

/** The pages a visitor can reach from the phone menu (gift cards join once they have a page). */
const LINKS: { to: string; label: string; Icon: LucideIcon }[] = [
  { to: '/', label: 'nav.home', Icon: House },
  { to: '/destinations', label: 'nav.destinations', Icon: MapPin },
  { to: '/highlights', label: 'nav.highlights', Icon: Sparkles },
  { to: '/faqs', label: 'nav.faqs', Icon: CircleHelp },
  { to: '/about', label: 'footer.about', Icon: Info },
];

/** Below `lg`: the menu button at the left of the header and the site navigation in a left drawer. */
export function NavDrawer() {
  const { t } = useTranslation();
  return (
    <HeaderDrawer
      side="left"
      Icon={Menu}
      openLabel={t('chrome.openMenu')}
      title={t('chrome.menu')}
      buttonClassName="-ml-2"
    >
      {() => (
        <nav aria-label={t('chrome.siteNavigation')}>
          <ul className="-mx-2 space-y-1">
            {LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className="flex items-center gap-3 rounded-card px-3 py-3 font-medium hover:bg-surface-sunk aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
                >
                  <Icon aria-hidden className="size-5 shrink-0" />
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
