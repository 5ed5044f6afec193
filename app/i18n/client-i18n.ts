import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Lang } from './languages';

/**
 * An i18next instance for React, holding only the page's language (sent by the root loader) so the browser
 * never downloads the other catalogue. Synchronous init: the first render already has every text.
 */
export function createI18n(lang: Lang, messages: Resource[string]['translation']): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
