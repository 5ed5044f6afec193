import { type ReactNode, useId } from 'react';
import { Sheet } from './sheet';

const button = 'min-h-12 flex-1 rounded-pill px-6 font-semibold disabled:opacity-60';

/**
 * A compact sheet that asks for a reason before a write: what the write touches (`children`), the reason's
 * label, hint and box (with its own error once checked), the server's refusal, and the two buttons. The
 * caller keeps the state and makes the call. Its pieces are found by `data-testid` `${testId}-reason`,
 * `-confirm` and `-error`.
 */
export function ReasonSheet(props: {
  /** Open unless told otherwise: a caller that mounts it only while open leaves it out. */
  open?: boolean;
  title: string;
  testId: string;
  onClose: () => void;
  closeLabel: string;
  onConfirm: () => void;
  confirmLabel: string;
  /** `danger` for a write that takes something away (a cancellation, a refund); `accent` otherwise. */
  tone: 'danger' | 'accent';
  busy: boolean;
  disabled?: boolean;
  reason: { label: string; hint: string; value: string; maxLength: number; error?: string | null };
  onReason: (value: string) => void;
  onReasonBlur?: () => void;
  error: string | null;
  children?: ReactNode;
}) {
  const id = useId();
  const { reason } = props;
  const confirmTone =
    props.tone === 'danger'
      ? 'bg-danger text-white hover:brightness-90'
      : 'bg-accent text-white hover:bg-accent-hover';
  return (
    <Sheet
      open={props.open ?? true}
      onClose={props.onClose}
      placement="compact"
      title={props.title}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={props.onClose}
            className={`${button} border border-line hover:bg-surface-sunk`}
          >
            {props.closeLabel}
          </button>
          <button
            type="button"
            onClick={props.onConfirm}
            disabled={props.busy || props.disabled}
            aria-busy={props.busy}
            className={`${button} ${confirmTone}`}
            data-testid={`${props.testId}-confirm`}
          >
            {props.confirmLabel}
          </button>
        </div>
      }
    >
      {props.children}
      <label htmlFor={`${id}-reason`} className="mt-5 block font-semibold">
        {reason.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {reason.hint}
      </p>
      <textarea
        id={`${id}-reason`}
        rows={3}
        value={reason.value}
        maxLength={reason.maxLength}
        onChange={(event) => props.onReason(event.target.value)}
        onBlur={props.onReasonBlur}
        aria-invalid={reason.error ? true : undefined}
        aria-describedby={`${id}-hint${reason.error ? ` ${id}-field-error` : ''}`}
        className="mt-2 w-full rounded-card border border-line bg-surface p-3 text-base aria-[invalid]:border-danger"
        data-testid={`${props.testId}-reason`}
      />
      {reason.error && (
        <p id={`${id}-field-error`} className="mt-1 text-sm text-danger">
          {reason.error}
        </p>
      )}
      {props.error && (
        <p role="alert" className="mt-3 text-sm text-danger" data-testid={`${props.testId}-error`}>
          {props.error}
        </p>
      )}
    </Sheet>
  );
}
