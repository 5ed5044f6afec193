import { useId, useState } from 'react';
import { RATINGS } from '../../../domain/reviews/review-limits';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/**
 * The 1-5 stars of a review as a native radio group: Tab reaches it, arrow keys move and choose, and each
 * star is named ("4 estrellas: muy buena"). The radios are visually hidden; the stars are their labels,
 * filled up to the choice (or the star under the pointer) and outlined when the group has focus.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <fieldset data-testid="rating-input">
      <legend className="font-semibold">{t('reviewPage.ratingLegend')}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {RATINGS.map((rating) => (
            <label key={rating} className="cursor-pointer p-1" onMouseEnter={() => setHovered(rating)}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-describedby={describedBy}
                className="peer sr-only"
              />
              <span className="sr-only">{t(`reviewPage.stars.${rating}`)}</span>
              <Icon
                name="star"
                className={`size-9 rounded-card transition-colors peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${
                  rating <= shown ? 'fill-coral text-coral' : 'text-muted'
                }`}
              />
            </label>
          ))}
        </div>
        {/* The choice in words for sighted readers; the radios already name it to screen readers. */}
        <span aria-hidden className="min-h-6 text-sm font-semibold text-ink">
          {shown > 0 ? t(`reviewPage.stars.${shown}`) : ''}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t('reviewPage.ratingHint')}
        </p>
      )}
    </fieldset>
  );
}
