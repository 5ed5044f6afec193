import type { Lang } from '../../../common/i18n/languages';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import { ReportReviewButton } from './report-review-button';
import { type ReviewPhoto, ReviewPhotoStrip } from './review-photo-strip';
import { ReviewReplyBlock } from './review-reply-block';
import { ReviewStars } from './review-stars';

export interface ShownReview {
  id: number;
  customer: { first_name: string; last_name: string };
  rating: number;
  date: string;
  comments: string;
  lang_code: Lang;
  verified_booking: true;
  /** The operator's public reply, already in the page's language when it wrote both. */
  reply: { text: string; lang: Lang } | null;
  photos: ReviewPhoto[];
}

/**
 * One review on the experience page: author, date, stars, the "verified booking" label (every review is
 * from a completed booking), the comment in its language, photos, "Report" and the operator's reply.
 */
export function ReviewItem({ review, dateFormat }: { review: ShownReview; dateFormat: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const author = `${review.customer.first_name} ${review.customer.last_name.charAt(0)}.`;
  return (
    <li className="rounded-card border border-line p-4" data-testid="review">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{author}</p>
        <time dateTime={review.date} className="text-sm text-muted">
          {dateFormat.format(new Date(review.date))}
        </time>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} />
        {review.verified_booking && (
          <p
            className="flex items-center gap-1 text-sm font-semibold text-success"
            title={t('reviews.list.verifiedHint')}
          >
            <Icon name="shield-check" className="size-4" />
            {t('reviews.list.verified')}
            <span className="sr-only">: {t('reviews.list.verifiedHint')}</span>
          </p>
        )}
      </div>
      {review.comments && (
        // Plain text as written: React escapes it, and its line breaks show as lines.
        <p lang={review.lang_code} className="mt-2 whitespace-pre-line break-words leading-7">
          {review.comments}
        </p>
      )}
      <ReviewPhotoStrip photos={review.photos} author={author} />
      <div className="mt-1 flex justify-end">
        <ReportReviewButton reviewId={review.id} author={author} />
      </div>
      {review.reply && <ReviewReplyBlock title={t('experience.operatorReply')} texts={[review.reply]} />}
    </li>
  );
}
