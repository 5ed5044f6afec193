import { AFTER_LOAD_AND_PAINT, scriptJson } from './inline-script';

/**
 * When the page's text is drawn in the web font (docs/decisions/0016). Until then it is drawn in the local
 * face app.css scales to Inter's metrics.
 *
 * - A browser that has fetched the font before (a hashed file, cached for a year) uses it from the first
 *   paint: the class goes on before the body is parsed.
 * - On a first visit the page keeps the local face, as `font-display: optional` would have it, and the
 *   font is fetched once the page has loaded and painted: on a slow phone its 28 KB do not share the
 *   bandwidth with the stylesheet and the largest image, and the page is not laid out again when it
 *   arrives. The next page (a client-side navigation, see app/browser/web-font.ts, or a new load) is
 *   drawn in it.
 */
export const WEB_FONT = {
  /** The class on <html> that turns the font on (app.css). */
  className: 'web-font',
  /** Remembers that this browser has the font file. */
  storageKey: 'rumbo:web-font',
  /** What `document.fonts` loads and checks: the Latin face, every weight (one variable file). */
  font: '1em "Inter Variable"',
} as const;

/** The inline <head> script. */
export function webFontScript(): string {
  return (
    `(()=>{const {className,storageKey,font}=${scriptJson(WEB_FONT)};` +
    'try{if(localStorage.getItem(storageKey)){document.documentElement.classList.add(className);return}}catch{}' +
    `(${AFTER_LOAD_AND_PAINT})(()=>document.fonts.load(font).then((faces)=>{` +
    'if(faces.length)try{localStorage.setItem(storageKey,"1")}catch{}},()=>{}))})();'
  );
}
