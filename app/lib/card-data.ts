import type { ExperiencePage } from '../../domain/catalog/experience-search.server';
import type { ExperienceSummary } from '../../domain/catalog/experience-shape';
import { CARD_SLIDES } from '../../domain/media/card-photos';
import type { Lang } from '../../common/i18n/languages';
import { departureLabel } from '../../domain/booking/departure-label';

/**
 * What an experience card shows (components/experience-card.tsx), and all a route loader sends of each
 * experience in a list: the page carries its loader data for hydration, so every field of the API's list
 * form that no card reads would be paid for once per card. The API's own answers are not affected.
 */
export function cardExperience(experience: ExperienceSummary): CardExperience {
  return {
    id: experience.id,
    name: experience.name,
    url: experience.url,
    // The card's slider shows the first four (docs/product.md § Constants); ids and placeholder colours build
    // the rest.
    photos: experience.photos
      .slice(0, CARD_SLIDES)
      .map((photo) => ({ id: photo.id, dominant_color: photo.dominant_color })),
    duration: experience.duration,
    rating: experience.rating,
    reviews_count: experience.reviews_count,
    display_price: experience.display_price,
    original_price: experience.original_price,
    show_original_price: experience.show_original_price,
    country: { id: experience.country.id, name: experience.country.name },
  };
}

export interface CardExperience {
  id: number;
  name: string;
  url: string;
  photos: { id: string; dominant_color: string }[];
  duration: number;
  rating: number;
  reviews_count: number;
  display_price: number;
  original_price: number | null;
  show_original_price: boolean;
  country: { id: number; name: string };
  /** A search by date: its first departure with places, written on the server ("sáb, 5 dic · 9:00 AM"). */
  departure?: string;
}

/** A page of experiences for a grid of cards, with its pagination as the API answers it. */
export function cardPage(page: ExperiencePage, lang?: Lang) {
  const cards = page.data.map((item): CardExperience => {
    const card = cardExperience(item);
    // Written on the server in the page's language: the browser never formats it again at hydration.
    return item.first_departure && lang
      ? { ...card, departure: departureLabel(item.first_departure, lang) }
      : card;
  });
  return { data: cards, pagination: page.pagination };
}

export type CardPage = ReturnType<typeof cardPage>;

/**
 * One card as a row of values in the card's field order, photos flattened to id, colour, id, colour…
 * Cards that travel as JSON text (a carousel's cards past the first screenful) are written this way: the
 * text is escaped a second time inside the page's hydration script, where each quote of a field name
 * costs four bytes, and the names were more than half of it (home: 44 KB of its 68 KB of data).
 */
type PackedCard = [
  id: number,
  name: string,
  url: string,
  photos: string[],
  duration: number,
  rating: number,
  reviewsCount: number,
  displayPrice: number,
  originalPrice: number | null,
  showOriginalPrice: 0 | 1,
  countryId: number,
  countryName: string,
];

/** Cards as JSON text of value rows (see PackedCard); `unpackCards` reads it back. */
export function packCards(cards: CardExperience[]): string {
  return JSON.stringify(
    cards.map((card): PackedCard => [
      card.id,
      card.name,
      card.url,
      card.photos.flatMap((photo) => [photo.id, photo.dominant_color]),
      card.duration,
      card.rating,
      card.reviews_count,
      card.display_price,
      card.original_price,
      card.show_original_price ? 1 : 0,
      card.country.id,
      card.country.name,
    ]),
  );
}

export function unpackCards(text: string): CardExperience[] {
  return (JSON.parse(text) as PackedCard[]).map(
    ([
      id,
      name,
      url,
      photos,
      duration,
      rating,
      reviews,
      price,
      original,
      showOriginal,
      countryId,
      country,
    ]) => ({
      id,
      name,
      url,
      photos: Array.from({ length: photos.length / 2 }, (_, index) => ({
        id: photos[index * 2] ?? '',
        dominant_color: photos[index * 2 + 1] ?? '',
      })),
      duration,
      rating,
      reviews_count: reviews,
      display_price: price,
      original_price: original,
      show_original_price: showOriginal === 1,
      country: { id: countryId, name: country },
    }),
  );
}
