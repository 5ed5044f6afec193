import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { useHeaderPanel } from '../lib/use-header-panel';
import { type CountryOption, CountrySelect, countryInUrl } from './country-select';
import { Icon } from './icon';
import { LanguageSwitch } from './language-switch';

/**
 * From `lg`: the header's country and language popover (docs/product.md § Header and footer). The button
 * shows the current choice; the panel holds the country selector and the language switch. The panel stays
 * mounted while closed (`hidden`): its country selector is what restores a stored country into the URL on
 * every page.
 */
export function PreferencesMenu({ countries }: { countries: CountryOption[] }) {
  const { t, lang } = useTranslation();
  const { open, root, panelId, buttonProps } = useHeaderPanel();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const chosen = countryInUrl(pathname, searchParams);
  const country = countries.find((item) => String(item.id) === chosen);
  return (
    <div ref={root} className="relative">
      <button
        {...buttonProps}
        className="flex h-10 items-center gap-2 rounded-pill border border-line px-3 text-sm font-medium hover:bg-surface-sunk"
      >
        <Icon name="globe" className="size-5" />
        <span className="sr-only">{t('chrome.countryAndLanguage')}: </span>
        <span className="max-w-32 truncate">{country?.name ?? t('nav.allCountries')}</span>
        <span aria-hidden className="text-muted">
          ·
        </span>
        <span className="uppercase">{lang}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-12 z-40 w-72 space-y-6 rounded-card border border-line bg-surface p-4 shadow-soft"
      >
        {countries.length > 0 && <CountrySelect countries={countries} />}
        <LanguageSwitch />
      </div>
    </div>
  );
}
