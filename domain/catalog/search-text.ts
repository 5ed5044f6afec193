/**
 * Search-text normalisation shared by the search bar, the filter body and the server query.
 * The database keeps an accent-free, lower-case `search_text` column for trigram search, so the
 * typed text is folded the same way before it is compared. The SQL is parameterised anyway; the
 * character whitelist is there so odd input (control characters, LIKE wildcards) never reaches it.
 */

/**
 * docs/product.md § Search and filter input: the hero bar and the filter search allow 35 characters, the
 * mobile bar 40.
 */
export const SEARCH_TEXT_MAX_DESKTOP = 35;
export const SEARCH_TEXT_MAX_MOBILE = 40;
/** What the server accepts (API and /search): the longest text any bar sends. */
export const SEARCH_TEXT_MAX = Math.max(SEARCH_TEXT_MAX_DESKTOP, SEARCH_TEXT_MAX_MOBILE);

// Letters that Unicode does not decompose into a base letter plus a mark.
const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
};

/**
 * Lower-cases and removes accents: NFKD (rather than NFD) also folds compatibility forms such as
 * full-width digits and ligatures typed on phones; `ñ` becomes `n`, which is how the column stores it.
 */
export function stripAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðþł]/g, (ch) => LIGATURES[ch] ?? ch);
}

/**
 * Lower case, no accents, only letters, digits, spaces and hyphens, single spaces, at most 40
 * characters. Other characters become a space rather than vanishing, so "café,tour" searches for
 * two words instead of one glued word. An empty result means "no text search".
 */
export function normalizeSearchText(text: string): string {
  const cleaned = stripAccents(text)
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, SEARCH_TEXT_MAX).join('').trim();
}
