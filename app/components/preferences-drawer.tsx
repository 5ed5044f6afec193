import { CircleUserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenUntilNavigation } from '../lib/use-open-until-navigation';
import { type CountryOption, CountrySelect } from './country-select';
import { LanguageSwitch } from './language-switch';
import { Sheet } from './sheet';

/**
 * Below `lg`: the button at the right of the header and the right drawer with the visitor's own settings,
 * country and language (on desktop they sit in the header). `account` is the slot for the account section
 * of spec §2 (sign in / sign up, or the profile links), shown above the settings.
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
  const drawer = useOpenUntilNavigation();
  return (
    <>
      <button
        type="button"
        onClick={drawer.show}
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        aria-label={t('chrome.openPreferences')}
        className="-mr-2 ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-pill hover:bg-surface-sunk md:ml-0 lg:hidden"
      >
        <CircleUserRound aria-hidden className="size-6" />
      </button>
      <Sheet open={drawer.open} onClose={drawer.close} title={t('chrome.preferences')} placement="right">
        {/* Mounted only while open: the header's own selectors already keep the stored country in the URL. */}
        {drawer.open && (
          <div className="space-y-8">
            {account?.(drawer.close)}
            {countries.length > 0 && <CountrySelect countries={countries} variant="drawer" />}
            <LanguageSwitch variant="drawer" />
          </div>
        )}
      </Sheet>
    </>
  );
}
