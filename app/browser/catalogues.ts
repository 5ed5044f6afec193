import { CATALOGUE_URLS } from '../i18n/catalogue-urls';
import type { Lang } from '../../common/i18n/languages';
import type { Catalogue } from '../../common/i18n/translator';

const loaded = new Map<Lang, Catalogue>();

/** A catalogue the browser has fetched, for CataloguesContext. */
export const loadedCatalogue = (lang: Lang): Catalogue | undefined => loaded.get(lang);

/**
 * Fetches a language's catalogue once (a hashed, immutable file). The page's own is asked for with the
 * app's modules (the root layout preloads it), so this finds it in flight; the other language's when the
 * visitor switches (the root's clientLoader).
 */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  const response = await fetch(CATALOGUE_URLS[lang]);
  if (!response.ok) throw new Error(`catalogue ${lang}: HTTP ${response.status}`);
  loaded.set(lang, (await response.json()) as Catalogue);
}
