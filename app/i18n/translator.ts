import type { Lang } from './languages';

/** A message catalogue (es.json, en.json): nested objects whose leaves are the texts. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** What a text names as `{{name}}` or `{{name, number}}`; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, string | number>>;

/** The text of a dotted key (`filters.apply`) with its values filled in; an unknown key comes back as is. */
export type Translate = (key: string, values?: TranslateValues) => string;

/** `{{name}}` writes the value as given; `{{name, number}}` formats a number the language's way (1.234). */
const PLACEHOLDER = /{{\s*(\w+)\s*(,\s*number\s*)?}}/g;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: Catalogue | string | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
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
  const numbers = new Intl.NumberFormat(lang);
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
    return text.replace(PLACEHOLDER, (placeholder, name: string, number?: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      return number && typeof value === 'number' ? numbers.format(value) : String(value);
    });
  };
}
