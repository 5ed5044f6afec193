/** Privacy policy; each language lives in its own file to keep them short. */
import { privacyEn } from './privacy-en';
import { privacyEs } from './privacy-es';
import type { Bilingual, InfoPage } from './types';

export const privacy: Bilingual<InfoPage> = { es: privacyEs, en: privacyEn };
