import { useId, useState } from 'react';
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '../../../common/review-reports';
import { reportReviewEndpoint } from '../../../domain/reviews/report-contract';
import { MAX_REPORT_NOTE_LENGTH } from '../../../domain/reviews/report-input';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { ReasonSheet } from '../reason-sheet';
import { useToast } from '../toasts';

/**
 * A signed-in traveller's report of a review (docs/decisions/0076-moderation): a reason from the short list
 * and an optional note. A refusal (already reported, their own review, no longer shown) is shown in the
 * dialog in the server's words; success thanks them with a toast. Loaded only when opened.
 */
export default function ReportReviewDialog({
  reviewId,
  open,
  onClose,
}: {
  reviewId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const { busy, run } = useApiAction();
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    setError(null);
    if (!reason) {
      setError(t('reviews.report.errors.reasonInvalid'));
      return;
    }
    void run(
      async () => {
        await api(reportReviewEndpoint, { params: { id: reviewId }, body: { reason, note: note || null } });
        toast({ kind: 'success', message: t('reviews.report.sent') });
        onClose();
      },
      (failure: ApiError) => {
        if (failure.status === 0 || failure.status >= 500) return false;
        setError(failure.issues[0]?.message ?? failure.message);
        return true;
      },
    );
  };

  return (
    <ReasonSheet
      open={open}
      title={t('reviews.report.title')}
      testId="report-review"
      onClose={onClose}
      closeLabel={t('reviews.report.cancel')}
      onConfirm={send}
      confirmLabel={t('reviews.report.submit')}
      tone="accent"
      busy={busy}
      reason={{
        label: t('reviews.report.noteLabel'),
        hint: t('reviews.report.noteHint'),
        value: note,
        maxLength: MAX_REPORT_NOTE_LENGTH,
      }}
      onReason={setNote}
      error={error}
    >
      <p className="text-muted">{t('reviews.report.intro')}</p>
      <fieldset className="mt-4">
        <legend className="font-semibold">{t('reviews.report.reasonLabel')}</legend>
        <div className="mt-2 flex flex-col gap-1">
          {REVIEW_REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-5 accent-accent"
              />
              {t(`reviews.report.reasons.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </ReasonSheet>
  );
}
