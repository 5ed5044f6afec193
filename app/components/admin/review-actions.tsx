import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import type { ApiError } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';

const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-pill border border-line px-5 font-semibold text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed';

export interface ReviewActionsProps {
  /** Names the reason's field, unique on the page. */
  id: string;
  /** The queue's translation keys: `<prefix>.approve`, `.reject`, `.reasonLabel`, `.reasonHint`, `.confirmReject`, `.cancel`. */
  prefix: string;
  /** Each call answers the success message; the queue is then read again. */
  /** Left out where the only action is the one with a reason (unpublishing a live experience). */
  approve?: () => Promise<string>;
  reject: (reason: string) => Promise<string>;
  /** A failure the queue explains itself (already reviewed, …); anything else is the error toast. */
  handled?: (error: ApiError) => boolean;
}

/**
 * The buttons under an item of an admins' queue (docs/product.md § Applications and review): approve, or
 * reject with a reason the other side reads (required, 3 to 1000 characters).
 */
export function ReviewActions({ id, prefix, approve, reject, handled }: ReviewActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const act = (call: () => Promise<string>) =>
    run(async () => {
      toast({ kind: 'success', message: await call() });
      await revalidator.revalidate();
    }, handled);
  if (rejecting) {
    const reasonId = `reason-${id}`;
    return (
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => reject(reason));
        }}
      >
        <label htmlFor={reasonId} className="block text-sm font-semibold">
          {t(`${prefix}.reasonLabel`)}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          maxLength={1000}
          required
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full rounded-card border border-line bg-surface p-3"
        />
        <p id={`${reasonId}-hint`} className="text-sm text-muted">
          {t(`${prefix}.reasonHint`)}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primary} disabled={busy || reason.trim().length < 3}>
            {t(`${prefix}.confirmReject`)}
          </button>
          <button type="button" className={secondary} onClick={() => setRejecting(false)}>
            {t(`${prefix}.cancel`)}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {approve && (
        <button type="button" className={primary} disabled={busy} onClick={() => void act(approve)}>
          {t(`${prefix}.approve`)}
        </button>
      )}
      <button type="button" className={secondary} disabled={busy} onClick={() => setRejecting(true)}>
        {t(`${prefix}.reject`)}
      </button>
    </div>
  );
}
