import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { type CountryOption, CountrySelect } from './country-select';
import { LanguageSwitch } from './language-switch';
import { HeaderDrawer } from './header-drawer';

/**
 * Below `lg`: the button at the right of the header and the right drawer with the visitor's own settings,
 * country and language (on desktop they sit in the header). `account` is the slot for the account section
 * of docs/product.md § Header and footer (sign in / sign up, or the profile links), shown above the settings.
 */
export function PreferencesDrawer({
  countries,
  account,
}: {
  countries: CountryOption[];
  /** Rendered while open; `close` lets an entry that opens another dialog put this one away first. */
  account?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HeaderDrawer
      side="right"
      icon="circle-user-round"
      openLabel={t('chrome.openPreferences')}
      title={t('chrome.preferences')}
      buttonClassName="-mr-2"
    >
      {/* Mounted only while open: the header's own selectors already keep the stored country in the URL. */}
      {(close) => (
        <div className="space-y-8">
          {account?.(close)}
          {countries.length > 0 && <CountrySelect countries={countries} />}
          <LanguageSwitch />
        </div>
      )}
    </HeaderDrawer>
  );
}
