import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { RATINGS, REVIEW_SORTS, type ReviewSort } from '../../../domain/reviews/review-limits';
import { SUPPORTED_LANGUAGES, type Lang } from '../../../common/i18n/languages';
import type { ReviewListFilters } from '../../../domain/reviews/review-list-params';

const selectClass =
  'mt-1 block min-h-11 w-full rounded-card border border-line bg-surface px-3 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent';

/** Sort and filters of the reviews' list: native selects, so the keyboard and screen readers know them. */
export function ReviewListControls({
  value,
  onChange,
}: {
  value: ReviewListFilters;
  onChange: (next: ReviewListFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-4 grid grid-cols-3 gap-2 sm:max-w-xl">
      <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
        {t('reviews.list.sortLabel')}
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.target.value as ReviewSort })}
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`reviews.list.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-stars`} className="text-sm font-semibold">
        {t('reviews.list.starsLabel')}
        <select
          id={`${id}-stars`}
          className={selectClass}
          value={value.stars ?? ''}
          onChange={(event) =>
            onChange({ ...value, stars: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t('reviews.list.allStars')}</option>
          {[...RATINGS].reverse().map((stars) => (
            <option key={stars} value={stars}>
              {t('reviews.list.starsOption', { count: stars })}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-lang`} className="text-sm font-semibold">
        {t('reviews.list.langLabel')}
        <select
          id={`${id}-lang`}
          className={selectClass}
          value={value.lang ?? ''}
          onChange={(event) =>
            onChange({ ...value, lang: (event.target.value || undefined) as Lang | undefined })
          }
        >
          <option value="">{t('reviews.list.allLangs')}</option>
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`reviews.list.langs.${code}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
