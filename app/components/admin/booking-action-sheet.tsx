import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { MAX_REASON_LENGTH } from '../../../domain/supplier-cancellations/cancel-reason';
import { useTranslation } from '../../i18n/translation-context';
import type { ApiError } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { ReasonSheet } from '../reason-sheet';
import { useToast } from '../toasts';

const K = 'admin.bookings';
export const field = 'mt-1 w-full rounded-card border border-line bg-surface p-3 text-base';

/** A refusal the dialog shows itself: the server's translated message, or its first field's. */
const shown = (failure: ApiError) =>
  failure.status === 0 || failure.status >= 500 ? null : (failure.issues[0]?.message ?? failure.message);

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
  const { t } = useTranslation();
  return (
    <ReasonSheet
      title={props.title}
      testId="admin-action"
      onClose={props.onClose}
      closeLabel={t(`${K}.close`)}
      onConfirm={props.onConfirm}
      confirmLabel={props.confirmLabel}
      tone="danger"
      busy={props.busy}
      reason={{
        label: t(`${K}.refund.reason`),
        hint: t(`${K}.refund.reasonHint`),
        value: props.reason,
        maxLength: MAX_REASON_LENGTH,
      }}
      onReason={props.onReason}
      error={props.error}
    >
      {props.children}
    </ReasonSheet>
  );
}
