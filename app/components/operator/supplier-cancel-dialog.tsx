import { useId, useState } from 'react';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { MAX_REASON_LENGTH, reasonSchema } from '../../../domain/supplier-cancellations/cancel-reason';
import { useTranslation } from '../../i18n/translation-context';
import type { ApiError } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { Sheet } from '../sheet';

/** Who a cancellation touches, as the dialog says it before asking; null while it is being read. */
export interface CancelAffected {
  bookings: number;
  travellers: number;
  /** USD refunded in full to them (everything they paid, the service fee included). */
  refund: number;
}

const button = 'min-h-12 flex-1 rounded-pill px-6 font-semibold disabled:opacity-60';

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
  const id = useId();
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
    <Sheet
      open={open}
      onClose={onClose}
      placement="compact"
      title={title}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onClose}
            className={`${button} border border-line hover:bg-surface-sunk`}
          >
            {t('operator.cancellations.keep')}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={busy || affected === null}
            aria-busy={busy}
            className={`${button} bg-danger text-white hover:brightness-90`}
            data-testid="supplier-cancel-confirm"
          >
            {t('operator.cancellations.confirm')}
          </button>
        </div>
      }
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
      <label htmlFor={`${id}-reason`} className="mt-5 block font-semibold">
        {t('operator.cancellations.reasonLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('operator.cancellations.reasonHint')}
      </p>
      <textarea
        id={`${id}-reason`}
        rows={3}
        value={reason}
        maxLength={MAX_REASON_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${id}-hint${fieldError ? ` ${id}-field-error` : ''}`}
        className="mt-2 w-full rounded-card border border-line bg-surface p-3 text-base aria-[invalid]:border-danger"
        data-testid="supplier-cancel-reason"
      />
      {fieldError && (
        <p id={`${id}-field-error`} className="mt-1 text-sm text-danger">
          {fieldError}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger" data-testid="supplier-cancel-error">
          {error}
        </p>
      )}
    </Sheet>
  );
}
