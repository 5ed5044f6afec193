import { createContext } from 'react';
import type { Lang } from '../../common/i18n/languages';
import type { Catalogue } from '../../common/i18n/translator';

/**
 * Where the root layout finds a language's catalogue: the server provides both (entry.server), the
 * browser the ones it has fetched (app/browser/catalogues.ts, entry.client). Neither is route data.
 */
export const CataloguesContext = createContext<(lang: Lang) => Catalogue | undefined>(() => undefined);
