import { useTranslation } from '../../i18n/translation-context';
import type { ReviewSummary } from '../../../domain/reviews/review-list';
import { Icon } from '../icon';

/**
 * The average of an experience's shown reviews with a bar per star, 5 down to 1 (docs/decisions/
 * 0085-reviews.md). Each bar is a button that filters the list by its stars, when `onStars` is given.
 */
export function ReviewSummaryBars({
  summary,
  selected,
  onStars,
}: {
  summary: ReviewSummary;
  selected: number | undefined;
  onStars: (stars: number | undefined) => void;
}) {
  const { t, lang } = useTranslation();
  const average = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  return (
    <div className="mt-4 grid gap-4 rounded-card border border-line p-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <div className="text-center sm:px-4">
        <p className="text-h2 font-bold" aria-hidden="true">
          {average}
        </p>
        <p className="sr-only">{t('reviews.list.average', { average })}</p>
        <p className="mt-1 flex justify-center gap-0.5" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Icon
              name="star"
              key={n}
              className={`size-4 ${n <= Math.round(summary.average) ? 'fill-coral text-coral' : 'text-line'}`}
            />
          ))}
        </p>
        <p className="mt-1 text-sm text-muted">{t('reviews.list.basedOn', { count: summary.count })}</p>
      </div>
      <ul className="space-y-1" aria-label={t('reviews.list.summaryTitle')}>
        {summary.stars.map((bar) => {
          const pressed = selected === bar.stars;
          return (
            <li key={bar.stars}>
              <button
                type="button"
                disabled={bar.count === 0}
                aria-pressed={pressed}
                onClick={() => onStars(pressed ? undefined : bar.stars)}
                className={`grid min-h-8 w-full grid-cols-[2.5rem_1fr_2.5rem] items-center gap-2 rounded-card px-1 text-sm enabled:hover:bg-surface-warm disabled:cursor-default ${pressed ? 'bg-accent-soft font-semibold' : ''}`}
              >
                <span className="sr-only">{t('reviews.list.bar', bar)}</span>
                <span className="text-left" aria-hidden="true">
                  {t('reviews.list.barStars', { stars: bar.stars })}
                </span>
                <span className="h-2 overflow-hidden rounded-pill bg-surface-sunk" aria-hidden="true">
                  <span className="block h-full rounded-pill bg-coral" style={{ width: `${bar.percent}%` }} />
                </span>
                <span className="text-right text-muted" aria-hidden="true">
                  {bar.count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
