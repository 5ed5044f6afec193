import { useTranslation } from '../i18n/translation-context';
import { countryDestinationsPath, destinationPath } from '../../domain/catalog/slug';
import type { ListingDestinations } from '../routes/listing.server';
import { Carousel } from './carousel';
import { OffscreenSection } from './offscreen-section';
import { PlaceTile } from './place-tile';
import { SectionHeading } from './section-heading';

/**
 * The destination carousel under a city's or a search's results (docs/product.md § Listings), with auto-play
 * at 4000 ms like the other place sliders (docs/product.md § Constants). It is below the first screen at any
 * width, so it is an OffscreenSection; its usual height is the heading, one row of 4:3 tiles and the buttons
 * (measured: 283 px at 390 px wide, 402 px at 1280).
 */
export function DestinationCarousel({ carousel }: { carousel: ListingDestinations }) {
  const { t } = useTranslation();
  const title =
    carousel.kind === 'others'
      ? t('listing.otherDestinations')
      : carousel.kind === 'country'
        ? t('listing.destinationsIn', { place: carousel.country.name })
        : t('listing.exploreDestinations');
  const viewAll =
    carousel.kind === 'country'
      ? countryDestinationsPath({ countryName: carousel.country.name, id: carousel.country.id })
      : '/destinations';
  return (
    <OffscreenSection
      aria-labelledby="destination-carousel"
      className="mx-auto max-w-content px-4 pb-10 [--offscreen-height:283px] sm:px-6 md:[--offscreen-height:402px] lg:px-8"
    >
      <SectionHeading id="destination-carousel" title={title} viewAll={viewAll} />
      <Carousel label={title} autoPlayMs={4000}>
        {carousel.destinations.map((destination) => (
          <PlaceTile
            key={destination.id}
            to={destinationPath({ title: destination.name, id: destination.id })}
            title={destination.name}
            subtitle={`${destination.country.name} · ${t('destinationsPage.experiences', { count: destination.experiences_count })}`}
            imageId={destination.image_id}
          />
        ))}
      </Carousel>
    </OffscreenSection>
  );
}
