import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/translation-context';
import { useOpenModalDialog } from '../lib/use-open-modal-dialog';
import { Icon } from './icon';

export type ToastKind = 'error' | 'success' | 'warning';

export interface ToastInput {
  kind: ToastKind;
  /** Already translated. */
  message: string;
}

interface Toast extends ToastInput {
  id: number;
}

/** docs/product.md § Constants: a toast shows for 4 seconds. */
export const TOAST_DURATION_MS = 4000;
/** Older toasts give way, so a burst of messages never covers the page. */
const MAX_VISIBLE = 3;

/**
 * Semantic tokens for the frame and icon; the text stays ink for contrast, the icon shape tells the kind too.
 */
const KIND_STYLE = {
  success: { icon: 'circle-check', frame: 'border-success/40 bg-success-soft', tint: 'text-success' },
  warning: { icon: 'triangle-alert', frame: 'border-warning/40 bg-warning-soft', tint: 'text-warning' },
  error: { icon: 'circle-alert', frame: 'border-danger/40 bg-danger-soft', tint: 'text-danger' },
} as const;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** `toast({ kind, message })` shows an alert toast; the provider is mounted once in app/root.tsx. */
export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs the <ToastProvider> of app/root.tsx above it');
  return toast;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), []);
  const toast = useCallback((input: ToastInput) => {
    lastId.current += 1;
    const next = { ...input, id: lastId.current };
    // The same message again replaces the visible one (and restarts its time) instead of stacking.
    setToasts((list) =>
      [...list.filter((item) => item.kind !== input.kind || item.message !== input.message), next].slice(
        -MAX_VISIBLE,
      ),
    );
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/**
 * Two live regions rendered with the page (screen readers only announce changes to regions that already
 * exist): errors in role=alert, which interrupts, the rest in role=status. Top of the screen on phones,
 * top-right from `sm`, below the sticky header. While a modal dialog is open they move inside it, the
 * only part of the page that is not inert then.
 */
function ToastViewport({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const modal = useOpenModalDialog();
  const list = (kinds: ToastKind[]) =>
    toasts
      .filter((item) => kinds.includes(item.kind))
      .map((item) => <ToastItem key={item.id} toast={item} onDismiss={onDismiss} />);
  const viewport = (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-4 top-20 z-50 sm:left-auto sm:right-6 sm:w-96"
    >
      <div role="alert">{list(['error'])}</div>
      <div role="status">{list(['warning', 'success'])}</div>
    </section>
  );
  return modal ? createPortal(viewport, modal) : viewport;
}

/** One toast: gone after 4 s, paused while the pointer or focus is on it so nobody loses it mid-read. */
function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const { icon, frame, tint } = KIND_STYLE[toast.kind];
  const remaining = useRef(TOAST_DURATION_MS);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const holds = useRef(new Set<'pointer' | 'focus'>());

  const run = useCallback(() => {
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => onDismiss(toast.id), remaining.current);
  }, [onDismiss, toast.id]);
  const hold = (reason: 'pointer' | 'focus') => {
    if (holds.current.size === 0) {
      window.clearTimeout(timer.current);
      remaining.current -= Date.now() - startedAt.current;
    }
    holds.current.add(reason);
  };
  const release = (reason: 'pointer' | 'focus') => {
    if (!holds.current.delete(reason) || holds.current.size > 0) return;
    run();
  };

  useEffect(() => {
    run();
    return () => window.clearTimeout(timer.current);
  }, [run]);

  return (
    <div
      onPointerEnter={() => hold('pointer')}
      onPointerLeave={() => release('pointer')}
      onFocus={() => hold('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release('focus');
      }}
      className={`pointer-events-auto mb-2 flex animate-[toast-in_180ms_ease-out] items-start gap-3 rounded-card border py-3 pl-4 pr-2 text-ink shadow-soft ${frame}`}
    >
      <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${tint}`} />
      <p className="flex-1 text-sm font-medium">
        <span className="sr-only">{t(`toast.kind.${toast.kind}`)}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('toast.dismiss')}
        className="-my-1 rounded-pill p-1.5 text-muted hover:bg-surface/60 hover:text-ink"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}
