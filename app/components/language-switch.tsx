import { useId } from 'react';
import { Form, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { SUPPORTED_LANGUAGES } from '../../common/i18n/languages';
import { pageAlternates } from '../lib/seo';

/**
 * Switches the interface language with a plain form post, so it works before JavaScript loads; the
 * server stores the choice in a cookie and renders it from then on, back at the page's path in the
 * chosen language. In the header's country and language popover on desktop, in the settings drawer on
 * smaller screens.
 */
export function LanguageSwitch() {
  const { t, lang } = useTranslation();
  const location = useLocation();
  // The page's path in each language (app/lib/seo); the server drops any `?lang=` from the target.
  const alternates = pageAlternates(useMatches(), location.pathname);
  const labelId = useId();
  const current = lang;
  return (
    <Form method="post" action="/preferences" className="grid grid-cols-2 gap-2" aria-labelledby={labelId}>
      <p id={labelId} className="col-span-2 font-semibold">
        {t('nav.language')}
      </p>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {alternates &&
        SUPPORTED_LANGUAGES.map((code) => (
          <input
            key={code}
            type="hidden"
            name={`redirectTo-${code}`}
            value={`${alternates[code]}${location.search}`}
          />
        ))}
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="submit"
          name="lang"
          value={lang}
          lang={lang}
          aria-pressed={current === lang}
          className="h-12 rounded-card border border-line font-medium hover:bg-surface-sunk aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-strong"
        >
          {lang === 'es' ? t('nav.spanish') : t('nav.english')}
        </button>
      ))}
    </Form>
  );
}
