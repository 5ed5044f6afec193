import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';

export const adminPrimary =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';

const adminDanger =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-danger px-5 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:bg-muted';

export const adminInput = 'block w-full rounded-card border border-line bg-surface p-3';

/**
 * A back-office write that affects money or a person (docs/decisions/0073-admin-travellers-and-companies):
 * its own fields (`children`), the reason (3 to 1000 characters, kept in the audit log) and one button.
 * `submit` answers the success message; the page is then read again.
 */
export function ReasonForm({
  id,
  legend,
  submitLabel,
  children,
  ready = true,
  submit,
  tone = 'primary',
}: {
  id: string;
  legend: string;
  submitLabel: string;
  children?: ReactNode;
  /** The form's own fields are complete. */
  ready?: boolean;
  submit: (reason: string) => Promise<string>;
  tone?: 'primary' | 'danger';
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [reason, setReason] = useState('');
  const reasonId = `${id}-reason`;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-legend`}
      className="space-y-3 rounded-card border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          toast({ kind: 'success', message: await submit(reason.trim()) });
          setReason('');
          await revalidator.revalidate();
        });
      }}
    >
      <h3 id={`${id}-legend`} className="font-semibold">
        {legend}
      </h3>
      {children}
      <div>
        <label htmlFor={reasonId} className="block text-sm font-semibold">
          {t('admin.reason.label')}
        </label>
        <textarea
          id={reasonId}
          rows={2}
          value={reason}
          maxLength={1000}
          required
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className={`mt-1 ${adminInput}`}
        />
        <p id={`${reasonId}-hint`} className="mt-1 text-sm text-muted">
          {t('admin.reason.hint')}
        </p>
      </div>
      <button
        type="submit"
        className={tone === 'danger' ? adminDanger : adminPrimary}
        disabled={busy || !ready || reason.trim().length < 3}
      >
        {submitLabel}
      </button>
    </form>
  );
}
