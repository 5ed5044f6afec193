/** Terms and conditions for operators (suppliers); each language lives in its own file. */
import { termsOperatorEn } from './terms-operator-en';
import { termsOperatorEs } from './terms-operator-es';
import type { Bilingual, InfoPage } from './types';

export const termsOperator: Bilingual<InfoPage> = { es: termsOperatorEs, en: termsOperatorEn };
