/** Registry of the informational pages rendered from typed content (the FAQs have their own shape). */
import { about } from './about';
import { insuranceClients } from './insurance-clients';
import { insuranceSuppliers } from './insurance-suppliers';
import { privacy } from './privacy';
import { terms } from './terms';
import { termsOperator } from './terms-operator';
import type { Bilingual, InfoPage, Lang } from './types';

export const INFO_PAGES = {
  about,
  terms,
  'terms-operator': termsOperator,
  privacy,
  'insurance-clients': insuranceClients,
  'insurance-suppliers': insuranceSuppliers,
} as const satisfies Record<string, Bilingual<InfoPage>>;

export type InfoPageSlug = keyof typeof INFO_PAGES;

export function isInfoPageSlug(value: string): value is InfoPageSlug {
  return Object.hasOwn(INFO_PAGES, value);
}

/** The page in the requested language, or undefined for an unknown slug. */
export function getInfoPage(slug: InfoPageSlug, lang: Lang): InfoPage;
export function getInfoPage(slug: string, lang: Lang): InfoPage | undefined;
export function getInfoPage(slug: string, lang: Lang): InfoPage | undefined {
  return isInfoPageSlug(slug) ? INFO_PAGES[slug][lang] : undefined;
}
