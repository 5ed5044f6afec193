import { type ReactNode, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { MAX_REASON_LENGTH } from '../../../domain/supplier-cancellations/cancel-reason';
import { useTranslation } from '../../i18n/translation-context';
import type { ApiError } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { Sheet } from '../sheet';
import { useToast } from '../toasts';

const K = 'admin.bookings';
const button = 'min-h-12 flex-1 rounded-pill px-6 font-semibold disabled:opacity-60';
export const field = 'mt-1 w-full rounded-card border border-line bg-surface p-3 text-base';

/** A refusal the dialog shows itself: the server's translated message, or its first field's. */
const shown = (failure: ApiError) =>
  failure.status === 0 || failure.status >= 500 ? null : (failure.issues[0]?.message ?? failure.message);

function ReasonField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={`${id}-reason`} className="mt-4 block font-semibold">
        {t(`${K}.refund.reason`)}
      </label>
      <p id={`${id}-reason-hint`} className="text-sm text-muted">
        {t(`${K}.refund.reasonHint`)}
      </p>
      <textarea
        id={`${id}-reason`}
        rows={3}
        value={value}
        maxLength={MAX_REASON_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-reason-hint`}
        className={field}
        data-testid="admin-action-reason"
      />
    </>
  );
}

function Footer({
  onClose,
  onConfirm,
  busy,
  label,
}: {
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <button
        type="button"
        onClick={onClose}
        className={`${button} border border-line hover:bg-surface-sunk`}
      >
        {t(`${K}.close`)}
      </button>
      <button
        type="button"
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
        className={`${button} bg-danger text-white hover:brightness-90`}
        data-testid="admin-action-confirm"
      >
        {label}
      </button>
    </div>
  );
}

/**
 * A dialog's write: on success it says so, closes and reloads the page's data; a refusal the dialog can
 * explain is shown in it (`error`). `act` answers the success message.
 */
export function useDialogWrite(onClose: () => void) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [error, setError] = useState<string | null>(null);
  const write = (act: () => Promise<string>) =>
    void run(
      async () => {
        toast({ kind: 'success', message: await act() });
        onClose();
        await revalidator.revalidate();
      },
      (failure) => {
        const message = shown(failure);
        if (message) setError(message);
        return Boolean(message);
      },
    );
  return { busy, error, setError, write };
}

/** A booking action's sheet: what it is about (children), its reason, the refusal if any and its buttons. */
export function ActionSheet(props: {
  title: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  error: string | null;
  reason: string;
  onReason: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Sheet
      open
      onClose={props.onClose}
      placement="compact"
      title={props.title}
      footer={
        <Footer
          onClose={props.onClose}
          onConfirm={props.onConfirm}
          busy={props.busy}
          label={props.confirmLabel}
        />
      }
    >
      {props.children}
      <ReasonField id={id} value={props.reason} onChange={props.onReason} />
      {props.error && (
        <p role="alert" className="mt-3 text-sm text-danger" data-testid="admin-action-error">
          {props.error}
        </p>
      )}
    </Sheet>
  );
}
