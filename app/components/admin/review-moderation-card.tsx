import { Link } from 'react-router';
import { intlLocale } from '../../../common/i18n/languages';
import type { AdminReview } from '../../../domain/reviews/moderation-contract';
import { useTranslation } from '../../i18n/translation-context';
import { ReviewModerationActions } from './review-moderation-actions';

const K = 'admin.reviews';

/**
 * One review as the moderation page shows it (docs/decisions/0076-moderation): who wrote it about which
 * experience and operator, its stars and comment, whether it is hidden and why, its reports, and the
 * admin's actions.
 */
export function ReviewModerationCard({ review }: { review: AdminReview }) {
  const { t, lang } = useTranslation();
  const date = (value: string) =>
    new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(value),
    );
  const titleId = `moderated-review-${review.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="min-w-0 rounded-card border border-line p-5 shadow-soft"
      data-testid="moderated-review"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        {review.hidden && (
          <span className="rounded-pill bg-danger-soft px-3 py-1 text-sm font-semibold">
            {t(`${K}.hiddenBadge`)}
          </span>
        )}
        {review.open_reports > 0 && (
          <span className="rounded-pill bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
            {t(`${K}.openReports`, { count: review.open_reports })}
          </span>
        )}
      </div>
      <h2 id={titleId} className="mt-2 text-lg font-bold break-words">
        {t(`${K}.by`, { author: review.author, experience: review.experience.name })}
      </h2>
      <p className="text-sm text-muted break-words">
        {t(`${K}.company`, { company: review.company.name })} ·{' '}
        <time dateTime={review.date}>{date(review.date)}</time>
        {review.experience.path && (
          <>
            {' · '}
            <Link to={review.experience.path} className="font-semibold text-accent-strong underline">
              {t(`${K}.viewPage`)}
            </Link>
          </>
        )}
      </p>
      <p className="mt-2 font-semibold" role="img" aria-label={`${review.rating} / 5`}>
        {'★'.repeat(review.rating)}
        <span className="text-muted">{'☆'.repeat(5 - review.rating)}</span>
      </p>
      <p lang={review.lang_code} className="mt-2 whitespace-pre-line break-words">
        {review.public_comment ?? <span className="text-muted">{t(`${K}.noComment`)}</span>}
      </p>
      {review.hidden && (
        <p className="mt-3 rounded-card bg-danger-soft p-3 text-sm break-words">
          {t(`${K}.hiddenReason`, { reason: review.hidden.reason })}
        </p>
      )}
      {review.reports.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-muted">{t(`${K}.reportsTitle`)}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {review.reports.map((report) => (
              <li key={report.id} className="break-words">
                <strong>{t(`reviews.report.reasons.${report.reason}`)}</strong> ·{' '}
                {t(`${K}.reportStatus.${report.status}`)} · {date(report.created_at)}
                {report.note && <span className="block text-muted">{report.note}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReviewModerationActions
        reviewId={review.id}
        hidden={review.hidden !== null}
        openReports={review.open_reports}
        photos={review.photos}
      />
    </li>
  );
}
