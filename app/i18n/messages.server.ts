import type { Lang } from './languages';
import { resources } from './translate';

/** The catalogue of one language for the browser (tests keep both catalogues' keys identical). */
export function messagesFor(lang: Lang) {
  return resources[lang].translation;
}
