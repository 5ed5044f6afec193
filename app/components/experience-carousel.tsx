import { useCallback } from 'react';
import { type CardExperience, packCards, unpackCards } from '../lib/card-data';
import { Carousel, CAROUSEL_FIRST_ITEMS } from './carousel';
import { ExperienceCard } from './experience-card';

/** A carousel's cards as a loader sends them: the first screenful as data, the rest as packed JSON text. */
export interface CarouselCards {
  first: CardExperience[];
  more: string | null;
}

/**
 * Splits a carousel's cards for the page's data. The cards past the first screenful travel as JSON text
 * that the carousel parses when the visitor reaches for them: decoded with the page's data, the home
 * page's 60-odd cost a slow phone about 30 ms before it could answer a tap (decision 0017). The text is
 * rows of values, not objects (packCards): a third of the bytes (decision 0030).
 */
export function carouselCards(cards: CardExperience[]): CarouselCards {
  return {
    first: cards.slice(0, CAROUSEL_FIRST_ITEMS),
    more: cards.length > CAROUSEL_FIRST_ITEMS ? packCards(cards.slice(CAROUSEL_FIRST_ITEMS)) : null,
  };
}

const sliderCards = (experiences: CardExperience[]) =>
  experiences.map((experience) => <ExperienceCard key={experience.id} experience={experience} inSlider />);

/** A carousel of experience cards (docs/product.md § Constants: ratings with two decimals in sliders). */
export function ExperienceCarousel({
  label,
  cards,
  autoPlayMs,
}: {
  label: string;
  cards: CarouselCards;
  autoPlayMs: number;
}) {
  const { first, more } = cards;
  const moreCards = useCallback(() => (more ? sliderCards(unpackCards(more)) : []), [more]);
  return (
    <Carousel label={label} autoPlayMs={autoPlayMs} more={moreCards}>
      {sliderCards(first)}
    </Carousel>
  );
}
