/** docs/product.md § Constants: the card's image slider always has 4 slides. */
export const CARD_SLIDES = 4;

/**
 * The card slider's photos: the first four, and when an experience has fewer, its photos again in order
 * until there are four (docs/product.md § Constants, card photos), so every card swipes the same way. No
 * photo, no slides.
 */
export function cardPhotos<T>(photos: readonly T[], slides = CARD_SLIDES): T[] {
  if (photos.length === 0) return [];
  return Array.from({ length: slides }, (_, index) => photos[index % photos.length]!);
}
