import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Lang } from '../../common/i18n/languages';
import { type Catalogue, createTranslator, type Translate } from '../../common/i18n/translator';

interface Translation {
  /** The page's language, decided by the server (root loader). */
  lang: Lang;
  t: Translate;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's language and its catalogue for every component. A language switch revalidates the root
 * loader, which hands a new language and catalogue here, so the whole page re-renders in it.
 */
export function TranslationProvider({
  lang,
  catalogue,
  children,
}: {
  lang: Lang;
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, t: createTranslator(lang, catalogue) }), [lang, catalogue]);
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation() needs a TranslationProvider (the root layout)');
  return translation;
}
