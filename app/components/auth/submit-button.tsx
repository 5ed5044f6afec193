import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation-context';

/** The primary button of a form; while the call runs it says so and cannot be pressed twice. */
export function SubmitButton({
  disabled = false,
  busy,
  busyLabel,
  children,
}: {
  disabled?: boolean;
  busy: boolean;
  /** What the button says while busy, when more specific than "working" (e.g. "checking…"). */
  busyLabel?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className="min-h-12 w-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted"
    >
      {busy ? (busyLabel ?? t('auth.working')) : children}
    </button>
  );
}
