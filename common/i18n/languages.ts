/** Interface languages: Spanish is the default and the fallback for any missing text. */
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Lang = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'es';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a request: the explicit `language-code` value (stored locale), else the first supported
 * entry of Accept-Language, else Spanish. The literal 'null' that old clients store is ignored
 * (docs/product.md § Validation).
 */
export function resolveLanguage(explicit: string | undefined, acceptLanguage: string | undefined): Lang {
  const wanted = explicit?.trim().toLowerCase().slice(0, 2);
  if (isLang(wanted)) return wanted;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLang(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The locale Intl formats a language's dates, numbers and region names in: the product's English is
 * American, its Spanish the language's own (no region, so no country's conventions are favoured).
 */
export function intlLocale(lang: Lang): 'en-US' | 'es' {
  return lang === 'en' ? 'en-US' : 'es';
}
