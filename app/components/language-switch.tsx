import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';

/**
 * Switches the interface language with a plain form post, so it works before JavaScript loads; the
 * server stores the choice in a cookie and renders it from then on.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language;
  return (
    <Form
      method="post"
      action="/preferences"
      className="flex items-center gap-1"
      aria-label={t('nav.language')}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="submit"
          name="lang"
          value={lang}
          lang={lang}
          aria-pressed={current === lang}
          className="rounded-pill px-2.5 py-1.5 text-sm font-medium text-muted hover:bg-surface-sunk sm:px-3 aria-pressed:bg-accent-soft aria-pressed:text-accent-strong"
        >
          {/* Two letters on phones, where the header is tight; the full name from 640 px. */}
          <span className="sm:hidden">{lang.toUpperCase()}</span>
          <span className="hidden sm:inline">{lang === 'es' ? t('nav.spanish') : t('nav.english')}</span>
        </button>
      ))}
    </Form>
  );
}
