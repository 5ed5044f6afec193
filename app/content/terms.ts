/** Terms and conditions for travellers; each language lives in its own file to keep them short. */
import { termsEn } from './terms-en';
import { termsEs } from './terms-es';
import type { Bilingual, InfoPage } from './types';

export const terms: Bilingual<InfoPage> = { es: termsEs, en: termsEn };
