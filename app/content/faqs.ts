/**
 * The /faqs page in both languages. The groups live in per-language files, split in two to keep them
 * short; group and question ids are identical in both languages.
 */
import { faqGroupsEn1 } from './faqs-en-1';
import { faqGroupsEn2 } from './faqs-en-2';
import { faqGroupsEs1 } from './faqs-es-1';
import { faqGroupsEs2 } from './faqs-es-2';
import type { Bilingual, FaqPage } from './types';

export const faqs: Bilingual<FaqPage> = {
  es: {
    title: 'Preguntas frecuentes',
    description:
      'Resolvemos tus dudas sobre reservas, pagos, cancelaciones, tarjetas de regalo, crédito, tu cuenta, reseñas y el seguro incluido.',
    groups: [...faqGroupsEs1, ...faqGroupsEs2],
  },
  en: {
    title: 'Frequently asked questions',
    description:
      'Answers about booking, payments, cancellations, gift cards, wallet credit, your account, reviews and the included insurance.',
    groups: [...faqGroupsEn1, ...faqGroupsEn2],
  },
};
