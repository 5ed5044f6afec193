import en from './en.json';
import es from './es.json';
import type { Lang } from './languages';
import { createTranslator, type TranslateValues } from './translator';

/** Both catalogues, for the server only: the browser fetches the page's one as a file (catalogue-urls.ts). */
export const catalogues = { es, en } as const;

const translators = {
  es: createTranslator('es', es),
  en: createTranslator('en', en, es),
};

/** Translates a catalogue key; Spanish fills any key missing in English. */
export function translate(lang: Lang, key: string, values?: TranslateValues): string {
  return translators[lang](key, values);
}
