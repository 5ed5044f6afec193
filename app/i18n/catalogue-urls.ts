import en from '../../common/i18n/en.json?url';
import es from '../../common/i18n/es.json?url';
import type { Lang } from '../../common/i18n/languages';

/**
 * Each language's catalogue as a file of its own, hashed by the build and cached for good by browsers
 * (docs/decisions/0016). The browser fetches the page's one while the app's modules load, instead of
 * every page carrying it inline in its data: a second page, or the same page tomorrow, costs nothing.
 */
export const CATALOGUE_URLS: Readonly<Record<Lang, string>> = { es, en };
