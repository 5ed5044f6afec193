import type { SeedLanguage } from './types';

/**
 * The five tour languages the product offers (docs/product.md § Audience); interface languages are only es
 * and en.
 */
export const languages: SeedLanguage[] = [
  { code: 'es', name: { es: 'Español', en: 'Spanish' } },
  { code: 'en', name: { es: 'Inglés', en: 'English' } },
  { code: 'de', name: { es: 'Alemán', en: 'German' } },
  { code: 'fr', name: { es: 'Francés', en: 'French' } },
  { code: 'pt', name: { es: 'Portugués', en: 'Portuguese' } },
];
