import type { Lang } from './languages';
import { catalogues } from './translate';

/**
 * The catalogue of one language for the browser, sent in the root loader's data. Importing the catalogues
 * into the client bundle would put both languages (about 6 KB gzip each) in every page's initial JS, and a
 * chunk per language would be one more request before hydration. The loader data carries only the page's
 * language inside the HTML, and a language switch is a form post that revalidates the root loader, so the
 * other catalogue arrives with it. No Spanish fallback is sent along: tests keep both catalogues' keys
 * identical.
 */
export function messagesFor(lang: Lang) {
  return catalogues[lang];
}
