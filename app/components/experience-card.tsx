import { useReducer } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { Link } from 'react-router';
import { countryPath } from '../../domain/catalog/slug';
import { formatUsd, toCents } from '../../domain/pricing/money';
import type { CardExperience } from '../lib/card-data';
import { CardPhotoArrows, CardPhotos, useCardPhotos } from './card-photos';
import { FavoriteButton } from './favorite-button';
import { Icon } from './icon';

/**
 * One experience in a list. The whole card opens the experience in a new tab (docs/product.md § Header
 * and footer); the country label is its own link to the country page.
 */
export function ExperienceCard({
  experience,
  eager = false,
  priority = false,
  inSlider = false,
}: {
  experience: CardExperience;
  eager?: boolean;
  /** The card's first photo is the page's largest paint: loaded first (see CardPhotos). */
  priority?: boolean;
  /** docs/product.md § Constants: ratings show two decimals in sliders, one in lists. */
  inSlider?: boolean;
}) {
  const { t, lang } = useTranslation();
  const priceCents = toCents(experience.display_price);
  const originalCents = experience.original_price === null ? null : toCents(experience.original_price);
  // The first sign of interest in the card renders the rest of its photos and the arrows (see CardPhotos).
  const [active, activate] = useReducer(() => true, false);
  const photos = useCardPhotos(experience.photos, active, activate);
  return (
    <article
      onPointerEnter={active ? undefined : activate}
      onFocus={active ? undefined : activate}
      onTouchStart={active ? undefined : activate}
      className="card group"
    >
      <CardPhotos
        photos={experience.photos}
        href={experience.url}
        eager={eager}
        priority={priority}
        state={photos}
      />
      <FavoriteButton
        experienceId={experience.id}
        name={experience.name}
        className="absolute right-3 top-3 z-20"
      />
      <div className="card-body">
        <Link
          to={countryPath({ title: experience.country.name, id: experience.country.id })}
          className="card-country"
        >
          {experience.country.name}
        </Link>
        <h3 className="line-clamp-2 text-base font-semibold">
          <a href={experience.url} target="_blank" rel="noopener" className="after:absolute after:inset-0">
            {experience.name}
            <span className="sr-only"> {t('card.opensInNewTab')}</span>
          </a>
        </h3>
        <p className="card-facts">
          {experience.reviews_count > 0 ? (
            <span className="flex items-center gap-1">
              <Icon name="star" className="size-4 fill-coral text-coral" />
              <span className="tabular font-medium text-ink">
                {experience.rating.toFixed(inSlider ? 2 : 1)}
              </span>
              <span>({t('card.reviews', { count: experience.reviews_count })})</span>
            </span>
          ) : (
            <span>{t('card.new')}</span>
          )}
          <span className="flex items-center gap-1">
            <Icon name="clock" className="size-4" />
            {t('card.hours', { count: experience.duration })}
          </span>
        </p>
        {experience.departure && (
          <p className="flex items-center gap-1 text-sm font-medium text-accent-strong">
            <Icon name="calendar-days" className="size-4" />
            <span className="sr-only">{t('card.firstDeparture')} </span>
            {experience.departure}
          </p>
        )}
        <p className="mt-auto pt-1 text-sm">
          {t('card.from')}{' '}
          {experience.show_original_price && originalCents !== null && originalCents > priceCents && (
            <s className="tabular mr-1 text-muted">{formatUsd(originalCents, lang)}</s>
          )}
          <span className="tabular text-h4 font-bold">{formatUsd(priceCents, lang)}</span>
        </p>
      </div>
      {active && <CardPhotoArrows name={experience.name} state={photos} />}
    </article>
  );
}
