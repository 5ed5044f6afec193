import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { useSession } from '../../lib/session';
import { Icon } from '../icon';
import { useErrorInView } from '../payment/checkout-hooks';
import { type CheckoutState, failureOf, noticeOf } from './checkout-machine';

const secondary =
  'flex min-h-12 items-center justify-center gap-2 rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft';

/**
 * The failure or notice of the last attempt, with what can be done next: both payment pages show their
 * errors here, brought into view above the Pay bar and focused (useErrorInView).
 */
export function CheckoutMessages({
  state,
  editPath,
}: {
  /** Any checkout's state (the booking's, the gift card's). */
  state: CheckoutState<unknown>;
  editPath: string | null;
}) {
  const { t } = useTranslation();
  const { openAuth } = useSession();
  const error = failureOf(state);
  const notice = noticeOf(state);
  const errorRef = useErrorInView<HTMLDivElement>(error);
  return (
    <>
      {notice && (
        <p role="status" className="flex items-start gap-2 rounded-card bg-warning-soft p-4 text-sm">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-warning" />
          {notice}
        </p>
      )}
      {error && (
        <div
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="rounded-card bg-danger-soft p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-danger"
        >
          <p className="flex items-start gap-2">
            <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-danger" />
            <span data-testid="payment-error">{error.message}</span>
          </p>
          {error.action === 'signIn' && (
            <button
              type="button"
              onClick={() => openAuth('signIn')}
              className={`${secondary} mt-3 bg-surface`}
            >
              <Icon name="log-in" className="size-5" />
              {t('paymentPage.signIn.button')}
            </button>
          )}
          {error.action === 'otherHour' && editPath && (
            <Link to={editPath} className={`${secondary} mt-3 bg-surface`}>
              <Icon name="arrow-left" className="size-5" />
              {t('paymentPage.otherHour')}
            </Link>
          )}
        </div>
      )}
    </>
  );
}
