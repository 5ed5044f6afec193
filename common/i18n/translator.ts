import { type Lang, intlLocale } from './languages';

/** A message catalogue (es.json, en.json): nested objects whose leaves are the texts. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** What a text names as `{{name}}` or `{{name, number}}`; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, string | number>>;

/** The text of a dotted key (`filters.apply`) with its values filled in; an unknown key comes back as is. */
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * `{{name}}` writes the value as given; `{{name, number}}` formats a number the language's way (1.234);
 * `{{name, date}}` writes a yyyy-MM-dd day in words ("sábado, 28 de noviembre de 2026").
 */
const PLACEHOLDER = /{{\s*(\w+)\s*(?:,\s*(number|date)\s*)?}}/g;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A yyyy-MM-dd day in words. Only error messages name a day this way, so Intl's date data is loaded
 * the first time one is shown, never while a page hydrates.
 */
export function formatDay(day: string, lang: Lang): string {
  if (!DAY.test(day)) return day;
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // The day is the experience's own: formatted at UTC midnight it cannot slip to a neighbour.
      timeZone: 'UTC',
    });
    dayFormats.set(lang, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: Catalogue | string | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** How each language writes numbers, as CLDR (and so Intl.NumberFormat) does for it. */
const NUMBER_STYLE: Record<Lang, { group: string; decimal: string; groupFrom: number }> = {
  // Spanish leaves four-digit numbers ungrouped (CLDR's minimum grouping digits is 2): 1234, 12.345.
  es: { group: '.', decimal: ',', groupFrom: 5 },
  en: { group: ',', decimal: '.', groupFrom: 4 },
};

/**
 * A number the language's way, with up to three decimals (1.234,5 / 1,234.5), as Intl.NumberFormat
 * prints it. Written by hand because a browser's first Intl.NumberFormat loads its ICU number data:
 * 120 ms on this machine's desktop core, several times that on a phone, inside the task that hydrates
 * the page (cards print their hours with it).
 */
export function formatNumber(value: number, lang: Lang): string {
  const style = NUMBER_STYLE[lang];
  const [whole = '0', fraction] = String(Number(Math.abs(value).toFixed(3))).split('.');
  const grouped =
    whole.length >= style.groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group) : whole;
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${grouped}${fraction ? `${style.decimal}${fraction}` : ''}`;
}

/**
 * The translator of one language, used alike by the server (API errors, e-mails, page titles) and the
 * browser. A `count` value selects `key_one` / `key_other` by the language's plural rules; `_other` also
 * covers a category the catalogues do not spell (CLDR puts a million under Spanish `many`). The fallback
 * catalogue (Spanish) answers keys the first one lacks, read with the same plural rules: Spanish and
 * English agree on which numbers are `one`. Callers detect an unknown key by getting it back unchanged
 * (the API's error handler relies on it), and a value missing from `values` leaves its `{{name}}` in place.
 */
export function createTranslator(lang: Lang, catalogue: Catalogue, fallback?: Catalogue): Translate {
  const plurals = new Intl.PluralRules(lang);
  const catalogues = fallback ? [catalogue, fallback] : [catalogue];

  function find(key: string, count: unknown): string | undefined {
    const keys = typeof count === 'number' ? [`${key}_${plurals.select(count)}`, `${key}_other`, key] : [key];
    for (const source of catalogues) {
      for (const candidate of keys) {
        const text = lookup(source, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  return (key, values = {}) => {
    const text = find(key, values.count);
    if (text === undefined) return key;
    return text.replace(PLACEHOLDER, (placeholder, name: string, style?: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      if (style === 'number' && typeof value === 'number') return formatNumber(value, lang);
      if (style === 'date' && typeof value === 'string') return formatDay(value, lang);
      return String(value);
    });
  };
}
