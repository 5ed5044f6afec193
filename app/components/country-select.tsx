import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { countryPath } from '../../domain/catalog/slug';

const STORAGE_KEY = 'countryId';

export interface CountryOption {
  id: number;
  name: string;
}

/** The country the page is narrowed to: a country page's id, or `?country=` elsewhere ('' for all). */
export function countryInUrl(pathname: string, searchParams: URLSearchParams): string {
  return pathname.startsWith('/country/')
    ? (pathname.split('/')[3] ?? '')
    : (searchParams.get('country') ?? '');
}

/**
 * The header's country choice (docs/product.md § Country choice): "all" clears it; on a country page it
 * navigates to home or the chosen country; elsewhere it sets `?country=` so lists narrow to that country. The
 * choice persists in browser storage and is restored on the next visit.
 */
export function CountrySelect({ countries }: { countries: CountryOption[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const onCountryPage = location.pathname.startsWith('/country/');
  const fromUrl = countryInUrl(location.pathname, searchParams);
  const [value, setValue] = useState(fromUrl);
  // The address decides once it changes (a navigation, the restored choice below); until then the select
  // shows what was just chosen. Adjusted while rendering, as React recommends for state following a prop.
  const [shownUrl, setShownUrl] = useState(fromUrl);
  if (fromUrl !== shownUrl) {
    setShownUrl(fromUrl);
    setValue(fromUrl);
  }

  // A page without a country in its address narrows to the stored choice: the address changes, and the
  // select follows it.
  useEffect(() => {
    if (fromUrl || onCountryPage) return;
    const stored = localStorage.getItem(STORAGE_KEY);
    if (!stored || !countries.some((country) => String(country.id) === stored)) return;
    setSearchParams(
      (params) => {
        params.set('country', stored);
        return params;
      },
      { replace: true },
    );
  }, [fromUrl, countries, onCountryPage, setSearchParams]);

  const choose = (next: string) => {
    setValue(next);
    if (next) localStorage.setItem(STORAGE_KEY, next);
    else localStorage.removeItem(STORAGE_KEY);
    if (onCountryPage) {
      const country = countries.find((item) => String(item.id) === next);
      navigate(country ? countryPath({ title: country.name, id: country.id }) : '/');
      return;
    }
    setSearchParams((params) => {
      if (next) params.set('country', next);
      else params.delete('country');
      params.delete('page');
      return params;
    });
  };

  return (
    <label className="block">
      <span className="mb-2 block font-semibold">{t('nav.country')}</span>
      <select
        value={value}
        onChange={(event) => choose(event.target.value)}
        className="h-12 w-full rounded-card border border-line bg-surface px-3 font-medium"
      >
        <option value="">{t('nav.allCountries')}</option>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </label>
  );
}
