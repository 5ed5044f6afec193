import { normalizeSearchText } from './search-text';

/** Words this short match too much by trigram; they still narrow results as plain substrings. */
const MIN_TERM_LENGTH = 3;
const MAX_TERMS = 5;
/** Connecting words of both languages that say nothing about an experience. */
const STOP_WORDS = new Set([
  'del',
  'los',
  'las',
  'con',
  'por',
  'para',
  'una',
  'uno',
  'the',
  'and',
  'with',
  'for',
]);

/**
 * The words of a search, accent-free and lower-case like the stored search text. Each word must match
 * (by substring or by trigram similarity), so "snorkel bocas" narrows rather than widens.
 */
export function searchTerms(searchText: string | undefined): string[] {
  if (!searchText) return [];
  const words = normalizeSearchText(searchText)
    .split(' ')
    .filter((word) => word.length >= MIN_TERM_LENGTH && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_TERMS);
}
