import { useState } from 'react';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { MAX_REASON_LENGTH, reasonSchema } from '../../../domain/supplier-cancellations/cancel-reason';
import { useTranslation } from '../../i18n/translation-context';
import type { ApiError } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { ReasonSheet } from '../reason-sheet';

/** Who a cancellation touches, as the dialog says it before asking; null while it is being read. */
export interface CancelAffected {
  bookings: number;
  travellers: number;
  /** USD refunded in full to them (everything they paid, the service fee included). */
  refund: number;
}

/**
 * The operator's confirmation of a supplier cancellation (docs/decisions/0068-supplier-cancellations.md), of
 * one booking or of a whole departure: how many bookings and travellers it touches, that each is refunded
 * in full, and the reason the travellers will read, checked as the server checks it. `onConfirm` makes the
 * call; a refusal shows its translated message in the dialog. Any workspace page that lists bookings
 * places it (CancelBookingButton, CancelDepartureButton).
 */
export function SupplierCancelDialog({
  open,
  onClose,
  title,
  affected,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  affected: CancelAffected | null;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t, lang } = useTranslation();
  const { busy, run } = useApiAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const parsed = reasonSchema.safeParse(reason);
  const fieldError = touched && !parsed.success ? t(parsed.error.issues[0]!.message) : null;

  const confirm = () => {
    setTouched(true);
    setError(null);
    if (!parsed.success) return;
    void run(
      () => onConfirm(parsed.data),
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
      title={title}
      testId="supplier-cancel"
      onClose={onClose}
      closeLabel={t('operator.cancellations.keep')}
      onConfirm={confirm}
      confirmLabel={t('operator.cancellations.confirm')}
      tone="danger"
      busy={busy}
      disabled={affected === null}
      reason={{
        label: t('operator.cancellations.reasonLabel'),
        hint: t('operator.cancellations.reasonHint'),
        value: reason,
        maxLength: MAX_REASON_LENGTH,
        error: fieldError,
      }}
      onReason={setReason}
      onReasonBlur={() => setTouched(true)}
      error={error}
    >
      {affected === null ? (
        <p role="status" className="text-muted">
          {t('operator.cancellations.loading')}
        </p>
      ) : (
        <div data-testid="supplier-cancel-affected">
          <p className="font-semibold">
            {affected.bookings === 0
              ? t('operator.cancellations.affectedNone')
              : t('operator.cancellations.affected', {
                  bookings: affected.bookings,
                  travellers: affected.travellers,
                })}
          </p>
          {affected.bookings > 0 && (
            <p className="mt-2">
              {t('operator.cancellations.refundInFull', {
                amount: formatUsd(usdToCents(affected.refund), lang),
              })}
            </p>
          )}
        </div>
      )}
    </ReasonSheet>
  );
}
