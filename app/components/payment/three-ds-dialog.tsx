import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { isThreeDsCompletion, THREE_DS_ACK } from '../../lib/checkout-attempt';
import { Icon } from '../icon';

/**
 * The bank's 3-D Secure challenge in a frame, inside a modal dialog: its title is read and focused first,
 * Escape (or the button) cancels. The challenge ends on /booking/3ds-complete, which posts a message here;
 * only a message from this origin and from this frame's own window counts, and it is acknowledged so the
 * page in the frame stops repeating it.
 */
export function ThreeDsDialog({
  url,
  onComplete,
  onCancel,
}: {
  url: string;
  onComplete: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    title.current?.focus();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow ?? null;
      if (!isThreeDsCompletion(event, { origin: window.location.origin, frame: frameWindow })) return;
      frameWindow?.postMessage({ type: THREE_DS_ACK }, window.location.origin);
      onComplete();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onComplete]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // Browsers may close a modal on Escape without a cancelable `cancel` event (no user activation since it
      // opened): a close while the challenge is still shown is a cancel too.
      onClose={onCancel}
      className="h-[min(44rem,92dvh)] w-[min(32rem,94vw)] rounded-card bg-surface p-0 text-ink shadow-soft backdrop:bg-ink/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line p-4">
          <div>
            <h2
              ref={title}
              id={titleId}
              tabIndex={-1}
              className="text-h4 font-bold focus-visible:outline-none"
            >
              {t('paymentPage.threeDs.title')}
            </h2>
            <p id={textId} className="mt-1 text-sm text-muted">
              {t('paymentPage.threeDs.text')}
            </p>
          </div>
          <button
            type="button"
            onClick={onCancel}
            aria-label={t('paymentPage.threeDs.cancel')}
            className="flex size-11 shrink-0 items-center justify-center rounded-pill hover:bg-surface-warm"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <iframe
          ref={frame}
          src={url}
          title={t('paymentPage.threeDs.frame')}
          className="w-full flex-1 border-0"
        />
      </div>
    </dialog>
  );
}
