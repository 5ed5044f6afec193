import { useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { Icon } from './icon';
import { type Lang, intlLocale } from '../../common/i18n/languages';
import { ReportReviewButton } from './review/report-review-button';

interface Review {
  id: number;
  customer: { first_name: string; last_name: string };
  rating: number;
  date: string;
  comments: string;
  /** The operator's public reply, already in the page's language when it wrote both. */
  reply?: { text: string; lang: Lang } | null;
}

const STEP = 3;

/**
 * Customer reviews three at a time, with show more / show less (docs/product.md § Experience page), each
 * with its "Report" action (docs/decisions/0076-moderation).
 */
export function ExperienceReviews({ reviews, lang }: { reviews: Review[]; lang: Lang }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(STEP);
  if (reviews.length === 0) return <p className="mt-3 text-muted">{t('experience.noReviews')}</p>;
  // "17 oct 2026" / "Oct 17, 2026" (docs/design.md § Voice); UTC so server and browser print the same day.
  const dateFormat = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <ul id="review-list" className="mt-4 space-y-4">
        {reviews.slice(0, shown).map((review) => (
          <li key={review.id} className="rounded-card border border-line p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold">
                {review.customer.first_name} {review.customer.last_name.charAt(0)}.
              </p>
              <time dateTime={review.date} className="text-sm text-muted">
                {dateFormat.format(new Date(review.date))}
              </time>
            </div>
            <p className="mt-1 flex gap-0.5" role="img" aria-label={`${review.rating} / 5`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Icon
                  name="star"
                  key={n}
                  className={`size-4 ${n <= review.rating ? 'fill-coral text-coral' : 'text-line'}`}
                />
              ))}
            </p>
            {review.comments && (
              // Plain text as written: React escapes it, and its line breaks show as lines.
              <p className="mt-2 whitespace-pre-line break-words leading-7">{review.comments}</p>
            )}
            <div className="mt-1 flex justify-end">
              <ReportReviewButton
                reviewId={review.id}
                author={`${review.customer.first_name} ${review.customer.last_name.charAt(0)}.`}
              />
            </div>
            {review.reply && (
              <div className="mt-3 rounded-card border-l-4 border-accent bg-surface-sunk p-3">
                <p className="text-sm font-semibold">{t('experience.operatorReply')}</p>
                <p lang={review.reply.lang} className="mt-1 whitespace-pre-line break-words leading-7">
                  {review.reply.text}
                </p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-4">
        {shown < reviews.length && (
          <button
            type="button"
            aria-controls="review-list"
            onClick={() => setShown((n) => n + STEP)}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t('experience.showMore')}
          </button>
        )}
        {shown > STEP && (
          <button
            type="button"
            aria-controls="review-list"
            onClick={() => setShown(STEP)}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t('experience.showLess')}
          </button>
        )}
      </div>
    </>
  );
}
