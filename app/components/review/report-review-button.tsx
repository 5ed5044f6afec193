import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { useSession } from '../../lib/session';

/** The dialog and its list load only when someone reports: they are not part of the page's first paint. */
const ReportReviewDialog = lazy(() => import('./report-review-dialog'));

/**
 * "Report" under a review on the experience page (docs/decisions/0076-moderation): a signed-in traveller
 * opens the report dialog; anyone else is asked to sign in first, and the dialog opens once they have.
 */
export function ReportReviewButton({ reviewId, author }: { reviewId: number; author: string }) {
  const { t } = useTranslation();
  const { user, openAuth } = useSession();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (user) setOpen(true);
    else openAuth('signIn', { onClosed: (signedIn) => signedIn && setOpen(true) });
  };
  return (
    <>
      <button
        type="button"
        onClick={start}
        aria-label={t('reviews.report.actionLabel', { author })}
        className="min-h-11 text-sm font-semibold text-muted underline-offset-2 hover:text-ink hover:underline"
        data-testid="report-review"
      >
        {t('reviews.report.action')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={reviewId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
