import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { Icon } from './icon';

export type SheetPlacement = 'left' | 'right' | 'center' | 'compact' | 'bottom' | 'full';

/** Where the panel sits; 'bottom' is a drawer rising from the bottom edge (the booking card on phones); 'center' is a full-screen sheet on phones and a centred dialog from `sm` up; 'full' covers the screen everywhere. */
const PLACEMENT: Record<SheetPlacement, string> = {
  left: 'mr-auto h-dvh max-h-dvh w-[min(22rem,88vw)] animate-[sheet-left_180ms_ease-out]',
  right: 'ml-auto h-dvh max-h-dvh w-[min(22rem,88vw)] animate-[sheet-right_180ms_ease-out]',
  bottom: 'mb-0 mt-auto max-h-[92dvh] w-full max-w-full rounded-t-card animate-[sheet-up_180ms_ease-out]',
  center:
    'h-dvh max-h-dvh w-full max-w-full sm:m-auto sm:h-auto sm:max-h-[88vh] sm:max-w-2xl sm:rounded-card',
  /**
   * As 'center', but as tall as its content from `sm` up (a confirmation, a short notice): `h-auto` would
   * stretch a modal dialog to the 88vh cap, the browser's own `fit-content` does not.
   */
  compact: 'h-dvh max-h-dvh w-full max-w-full sm:m-auto sm:h-fit sm:max-h-[88vh] sm:max-w-lg sm:rounded-card',
  /** The whole screen at every width: a voucher's QR shown to an operator, as large as it can be. */
  full: 'h-dvh max-h-dvh w-full max-w-full',
};

/**
 * Every dialog and drawer of the site: a native modal `<dialog>`, so the browser traps focus, makes the
 * page behind inert, closes on Escape and returns focus to the opener. A click on the backdrop closes
 * it too. The page behind does not scroll while it is open.
 */
export function Sheet({
  open,
  onClose,
  title,
  placement,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  placement: SheetPlacement;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    // Keyboards close it with Escape (the dialog's own cancel, which fires `close`); the click handler is
    // for a pointer on the backdrop, which has no keyboard counterpart.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // The dialog element itself only receives clicks that land on its ::backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 flex-col overflow-hidden bg-surface p-0 text-ink shadow-soft backdrop:bg-ink/50 open:flex ${PLACEMENT[placement]}`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
        <h2 id={titleId} className="text-h4 font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 rounded-pill p-2 hover:bg-surface-sunk"
          aria-label={t('common.close')}
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">{children}</div>
      {footer && <div className="border-t border-line px-4 py-3 sm:px-6">{footer}</div>}
    </dialog>
  );
}
