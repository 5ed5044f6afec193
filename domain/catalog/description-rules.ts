/**
 * What an experience's description may hold (docs/decisions/0071-rich-text-editor.md): one list that the
 * server's sanitizer (description-html.ts) enforces and the operators' rich-text editor offers, so the
 * editor never writes what the server would strip. Pure: imported by the server and the browser.
 */

/** Block and inline tags that survive sanitizing. `b` and `i` are kept for descriptions written before. */
export const DESCRIPTION_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a'];

/**
 * Heading levels of a description: under the experience page's h1 and its section headings (h2), so a
 * description has two levels of its own.
 */
export const DESCRIPTION_HEADING_LEVELS = [3, 4] as const;

/** Schemes a description's link may use: web pages only (no javascript:, mailto:, data: …). */
export const DESCRIPTION_LINK_SCHEMES = ['http', 'https'];

/** What every link of a description carries: search engines and the opened page get nothing from Rumbo. */
export const DESCRIPTION_LINK_REL = 'nofollow ugc noopener noreferrer';

/**
 * The address a link will point to, or null when it is not a web page's: what an operator typed, trimmed,
 * with `https://` added when no scheme was typed ("example.com/tour").
 */
export function descriptionLinkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (!DESCRIPTION_LINK_SCHEMES.includes(scheme) || url.hostname === '') return null;
  return url.href;
}

/** Words a reader would see in a description: its text without tags. */
export const descriptionText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * The description the editor sends: an editor with no words (an empty paragraph, a list with empty items)
 * is an empty description, so the completeness check names it as missing rather than storing `<p></p>`.
 */
export const descriptionFromEditor = (html: string) => (descriptionText(html) === '' ? '' : html);
