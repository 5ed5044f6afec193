import { createInstance, type TOptions } from 'i18next';
import en from './en.json';
import es from './es.json';
import { DEFAULT_LANGUAGE, type Lang, SUPPORTED_LANGUAGES } from './languages';

export const resources = { es: { translation: es }, en: { translation: en } } as const;

const i18n = createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
});

const translators = {
  es: i18n.getFixedT('es'),
  en: i18n.getFixedT('en'),
};

/** Translates a catalogue key; Spanish fills any key missing in English. */
export function translate(lang: Lang, key: string, options?: TOptions): string {
  return translators[lang](key, options ?? {}) as string;
}
