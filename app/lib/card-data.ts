import type { ExperiencePage } from '../../domain/catalog/experience-search.server';
import type { ExperienceSummary } from '../../domain/catalog/experience-shape';
import { CARD_SLIDES } from '../../domain/media/card-photos';

/**
 * What an experience card shows (components/experience-card.tsx), and all a route loader sends of each
 * experience in a list: the page carries its loader data for hydration, so every field of the API's list
 * form that no card reads would be paid for once per card. The API's own answers are not affected.
 */
export function cardExperience(experience: ExperienceSummary) {
  return {
    id: experience.id,
    name: experience.name,
    url: experience.url,
    // The card's slider shows the first four (docs/product.md § Constants); ids and placeholder colours build the rest.
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

export type CardExperience = ReturnType<typeof cardExperience>;

/** A page of experiences for a grid of cards, with its pagination as the API answers it. */
export function cardPage(page: ExperiencePage) {
  return { data: page.data.map(cardExperience), pagination: page.pagination };
}

export type CardPage = ReturnType<typeof cardPage>;
